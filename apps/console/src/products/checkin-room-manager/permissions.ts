import { crud } from "../../access";

// The check-in room manager's permissions (products.md section 6): the route needs list (so does ping), the
// table's create, edit and delete the rest; the contract guards sync with update.
export const CHECKIN_ROOM_MANAGER = crud("property.checkinRoomManager");
