import { crud } from "../../access";

// The gateway's permission names (products.md section 6).
export const GATEWAY = {
  dashboard: "onespeed.stats.dashboard",
  monitoring: "onespeed.profiles.list",
  tickets: "onespeed.tickets.list",
  bulkTickets: "onespeed.bulkTickets.list",
  allowList: "onespeed.allowList.list",
  blockList: "onespeed.blockList.list",
  language: "onespeed.language.get",
  terms: "onespeed.termsAndConditions.get",
  themes: "onespeed.themes.list",
  settings: "onespeed.settings.show",
} as const;

/** The gateway's list screens: list, create, update and delete (products.md section 6, generic rules). */
/** Tariffs: a ticket with its access code goes on paper or into a file with print (products.md section 5). */
export const TICKETS = { ...crud("onespeed.tickets"), print: "onespeed.tickets.print" } as const;
export const ALLOW_LIST = crud("onespeed.allowList");
export const BLOCK_LIST = crud("onespeed.blockList");
/** The portal's languages and terms: one get permission opens them, one update permission edits them. */
export const PORTAL_LANGUAGES = crud("onespeed.language", {
  list: GATEWAY.language,
  create: "onespeed.language.update",
  update: "onespeed.language.update",
  delete: "onespeed.language.update",
});
export const PORTAL_TERMS = crud("onespeed.termsAndConditions", {
  list: GATEWAY.terms,
  create: "onespeed.termsAndConditions.update",
  update: "onespeed.termsAndConditions.update",
  delete: "onespeed.termsAndConditions.update",
});
export const PORTAL_THEMES = crud("onespeed.themes");
/** Settings: show opens the screen, update edits it (products.md section 6, settings screens). */
export const GATEWAY_SETTINGS = { get: GATEWAY.settings, update: "onespeed.settings.update" } as const;
/** Bulk tickets: the codes leave the hotel by PDF, CSV or e-mail, each guarded by print (products.md section 7). */
export const BULK_TICKETS = { ...crud("onespeed.bulkTickets"), print: "onespeed.bulkTickets.print" } as const;
/** Monitoring's profiles; disconnect needs update too (the contract's x-permission). */
export const PROFILES = crud("onespeed.profiles");

/** Profile fields that are read-only without their own permission (products.md sections 5 and 6). */
export const PROFILE_OVERRIDES = {
  bandwidth: "onespeed.profiles.ticket.override.bandwidth",
  timeLimitInSeconds: "onespeed.profiles.ticket.override.timeLimitInSeconds",
  dataLimitInMb: "onespeed.profiles.ticket.override.dataLimitInMb",
  expireInHours: "onespeed.profiles.ticket.override.expireInHours",
  maxDevices: "onespeed.profiles.ticket.override.maxDevices",
  ciscoGuestRole: "onespeed.profiles.ticket.override.ciscoGuestRole",
} as const;

export const BULK_TICKET_OVERRIDES = {
  expireInHours: "onespeed.bulkTickets.ticket.override.expireInHours",
} as const;
