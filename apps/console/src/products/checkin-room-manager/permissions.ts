// The check-in room manager's permission (products.md section 6).
export const CHECKIN_ROOM_MANAGER = { list: "property.checkinRoomManager.list" } as const;
