import type { components } from "@cms/api";
import { toDeviceEntry } from "../devices";

export type AllowListEntry = components["schemas"]["GatewayWhitelistEntry"];
type Ticket = components["schemas"]["GatewayTicket"];

/** An entry as the list shows it: with the title of the ticket whose limits apply (looked up, never saved). */
export type AllowListRow = AllowListEntry & { ticketTitle?: string };

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
 * The entry the contract takes from what the dialog saved: the looked-up title goes, then the device lists'
 * rules, with the expiry as an instant.
 */
export function toEntry(row: AllowListRow): AllowListEntry {
  const { ticketTitle: _, ...saved } = row;
  return toDeviceEntry<AllowListEntry>(saved, { expireAt: toInstant });
}
