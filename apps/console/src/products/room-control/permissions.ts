// Room control's permission (products.md section 6).
export const ROOM_CONTROL = { list: "property.roomControl.list" } as const;
