import { PROPERTY_PATH, defineProduct } from "../../access";
import { ROOM_CONTROL } from "./permissions";

/** Room control, in the property section after the check-in room manager. */
export default defineProduct({
  id: "room-control",
  prefix: PROPERTY_PATH,
  menu: "property",
  // A product route of products.md section 2: another property keeps this screen.
  productRoutes: true,
  routes: [
    {
      name: "oneappRoomcontrol",
      path: "roomcontrol",
      permission: ROOM_CONTROL.list,
      order: 40,
      screen: () => import("./room-control/RoomControlScreen"),
    },
  ],
});
