import { PROPERTY_PATH, defineProduct } from "../../access";
import { STREAMING } from "./permissions";

/** Streaming (onestream): dashboard, devices and settings. */
export default defineProduct({
  id: "streaming",
  product: "streaming",
  prefix: `${PROPERTY_PATH}/onestream`,
  menu: "streaming",
  routes: [
    {
      name: "onestreamDashboard",
      path: "dashboard",
      permission: STREAMING.stats,
      screen: () => import("./dashboard/StreamDashboardScreen"),
    },
    {
      name: "onestreamDevices",
      path: "devices",
      permission: STREAMING.devices,
      screen: () => import("./devices/StreamDevicesScreen"),
    },
    {
      name: "onestreamSettings",
      path: "settings",
      permission: STREAMING.settings,
      screen: () => import("./settings/StreamSettingsScreen"),
    },
  ],
  dashboardParts: [
    {
      id: "streaming",
      order: 40,
      requirements: [STREAMING.devices],
      load: () => import("./dashboard-part/StreamingPart"),
    },
  ],
});
