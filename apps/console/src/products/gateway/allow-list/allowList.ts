import type { components } from "@cms/api";

export type AllowListEntry = components["schemas"]["GatewayWhitelistEntry"];
type Ticket = components["schemas"]["GatewayTicket"];

/** An entry as the list shows it: with the title of the ticket whose limits apply (looked up, never saved). */
export type AllowListRow = AllowListEntry & { ticketTitle?: string };

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * One MAC or a comma-separated list as the contract writes it: pairs upper case, ", " between addresses. The
 * dialog's rule has already refused anything that is not colon-separated hex pairs.
 */
export const normalizeMacs = (mac: string) =>
  mac
    .split(",")
    .map((one) => one.trim().toUpperCase())
    .filter(Boolean)
    .join(", ");

/**
 * The date-time picker answers the local `YYYY-MM-DDTHH:mm:ss`; the contract takes an instant. A value with its
 * zone (as loaded) stays as it is.
 */
export function toInstant(value: string): string {
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  return new Date(value).toISOString();
}

/** The ticket choices: each ticket by its title (English, else the first), as the tickets list shows them. */
export function ticketOptions(tickets: readonly Ticket[]): { id: string; label: string }[] {
  return tickets
    .filter((ticket) => ticket.id)
    .map((ticket) => ({
      id: ticket.id!,
      label:
        ticket.i18n?.find((entry) => entry.language === "en")?.title ?? ticket.i18n?.[0]?.title ?? ticket.id!,
    }));
}

/** Rows for the list: each entry with its ticket's title. */
export function toRows(entries: readonly AllowListEntry[], tickets: readonly Ticket[]): AllowListRow[] {
  const titles = new Map(ticketOptions(tickets).map((option) => [option.id, option.label]));
  return entries.map((entry) => ({
    ...entry,
    ...(entry.ticketId ? { ticketTitle: titles.get(entry.ticketId) ?? entry.ticketId } : {}),
  }));
}

/**
 * The entry the contract takes from what the dialog saved: the looked-up title goes, the dialog's nulls and
 * empty texts are left out (the contract has no null), MACs as the contract writes them, the expiry as an
 * instant, and an untouched Enabled switch is off (the dialog showed "off").
 */
export function toEntry(row: AllowListRow): AllowListEntry {
  const { ticketTitle: _, ...saved } = row;
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (isBlank(value)) continue;
    if (key === "mac") entry.mac = normalizeMacs(String(value));
    else if (key === "expireAt") entry.expireAt = toInstant(String(value));
    else entry[key] = typeof value === "string" ? value.trim() : value;
  }
  entry.enabled ??= false;
  return entry as AllowListEntry;
}
