// The guest app's and web check-in's permission names (products.md section 6).
export const GUEST_APP = {
  language: "oneapp.language.get",
  settings: "oneapp.settings.show",
  reservations: "oneapp.reservations.list",
  enhancements: "oneapp.webcheckin.enhancements.list",
  roomCategories: "oneapp.webcheckin.room_category.list",
  upsells: "oneapp.webcheckin.upsells.list",
  porReport: "oneapp.webcheckin.por_report",
  releaseAuthorization: "oneapp.webcheckin.release_authorization",
  terms: "oneapp.termsAndConditions.get",
  themes: "oneapp.themes.list",
  selfCheckinSettings: "oneapp.self-checkin.settings.show",
} as const;

/** The reservations screen: the table, and the guest profile, check-in and certificate mail (update). */
export const RESERVATIONS = {
  list: GUEST_APP.reservations,
  update: "oneapp.reservations.update",
} as const;
