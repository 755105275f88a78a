import { crud } from "../../access";
import { ARRIVALS_PERMISSIONS } from "../../kit/dashboard/frontDesk";

// The guest app's and web check-in's permission names (products.md section 6).
export const GUEST_APP = {
  language: "oneapp.language.get",
  settings: ARRIVALS_PERMISSIONS.settings,
  reservations: ARRIVALS_PERMISSIONS.reservations,
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

/** The guest app's settings: show opens the screen, update (the contract's x-permission) edits it. */
export const APP_SETTINGS = { get: GUEST_APP.settings, update: "oneapp.settings.update" } as const;
/** Self check-in settings: show opens the screen, update edits it. */
export const SELF_CHECKIN_SETTINGS = {
  get: GUEST_APP.selfCheckinSettings,
  update: "oneapp.self-checkin.settings.update",
} as const;

/** Terms and conditions: get opens the list, update writes and copies them (the contract has no delete). */
export const TERMS = crud("oneapp.termsAndConditions", {
  list: GUEST_APP.terms,
  create: "oneapp.termsAndConditions.update",
  update: "oneapp.termsAndConditions.update",
  delete: "oneapp.termsAndConditions.update",
});
/** The guest app's languages: get opens the list, update adds and removes them. */
export const LANGUAGES = crud("oneapp.language", {
  list: GUEST_APP.language,
  create: "oneapp.language.update",
  update: "oneapp.language.update",
  delete: "oneapp.language.update",
});

/** Upsell conditions and their items: list, create, update (also the rewards header) and delete. */
export const UPSELLS = crud("oneapp.webcheckin.upsells");

/** Enhancements: list opens the screen; create, update and delete as the contract guards them. */
export const ENHANCEMENTS = crud("oneapp.webcheckin.enhancements");
/** Room categories (the contract's area is room_category). */
export const ROOM_CATEGORIES = crud("oneapp.webcheckin.room_category");
/** The guest app's themes. */
export const APP_THEMES = crud("oneapp.themes");
