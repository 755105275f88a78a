import { crud } from "../../access";

// The digital key's permission names (products.md section 6).
export const DIGITAL_KEY = {
  infoText: "onekey.infoText.get",
  language: "onekey.language.get",
  rooms: "onekey.salto-rooms.get",
} as const;

/** The room table's actions (salto-rooms.create, update, delete; the table opens with .get). */
export const SALTO_ROOMS = crud("onekey.salto-rooms", { list: DIGITAL_KEY.rooms });
