import type { components } from "@cms/api";

/** Access codes generated today: the ticket counts of the batches created today (UTC). */
export function ticketsCreatedOn(
  batches: readonly components["schemas"]["GatewayBulkTicket"][],
  day: string,
): { tickets: number; batches: number } {
  const today = batches.filter((batch) => batch.createdAt?.slice(0, 10) === day);
  return {
    tickets: today.reduce((total, batch) => total + (batch.ticketCount ?? 0), 0),
    batches: today.length,
  };
}
