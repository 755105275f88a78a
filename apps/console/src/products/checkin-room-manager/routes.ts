import { PROPERTY_PATH, defineProduct } from "../../access";
import { CHECKIN_ROOM_MANAGER } from "./permissions";

/** The check-in room manager: the front desk's guest table, in the property section after the licences. */
export default defineProduct({
  id: "checkin-room-manager",
  prefix: PROPERTY_PATH,
  menu: "property",
  // A product route of products.md section 2: another property keeps this screen.
  productRoutes: true,
  routes: [
    {
      name: "checkinRoomManager",
      path: "checkin-room-manager",
      permission: CHECKIN_ROOM_MANAGER.list,
      order: 30,
      screen: () => import("./guests/CheckinGuestsScreen"),
    },
  ],
  dashboardParts: [
    {
      id: "frontDesk",
      order: 10,
      requirements: [CHECKIN_ROOM_MANAGER.list],
      load: () => import("./dashboard-part/FrontDeskPart"),
    },
  ],
});
