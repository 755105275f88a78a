// The names the front desk's figures rest on, shared by the guest app's screens and the dashboard parts of two
// products; no imports, so a manifest's permissions can take them without pulling in any screen code.

/** The PMS the profile, check-in and reservation calls name when the guest app's settings name none. */
export const DEFAULT_PMS = "protel";

/** The permissions today's arrivals need (products.md section 6): the reservations, and the settings for the PMS. */
export const ARRIVALS_PERMISSIONS = {
  reservations: "oneapp.reservations.list",
  settings: "oneapp.settings.show",
} as const;

/** A reservation as the front desk's figures read it (the contract's Reservation, structurally). */
interface Stay {
  start?: string;
  end?: string;
  resStatus?: string;
}

/** Statuses of reservations that will not come: they are nobody's arrival or departure. */
const NOT_COMING: ReadonlySet<string> = new Set(["CANCELLED", "NO_SHOW"]);

/** Whether a reservation will not come (cancelled or a no-show). */
export const isNotComing = (stay: Stay): boolean => NOT_COMING.has(stay.resStatus ?? "");

/**
 * Whether a reservation is one of `day`'s arrivals: its stay starts that day and it is not cancelled. The
 * dashboard's "Arrivals today" and the reservations' "Arrivals" view count with this one rule, so they agree.
 */
export const isArrival = (stay: Stay, day: string): boolean => stay.start === day && !isNotComing(stay);

/** Whether a reservation is one of `day`'s departures: its stay ends that day and it is not cancelled. */
export const isDeparture = (stay: Stay, day: string): boolean => stay.end === day && !isNotComing(stay);

/** Whether the guest is in the house: checked in and not yet checked out (the PMS's IN_HOUSE or DUE_OUT). */
export const isInHouse = (stay: Stay): boolean =>
  stay.resStatus === "IN_HOUSE" || stay.resStatus === "DUE_OUT";
