import type { CmsClient, components } from "@cms/api";
import { dataOf } from "../defineListScreen";
import { contractQueries, readsOf, useQuery } from "../query";
import { ARRIVALS_PERMISSIONS, DEFAULT_PMS, isArrival } from "./frontDesk";

// Today at the property's front desk: the figures two products' dashboard parts show (the check-in room
// manager's front desk and the guest app's web check-in), one call each, shared through their query keys.

type Schemas = components["schemas"];

/** `YYYY-MM-DD` of a moment in UTC: the day the statistics and the sandbox count in. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Today's arrivals among a day's reservations: those whose stay starts today, not cancelled. */
export function arrivalsOn(reservations: readonly Schemas["Reservation"][], day: string): number {
  return reservations.filter((reservation) => isArrival(reservation, day)).length;
}

/** Started and completed web check-ins among step counts: room selection starts it, check-in completes it. */
export function webCheckinCounts(items: readonly Schemas["WebcheckinStepCount"][]): {
  started: number;
  completed: number;
} {
  const sum = (step: Schemas["WebcheckinStepName"]) =>
    items.filter((item) => item.stepName === step).reduce((total, item) => total + item.count, 0);
  return { started: sum("roomSelection"), completed: sum("checkin") };
}

/**
 * Today's arrivals from the PMS (with the reservations permission), through the PMS the guest app is set to
 * where the settings may be read, else the reservations screen's default.
 */
export function useArrivals(
  {
    client,
    propertyId,
    permissions,
  }: { client: CmsClient; propertyId: string; permissions: ReadonlySet<string> },
  day: string,
) {
  return useQuery({
    enabled: permissions.has(ARRIVALS_PERMISSIONS.reservations),
    queryKey: ["today", "arrivals", propertyId, day],
    queryFn: readsOf(client, async (client) => {
      const settings = permissions.has(ARRIVALS_PERMISSIONS.settings)
        ? (await client.GET("/api/cms/v3/{propertyId}/oneapp/settings", { params: { path: { propertyId } } }))
            .data
        : undefined;
      const pms = settings?.webcheckin?.pmsAccessInfo?.configuredPms || DEFAULT_PMS;
      const data = dataOf(
        await client.GET("/api/cms/v3/{propertyId}/oneapp/webcheckin/{pms}/reservations/index", {
          params: { path: { propertyId, pms }, query: { date: day } },
        }),
      );
      return arrivalsOn(data.reservations.reservationList, day);
    }),
  });
}

/** Today's web check-ins started and completed. */
export function useWebCheckinCounts(
  client: CmsClient,
  propertyId: string,
  today: { from: string; to: string },
) {
  return useQuery(
    contractQueries(client).queryOptions(
      "get",
      "/api/cms/v3/{propertyId}/oneapp/statistics/webcheckinsteps",
      { params: { path: { propertyId }, query: { dateFrom: today.from, dateTo: today.to } } },
      { select: (data) => webCheckinCounts(data.items) },
    ),
  );
}
