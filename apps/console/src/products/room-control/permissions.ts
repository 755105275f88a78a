import { crud } from "../../access";

// Room control's permissions (products.md section 6, "Property"; update is the contract's x-permission).
export const ROOM_CONTROL = { list: "property.roomControl.list" } as const;

/** The five lists of room control: list opens them, update writes (the contract saves the whole set). */
export const ROOM_CONTROL_LISTS = crud("property.roomControl", {
  list: ROOM_CONTROL.list,
  create: "property.roomControl.update",
  update: "property.roomControl.update",
  delete: "property.roomControl.update",
});
