import type { components } from "@cms/api";

export type CheckinGuest = components["schemas"]["CheckinGuest"];
export type CheckinGuestData = components["schemas"]["CheckinGuestData"];

/**
 * A guest as the list and the edit dialog see it: the PMS's `{ _id, data: {...} }` with the data's fields at
 * the top, so columns, search, sort and the form's field names are the spec's names (room, lastName, ...).
 */
export type GuestRow = CheckinGuestData & { _id?: string };

const REQUIRED = ["room", "reservationNr", "firstName", "lastName", "language"] as const;
const OPTIONAL = ["checkin", "checkout", "title", "shareFlag", "groupNr", "vipStatus"] as const;

export function toRow(guest: CheckinGuest): GuestRow {
  return { ...guest.data, _id: guest._id };
}

/** The text of a form value: the dialog saves an untouched field as null. */
const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The guest to send from the dialog's values: texts trimmed, the language as its lower-case code, dates as
 * `YYYY-MM-DD`, empty optional fields left out (the contract has no null), and noPost a boolean (an untouched
 * checkbox is null: not ticked).
 */
export function toGuest(row: GuestRow): CheckinGuest {
  const values = row as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const field of REQUIRED) data[field] = textOf(values[field]);
  data.language = String(data.language).toLowerCase();
  for (const field of OPTIONAL) {
    const text = textOf(values[field]);
    if (text) data[field] = field === "checkin" || field === "checkout" ? text.slice(0, 10) : text;
  }
  data.noPost = values.noPost === true;
  const guest: CheckinGuest = { data: data as CheckinGuestData };
  if (row._id) guest._id = row._id;
  return guest;
}

/**
 * The languages the dialog offers (ISO 639-1): the 22 of the console and the usual guests' of the demo hotels'
 * countries. A guest the PMS delivered with another code keeps it: the field shows the code.
 */
export const GUEST_LANGUAGES = [
  "ar",
  "az",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "he",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "ru",
  "sk",
  "sl",
  "sr",
  "sv",
  "tr",
  "uk",
  "zh",
] as const;

/**
 * The language choices, each named in its own language ("Deutsch (de)"): a guest's language is read by the
 * receptionist the way the guest says it, and the list is the same whatever the console's language.
 */
export function languageOptions(codes: readonly string[] = GUEST_LANGUAGES): { id: string; label: string }[] {
  return codes.map((code) => {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
    const label =
      name === code ? code : `${name.charAt(0).toLocaleUpperCase(code)}${name.slice(1)} (${code})`;
    return { id: code, label };
  });
}

// ---------------------------------------------------------------------------------------------------
// Ping and sync (products.md section 4): each with its own status, and each resets the other's.

export type PmsAction = "ping" | "sync";
export type PmsStatus = "fetching" | "success" | "failure" | undefined;

/** What a sync changed, where the PMS interface says so (the contract's optional counts). */
export interface SyncChanges {
  added: number;
  updated: number;
  removed: number;
}

export interface PmsState {
  ping: PmsStatus;
  sync: PmsStatus;
  /** When the PMS answered the last successful ping (ISO date-time). */
  pingedAt?: string;
  /** What the last successful sync changed, where the PMS said. */
  changes?: SyncChanges;
}

export type PmsEvent =
  | { action: PmsAction; status: "fetching" | "failure" }
  | { action: "sync"; status: "success"; changes?: SyncChanges }
  | { action: "ping"; status: "success"; timestamp: string };

/** The counts of a sync's answer, when it has all three. */
export function changesOf(answer: Partial<SyncChanges>): SyncChanges | undefined {
  const { added, updated, removed } = answer;
  return added === undefined || updated === undefined || removed === undefined
    ? undefined
    : { added, updated, removed };
}

export const PMS_IDLE: PmsState = { ping: undefined, sync: undefined };

export function pmsReducer(state: PmsState, event: PmsEvent): PmsState {
  const other: PmsAction = event.action === "ping" ? "sync" : "ping";
  const next: PmsState = { ...state, [event.action]: event.status, [other]: undefined };
  delete next.changes;
  if (event.action === "ping") {
    if (event.status === "success") next.pingedAt = event.timestamp;
    else delete next.pingedAt;
  } else {
    delete next.pingedAt;
    if (event.status === "success" && event.changes) next.changes = event.changes;
  }
  return next;
}

/** What the status line says: the translation key of the message, or nothing while idle or fetching. */
export function pmsMessage(state: PmsState): { key: string; tone: "success" | "error" } | undefined {
  if (state.ping === "success") return { key: "checkin:pms.pingSuccess", tone: "success" };
  if (state.ping === "failure") return { key: "checkin:pms.pingFailure", tone: "error" };
  // The spec's "sync started", or what it changed where the PMS ran the sync before answering.
  if (state.sync === "success")
    return { key: state.changes ? "checkin:pms.syncDone" : "checkin:pms.syncSuccess", tone: "success" };
  if (state.sync === "failure") return { key: "checkin:pms.syncFailure", tone: "error" };
  return undefined;
}

/**
 * A PMS yes/no flag (the share flag's Y or N, or true/false) in words; any other value of the contract's free
 * text as the PMS sent it.
 */
export function flagText(flag: string | undefined, t: (key: string) => string): string {
  const value = (flag ?? "").trim();
  if (/^(y|yes|true|1)$/i.test(value)) return t("ui:common.yes");
  if (/^(n|no|false|0)$/i.test(value)) return t("ui:common.no");
  return value;
}
