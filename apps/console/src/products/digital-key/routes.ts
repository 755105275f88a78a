import { PROPERTY_PATH, defineProduct } from "../../access";
import { DIGITAL_KEY } from "./permissions";

/** The digital key (onekey): Salto room list, info text and languages. */
export default defineProduct({
  id: "digital-key",
  product: "digitalKey",
  prefix: `${PROPERTY_PATH}/onekey`,
  menu: "digitalKey",
  routes: [
    {
      name: "onekeyRoomList",
      path: "roomList",
      permission: DIGITAL_KEY.rooms,
      screen: () => import("./room-list/RoomListScreen"),
    },
    {
      name: "onekeyInfoText",
      path: "info-text",
      permission: DIGITAL_KEY.infoText,
      screen: () => import("./info-text/InfoTextScreen"),
    },
    {
      name: "onekeyLanguage",
      path: "language",
      permission: DIGITAL_KEY.language,
      screen: () => import("./language/LanguageScreen"),
    },
  ],
  dashboardParts: [
    {
      id: "digitalKey",
      order: 50,
      requirements: [DIGITAL_KEY.rooms],
      load: () => import("./dashboard-part/DigitalKeyPart"),
    },
  ],
});
