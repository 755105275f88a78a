import { PROPERTY_PATH, defineProduct } from "../../access";
import { GUEST_APP } from "./permissions";

/**
 * The guest app with web check-in (products.md section 2, "Guest app"). Its two dashboards name no
 * permission: any guest-app permission opens them (docs/decisions.md).
 */
export default defineProduct({
  id: "guest-app",
  product: "guestApp",
  prefix: `${PROPERTY_PATH}/oneapp`,
  menu: "guestApp",
  routes: [
    {
      name: "oneappDashboard",
      path: "",
      permission: { anyPrefix: "oneapp." },
      screen: () => import("./overview/GuestAppOverviewScreen"),
    },
    {
      name: "oneappWebcheckinDashboard",
      path: "webcheckin/dashboard",
      permission: { anyPrefix: "oneapp.webcheckin." },
      screen: () => import("./webcheckin-dashboard/WebcheckinDashboardScreen"),
    },
    {
      name: "oneappReservations",
      path: "webcheckin/reservations",
      // The reservations table also shows each reservation's theme (products.md section 6).
      permission: { all: [GUEST_APP.reservations, GUEST_APP.themes] },
      screen: () => import("./reservations/ReservationsScreen"),
    },
    {
      name: "oneappEnhancements",
      path: "webcheckin/enhancements",
      permission: GUEST_APP.enhancements,
      screen: () => import("./enhancements/EnhancementsScreen"),
    },
    {
      name: "oneappRoomCategories",
      path: "webcheckin/room-categories",
      permission: GUEST_APP.roomCategories,
      screen: () => import("./room-categories/RoomCategoriesScreen"),
    },
    {
      name: "oneappUpsells",
      path: "webcheckin/upsells",
      permission: GUEST_APP.upsells,
      screen: () => import("./upsells/UpsellsScreen"),
    },
    {
      name: "oneappPorReport",
      path: "webcheckin/por_report",
      permission: GUEST_APP.porReport,
      screen: () => import("./por-report/PorReportScreen"),
    },
    {
      name: "oneappReleaseAuthorization",
      path: "webcheckin/release_authorization",
      permission: GUEST_APP.releaseAuthorization,
      screen: () => import("./release-authorization/ReleaseAuthorizationScreen"),
    },
    {
      name: "oneappSettings",
      path: "settings",
      permission: GUEST_APP.settings,
      screen: () => import("./settings/AppSettingsScreen"),
    },
    {
      name: "oneappSelfCheckinSettings",
      path: "self-checkin-settings",
      permission: GUEST_APP.selfCheckinSettings,
      screen: () => import("./self-checkin-settings/SelfCheckinSettingsScreen"),
    },
    {
      name: "oneappTheme",
      path: "theme",
      permission: GUEST_APP.themes,
      screen: () => import("./theme/ThemeScreen"),
    },
    {
      name: "oneappTerms",
      path: "terms/index",
      permission: GUEST_APP.terms,
      screen: () => import("./terms/TermsScreen"),
    },
    {
      name: "oneappLanguage",
      path: "language/index",
      permission: GUEST_APP.language,
      screen: () => import("./language/LanguageScreen"),
    },
  ],
  dashboardParts: [
    {
      id: "webCheckin",
      order: 30,
      requirements: [{ anyPrefix: "oneapp.webcheckin." }],
      load: () => import("./dashboard-part/WebCheckinPart"),
    },
  ],
});
