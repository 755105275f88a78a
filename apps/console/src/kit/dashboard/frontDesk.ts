// The names the front desk's figures rest on, shared by the guest app's screens and the dashboard parts of two
// products; no imports, so a manifest's permissions can take them without pulling in any screen code.

/** The PMS the profile, check-in and reservation calls name when the guest app's settings name none. */
export const DEFAULT_PMS = "protel";

/** The permissions today's arrivals need (products.md section 6): the reservations, and the settings for the PMS. */
export const ARRIVALS_PERMISSIONS = {
  reservations: "oneapp.reservations.list",
  settings: "oneapp.settings.show",
} as const;
