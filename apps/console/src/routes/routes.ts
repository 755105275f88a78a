import type { ComponentType } from "react";

/** The licensed products of products.md; a route marked with one keeps its screen when the property changes. */
export type Product = "gateway" | "guestApp" | "display" | "streaming" | "digitalKey";

/** Menu sections, in the drawer's order. */
export type MenuSection = "general" | "administration" | "property" | Product;

/**
 * A permission requirement: one permission, every one of a list (`all`), or any one starting with a prefix
 * (`anyOf`). Absent: allowed (platform.md section 6, "a missing requirement means allowed").
 */
export type Requirement = string | { all: string[] } | { anyPrefix: string };

export type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface RouteDefinition {
  /** The spec's route name, e.g. `propertyDashboard`; also the translation key of its title. */
  name: string;
  /** React Router path; property-scoped routes carry `:propertyId`. */
  path: string;
  product?: Product;
  permission?: Requirement;
  /** Where the drawer lists it; absent: not in the menu (home, login, change password). */
  menu?: MenuSection;
  /** The screen, loaded as its own chunk; absent: "This view is under construction". */
  screen?: ScreenModule;
}

export { PUBLIC_PATHS, loginPath } from "./paths";

const P = "/property/:propertyId";

const screens = {
  home: () => import("../screens/Home"),
  changePassword: () => import("../screens/ChangePassword"),
  propertyDashboard: () => import("../screens/PropertyDashboard"),
  mediapool: () => import("../screens/MediaPoolScreen"),
  license: () => import("../screens/licence/LicenceScreen"),
  roles: () => import("../screens/lists/RolesScreen"),
  heartbeat: () => import("../screens/heartbeat/HeartbeatScreen"),
  locations: () => import("../screens/weather/WeatherLocationsScreen"),
  settings: () => import("../screens/weather/WeatherSettingsScreen"),
  properties: () => import("../screens/properties/PropertiesScreen"),
  propertyGroup: () => import("../screens/properties/PropertyGroupsScreen"),
  users: () => import("../screens/users/UsersScreen"),
} satisfies Record<string, ScreenModule>;

/** Every signed-in route of platform.md and products.md section 2, in menu order. */
export const ROUTES: RouteDefinition[] = [
  { name: "home", path: "/", screen: screens.home },
  { name: "changePassword", path: "/profile/change-password", screen: screens.changePassword },

  // Platform administration (platform.md section 6).
  {
    name: "properties",
    path: "/super/properties",
    permission: "admin.properties.list",
    menu: "administration",
    screen: screens.properties,
  },
  {
    name: "propertyGroup",
    path: "/super/property/group",
    permission: "admin.propertyGroups.list",
    menu: "administration",
    screen: screens.propertyGroup,
  },
  {
    name: "superUsers",
    path: "/super/users",
    permission: "admin.user.list",
    menu: "administration",
    screen: screens.users,
  },
  {
    name: "roles",
    path: "/roles",
    permission: "admin.roles.list",
    menu: "administration",
    screen: screens.roles,
  },
  {
    name: "heartbeat",
    path: "/super/heartbeat",
    permission: "admin.heartbeat.list",
    menu: "administration",
    screen: screens.heartbeat,
  },
  {
    name: "locations",
    path: "/weather/locations",
    permission: "admin.weather.locations.list",
    menu: "administration",
    screen: screens.locations,
  },
  {
    name: "settings",
    path: "/weather/settings",
    permission: "admin.weather.settings.get",
    menu: "administration",
    screen: screens.settings,
  },
  {
    name: "propertyUsers",
    path: "/admin/users",
    permission: "property.user.list",
    menu: "administration",
    screen: screens.users,
  },

  // The selected property.
  { name: "propertyDashboard", path: `${P}/dashboard`, menu: "property", screen: screens.propertyDashboard },
  {
    name: "license",
    path: `${P}/admin/license`,
    permission: "property.settings.license.list",
    menu: "property",
    screen: screens.license,
  },
  {
    name: "checkinRoomManager",
    path: `${P}/checkin-room-manager`,
    permission: "property.checkinRoomManager.list",
    menu: "property",
  },
  {
    name: "oneappRoomcontrol",
    path: `${P}/roomcontrol`,
    permission: "property.roomControl.list",
    menu: "property",
  },
  {
    name: "mediapool",
    path: `${P}/content-management/mediapool`,
    permission: "content.mediaPool.list",
    menu: "property",
    screen: screens.mediapool,
  },

  // Gateway (products.md section 6).
  ...product("gateway", "onespeed-gateway", [
    ["onespeedDashboard", "dashboard", "onespeed.stats.dashboard"],
    ["onespeedMonitoring", "monitoring", "onespeed.profiles.list"],
    ["onespeedTickets", "tickets", "onespeed.tickets.list"],
    ["onespeedBulkTickets", "bulk-tickets", "onespeed.bulkTickets.list"],
    ["onespeedWhitelist", "whitelist", "onespeed.allowList.list"],
    ["onespeedBlocklist", "blocklist", "onespeed.blockList.list"],
    ["onespeedLanguage", "language", "onespeed.language.get"],
    ["onespeedTerms", "terms-and-conditions", "onespeed.termsAndConditions.get"],
    ["onespeedTheme", "theme", "onespeed.themes.list"],
    ["onespeedSettings", "settings", "onespeed.settings.show"],
  ]),

  // Guest app. Its two dashboards name no permission: any guest-app permission opens them (docs/decisions.md).
  ...product("guestApp", "oneapp", [
    ["oneappDashboard", "", { anyPrefix: "oneapp." }],
    ["oneappWebcheckinDashboard", "webcheckin/dashboard", { anyPrefix: "oneapp.webcheckin." }],
    [
      "oneappReservations",
      "webcheckin/reservations",
      { all: ["oneapp.reservations.list", "oneapp.themes.list"] },
    ],
    ["oneappEnhancements", "webcheckin/enhancements", "oneapp.webcheckin.enhancements.list"],
    ["oneappRoomCategories", "webcheckin/room-categories", "oneapp.webcheckin.room_category.list"],
    ["oneappUpsells", "webcheckin/upsells", "oneapp.webcheckin.upsells.list"],
    ["oneappPorReport", "webcheckin/por_report", "oneapp.webcheckin.por_report"],
    [
      "oneappReleaseAuthorization",
      "webcheckin/release_authorization",
      "oneapp.webcheckin.release_authorization",
    ],
    ["oneappSettings", "settings", "oneapp.settings.show"],
    ["oneappSelfCheckinSettings", "self-checkin-settings", "oneapp.self-checkin.settings.show"],
    ["oneappTheme", "theme", "oneapp.themes.list"],
    ["oneappTerms", "terms/index", "oneapp.termsAndConditions.get"],
    ["oneappLanguage", "language/index", "oneapp.language.get"],
  ]),

  // Display: its dashboard names no permission either; it shows with the display's settings permission.
  ...product("display", "onesquare", [
    ["onesquareDashboard", "dashboard", "onesquare.settings.get"],
    ["onesquareSettings", "settings", "onesquare.settings.get"],
  ]),

  ...product("streaming", "onestream", [
    ["onestreamDashboard", "dashboard", "onestream.stats.list"],
    ["onestreamDevices", "devices", "onestream.devices.list"],
    ["onestreamSettings", "settings", "onestream.settings.get"],
  ]),

  ...product("digitalKey", "onekey", [
    ["onekeyRoomList", "roomList", "onekey.salto-rooms.get"],
    ["onekeyInfoText", "info-text", "onekey.infoText.get"],
    ["onekeyLanguage", "language", "onekey.language.get"],
  ]),
];

function product(
  id: Product,
  prefix: string,
  entries: [name: string, suffix: string, permission: Requirement][],
): RouteDefinition[] {
  return entries.map(([name, suffix, permission]) => ({
    name,
    path: suffix ? `${P}/${prefix}/${suffix}` : `${P}/${prefix}`,
    product: id,
    permission,
    menu: id,
  }));
}

export const MENU_SECTIONS: MenuSection[] = [
  "general",
  "administration",
  "property",
  "gateway",
  "guestApp",
  "display",
  "streaming",
  "digitalKey",
];
