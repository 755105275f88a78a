// The monitoring screen's rules as plain functions (products.md sections 3 to 9, "Monitoring", "Profile"): what a
// profile is called, its kind, the list query the server gets, and the formats of the session detail.
import type { components, operations } from "@cms/api";
import type { ListQuery } from "@cms/ui";
import { formatDateTime, formatQuantity } from "@cms/ui";
import { PROFILE_OVERRIDES } from "../permissions";
import { csvOf } from "../voucher";

export type GatewayProfile = components["schemas"]["GatewayProfile"];
export type GatewayDevice = components["schemas"]["GatewayDevice"];
export type ProfileQuery = NonNullable<operations["listGatewayProfiles"]["parameters"]["query"]>;
export type ConnectedFilter = components["schemas"]["GatewayConnectedFilterValue"];

/** The profile kinds the list filters by, in the spec's order, with the query flag of each. */
export const PROFILE_KINDS = [
  { id: "anonymous", flag: "showAnonymous" },
  { id: "card", flag: "showCards" },
  { id: "reward", flag: "showRewards" },
  { id: "email", flag: "showEmails" },
  { id: "room", flag: "showRooms" },
  { id: "accessCode", flag: "showAccessCodes" },
] as const;

export type ProfileKind = (typeof PROFILE_KINDS)[number]["id"];

export const CONNECTED_FILTERS: readonly ConnectedFilter[] = ["both", "connected", "notConnected"];

/** Profile list page size (products.md section 9). */
export const PAGE_SIZE = 50;

/** How often the connected state is asked again while the page is visible. */
export const REFRESH_MS = 15_000;

/** The filters the screen sets on the list (GenericList's own filters, sent in the query). */
export const FILTER_KINDS = "kinds";
export const FILTER_CONNECTED = "connected";

/** The kind a profile signed in with, as the server files it (the first that applies). */
export function kindOf(profile: GatewayProfile): ProfileKind {
  const identity = profile.identity ?? {};
  if (identity.dailypointUser || identity.memberNumber) return "reward";
  if (identity.card) return "card";
  if (identity.accessCode) return "accessCode";
  if (identity.room) return "room";
  if (identity.email || identity.social) return "email";
  return "anonymous";
}

/** The guest's name, else what identifies the profile: e-mail, access code, card, room; empty when anonymous. */
export function guestName(profile: GatewayProfile): string {
  const { firstName, lastName, email, accessCode, card, room } = profile.identity ?? {};
  const name = [firstName, lastName].filter(Boolean).join(" ");
  return name || email || accessCode || card || (room ? String(room) : "");
}

export const devicesOf = (profile: GatewayProfile): GatewayDevice[] => profile.devices ?? [];

export const connectedDevices = (profile: GatewayProfile) =>
  devicesOf(profile).filter((device) => device.connected === true);

/** Printing or downloading a profile needs an assigned access code (products.md section 5). */
export const hasAccessCode = (profile: GatewayProfile) => Boolean(profile.identity?.accessCode?.trim());

/** The list's query as the contract's parameters: page of 50, search, sort, kinds and connection. */
export function toProfileQuery(query: ListQuery): ProfileQuery {
  const kinds = (query.filters[FILTER_KINDS] ?? "").split(",").filter(Boolean);
  const connected = query.filters[FILTER_CONNECTED] as ConnectedFilter | undefined;
  const params: ProfileQuery = {
    page: query.page,
    limit: query.limit > 0 ? query.limit : PAGE_SIZE,
  };
  if (query.search.trim()) params.search = query.search.trim();
  if (query.sortBy) {
    params.sortBy = query.sortBy as ProfileQuery["sortBy"];
    params.sortDesc = query.sortDesc;
  }
  // No kind ticked means every kind (the contract's rule when no flag is set).
  for (const kind of PROFILE_KINDS) if (kinds.includes(kind.id)) params[kind.flag] = true;
  if (connected && connected !== "both") params.connected = connected;
  return params;
}

/** The same filters without paging, for the CSV of every match. */
export function toCsvQuery(query: ListQuery): ProfileQuery {
  const { page: _page, limit: _limit, ...rest } = toProfileQuery(query);
  return rest;
}

/** DD.MM.YYYY HH:mm:ss (products.md sections 3 and 9), by dayjs as every date of the console; empty for none. */
export const formatSessionDate = (value: string | undefined): string => formatDateTime(value);

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** Bytes in the largest unit that keeps a number of at least 1 (1,024 steps), one decimal from MB on. */
export function formatBytes(bytes: number | undefined, locale = "en"): string {
  let value = Math.max(0, bytes ?? 0);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return formatQuantity(value, BYTE_UNITS[unit]!, locale, { digits: unit >= 2 ? 1 : 0 });
}

/** Megabytes (the profile's usage unit) in the same way. */
export const formatMegabytes = (mb: number | undefined, locale = "en") =>
  formatBytes((mb ?? 0) * 1024 * 1024, locale);

/**
 * A duration by its largest two parts in the UI language's units ("2 days 4 hr", "5 min 12 sec", "0 sec";
 * "2 Tg. 4 Std."; Arabic in Arabic).
 */
export function formatDuration(seconds: number | undefined, locale = "en"): string {
  let rest = Math.max(0, Math.round(seconds ?? 0));
  const parts: string[] = [];
  for (const [unit, size] of [
    ["d", 86_400],
    ["h", 3_600],
    ["m", 60],
    ["s", 1],
  ] as const) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount || (parts.length === 0 && unit === "s")) parts.push(formatQuantity(amount, unit, locale));
  }
  return parts.slice(0, 2).join(" ");
}

/** What the edit dialog edits: the profile, with its devices as a comma-separated MAC list. */
export type ProfileForm = GatewayProfile & { deviceMacs?: string | null };

/** The dialog's starting values of a profile. */
export const toProfileForm = (profile: GatewayProfile): ProfileForm => ({
  ...profile,
  deviceMacs: devicesOf(profile)
    .map((device) => device.mac)
    .join(", "),
});

/** The ticket fields a profile may override, each with its permission (products.md section 6). */
export const OVERRIDE_FIELDS = [
  { name: "maxBandwidthDownInMbit", permission: PROFILE_OVERRIDES.bandwidth },
  { name: "maxBandwidthUpInMbit", permission: PROFILE_OVERRIDES.bandwidth },
  { name: "timeLimitInSeconds", permission: PROFILE_OVERRIDES.timeLimitInSeconds },
  { name: "dataLimitInMb", permission: PROFILE_OVERRIDES.dataLimitInMb },
  { name: "expireInHours", permission: PROFILE_OVERRIDES.expireInHours },
  { name: "maxDevices", permission: PROFILE_OVERRIDES.maxDevices },
  { name: "ciscoGuestRole", permission: PROFILE_OVERRIDES.ciscoGuestRole },
] as const;

const emptyToUndefined = (value: unknown) =>
  value === null || value === "" || value === undefined ? undefined : value;

/**
 * The dialog's values as the body the contract takes: the server's own parts (usage, remaining, dates,
 * counters) left out, empty fields left out rather than sent as null, MACs in upper case, and a ticket
 * override the user may not change sent back as it was (the server refuses a changed one).
 */
export function toProfileBody(
  values: ProfileForm,
  original: GatewayProfile | null,
  permissions: ReadonlySet<string>,
): GatewayProfile {
  const identity = Object.fromEntries(
    Object.entries(values.identity ?? {}).filter(
      ([key, value]) => key !== "macs" && emptyToUndefined(value) !== undefined,
    ),
  ) as GatewayProfile["identity"];
  const ticket: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values.ticket ?? {})) {
    if (key === "valid") continue;
    const kept = emptyToUndefined(value);
    if (kept !== undefined) ticket[key] = kept;
  }
  const before = (original?.ticket ?? {}) as Record<string, unknown>;
  const locked = new Set<string>(
    OVERRIDE_FIELDS.filter(({ permission }) => !permissions.has(permission)).map(({ name }) => name),
  );
  const kept = Object.fromEntries(Object.entries(ticket).filter(([key]) => !locked.has(key)));
  for (const name of locked) if (before[name] !== undefined) kept[name] = before[name];
  // The dialog edits the devices as a MAC list; a device that stays keeps what the server knows of it.
  const known = new Map(devicesOf(original ?? {}).map((device) => [device.mac.toUpperCase(), device]));
  const devices = macList(values.deviceMacs ?? "").map((mac) => ({ ...known.get(mac), mac }));
  const body: GatewayProfile = {
    identity,
    devices,
    ticket: kept as GatewayProfile["ticket"],
  };
  for (const flag of ["emailValidated", "skipAuthViaPortal", "whitelisted"] as const)
    if (typeof values[flag] === "boolean") body[flag] = values[flag];
  if (values.voucherCode?.trim()) body.voucherCode = values.voucherCode.trim();
  if (values._id) body._id = values._id;
  return body;
}

/** The device MACs of a text field: comma separated, trimmed, upper case. */
export const macList = (text: string) =>
  text
    .split(",")
    .map((mac) => mac.trim().toUpperCase())
    .filter(Boolean);

/** A one-profile CSV (access code, guest, ticket, validity) for the download action. */
export function profileCsv(profile: GatewayProfile): string {
  return csvOf([
    ["Access code", "Guest", "Room", "Ticket", "Valid", "Expires"],
    [
      profile.identity?.accessCode,
      guestName(profile),
      profile.identity?.room,
      profile.ticket?.ticketId,
      profile.ticket?.valid === false ? "expired" : "valid",
      formatSessionDate(profile.remaining?.expireTime),
    ],
  ]);
}

type Ticket = components["schemas"]["GatewayTicket"];

/** The tickets to pick from, by their title in the console's language (English, else the first). */
export function ticketOptions(tickets: readonly Ticket[], language = "en"): { id: string; label: string }[] {
  const base = language.slice(0, 2);
  return tickets
    .filter((ticket) => ticket.id)
    .map((ticket) => {
      const titles = ticket.i18n ?? [];
      const title =
        titles.find((entry) => entry.language === base)?.title ??
        titles.find((entry) => entry.language === "en")?.title ??
        titles[0]?.title;
      return { id: ticket.id!, label: title || ticket.id! };
    });
}
