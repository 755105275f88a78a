import { PROPERTY_PATH, defineProduct } from "../../access";
import {
  HEARTBEAT,
  LICENCES,
  MEDIA_POOL,
  PROPERTIES,
  PROPERTY_GROUPS,
  PROPERTY_USERS,
  ROLES,
  SUPER_USERS,
  WEATHER_LOCATIONS,
  WEATHER_SETTINGS,
} from "./permissions";

/**
 * The platform's screens (platform.md): home, the administration area, and the selected property's
 * dashboard, licences and media pool. The property section's order is shared with the check-in room manager
 * and room control (`order`).
 */
export default defineProduct({
  id: "platform",
  routes: [
    { name: "home", path: "/", screen: () => import("./home/Home") },
    {
      name: "changePassword",
      path: "/profile/change-password",
      screen: () => import("./change-password/ChangePassword"),
    },

    // Platform administration (platform.md section 6).
    {
      name: "properties",
      path: "/super/properties",
      permission: PROPERTIES.list,
      menu: "administration",
      screen: () => import("./properties/PropertiesScreen"),
    },
    {
      name: "propertyGroup",
      path: "/super/property/group",
      permission: PROPERTY_GROUPS.list,
      menu: "administration",
      screen: () => import("./property-groups/PropertyGroupsScreen"),
    },
    {
      name: "superUsers",
      path: "/super/users",
      permission: SUPER_USERS.list,
      menu: "administration",
      screen: () => import("./users/UsersScreen"),
    },
    {
      name: "roles",
      path: "/roles",
      permission: ROLES.list,
      menu: "administration",
      screen: () => import("./roles/RolesScreen"),
    },
    {
      name: "heartbeat",
      path: "/super/heartbeat",
      permission: HEARTBEAT.list,
      menu: "administration",
      screen: () => import("./heartbeat/HeartbeatScreen"),
    },
    {
      name: "locations",
      path: "/weather/locations",
      permission: WEATHER_LOCATIONS.list,
      menu: "administration",
      screen: () => import("./weather-locations/WeatherLocationsScreen"),
    },
    {
      name: "settings",
      path: "/weather/settings",
      permission: WEATHER_SETTINGS.get,
      menu: "administration",
      screen: () => import("./weather-settings/WeatherSettingsScreen"),
    },
    {
      name: "propertyUsers",
      path: "/admin/users",
      permission: PROPERTY_USERS.list,
      menu: "administration",
      screen: () => import("./users/UsersScreen"),
    },

    // The selected property.
    {
      name: "propertyDashboard",
      path: `${PROPERTY_PATH}/dashboard`,
      menu: "property",
      order: 10,
      screen: () => import("./property-dashboard/PropertyDashboard"),
      shows: ["dashboardParts"],
    },
    {
      name: "license",
      path: `${PROPERTY_PATH}/admin/license`,
      permission: LICENCES.list,
      menu: "property",
      order: 20,
      screen: () => import("./licence/LicenceScreen"),
    },
    {
      name: "mediapool",
      path: `${PROPERTY_PATH}/content-management/mediapool`,
      permission: MEDIA_POOL.list,
      menu: "property",
      order: 50,
      screen: () => import("./media-pool/MediaPoolScreen"),
    },
  ],
  // Every licensed product's screens say when their licence has ended or ends soon (issue 43, item 9).
  titleBadges: [{ id: "licence", load: () => import("./licence/LicenceTitleBadge") }],
});
