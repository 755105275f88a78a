import { PROPERTY_PATH, defineProduct } from "../../access";
import { DISPLAY } from "./permissions";

/** The display (onesquare). Its dashboard names no permission; it shows with the display's settings permission. */
export default defineProduct({
  id: "display",
  product: "display",
  prefix: `${PROPERTY_PATH}/onesquare`,
  menu: "display",
  routes: [
    {
      name: "onesquareDashboard",
      path: "dashboard",
      permission: DISPLAY.settings,
      screen: () => import("./dashboard/DisplayDashboardScreen"),
    },
    {
      name: "onesquareSettings",
      path: "settings",
      permission: DISPLAY.settings,
      screen: () => import("./settings/DisplaySettingsScreen"),
    },
  ],
  dashboardParts: [
    {
      id: "display",
      order: 60,
      requirements: [DISPLAY.settings],
      load: () => import("./dashboard-part/DisplayPart"),
    },
  ],
});
