import { PROPERTY_PATH, defineProduct } from "../../access";
import { BULK_TICKETS, GATEWAY } from "./permissions";

/** The guest internet gateway (products.md section 2, "Gateway"). */
export default defineProduct({
  id: "gateway",
  product: "gateway",
  prefix: `${PROPERTY_PATH}/onespeed-gateway`,
  menu: "gateway",
  routes: [
    {
      name: "onespeedDashboard",
      path: "dashboard",
      permission: GATEWAY.dashboard,
      screen: () => import("./dashboard/DashboardScreen"),
    },
    {
      name: "onespeedMonitoring",
      path: "monitoring",
      permission: GATEWAY.monitoring,
      screen: () => import("./monitoring/MonitoringScreen"),
    },
    {
      name: "onespeedTickets",
      path: "tickets",
      permission: GATEWAY.tickets,
      screen: () => import("./tickets/TicketsScreen"),
    },
    {
      name: "onespeedBulkTickets",
      path: "bulk-tickets",
      permission: GATEWAY.bulkTickets,
      screen: () => import("./bulk-tickets/BulkTicketsScreen"),
    },
    {
      name: "onespeedWhitelist",
      path: "whitelist",
      permission: GATEWAY.allowList,
      screen: () => import("./allow-list/AllowListScreen"),
    },
    {
      name: "onespeedBlocklist",
      path: "blocklist",
      permission: GATEWAY.blockList,
      screen: () => import("./block-list/BlockListScreen"),
    },
    {
      name: "onespeedLanguage",
      path: "language",
      permission: GATEWAY.language,
      screen: () => import("./language/LanguageScreen"),
    },
    {
      name: "onespeedTerms",
      path: "terms-and-conditions",
      permission: GATEWAY.terms,
      screen: () => import("./terms/TermsScreen"),
    },
    {
      name: "onespeedTheme",
      path: "theme",
      permission: GATEWAY.themes,
      screen: () => import("./theme/ThemeScreen"),
    },
    {
      name: "onespeedSettings",
      path: "settings",
      permission: GATEWAY.settings,
      screen: () => import("./settings/GatewaySettingsScreen"),
    },
  ],
  dashboardParts: [
    {
      id: "gateway",
      order: 20,
      requirements: [GATEWAY.dashboard, BULK_TICKETS.list],
      load: () => import("./dashboard-part/GatewayPart"),
    },
  ],
});
