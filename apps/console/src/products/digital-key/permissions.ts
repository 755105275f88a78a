import { crud } from "../../access";

// The digital key's permission names (products.md section 6).
export const DIGITAL_KEY = {
  infoText: "onekey.infoText.get",
  language: "onekey.language.get",
  rooms: "onekey.salto-rooms.get",
} as const;

/** The room table's actions (salto-rooms.create, update, delete; the table opens with .get). */
export const SALTO_ROOMS = crud("onekey.salto-rooms", { list: DIGITAL_KEY.rooms });

/** Info texts: get opens the list, update (the contract's x-permission) writes a text; there is no delete. */
export const INFO_TEXTS = crud("onekey.infoText", {
  list: DIGITAL_KEY.infoText,
  create: "onekey.infoText.update",
  update: "onekey.infoText.update",
  delete: "onekey.infoText.update",
});
/** The app's languages: get opens the list, create adds one, delete removes one (the contract's x-permission). */
export const KEY_LANGUAGES = crud("onekey.language", { list: DIGITAL_KEY.language });
