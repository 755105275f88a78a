// The console's access rules: a leaf module. Screens, the kit, the shell and the router import it; it imports
// no screen and no routing file, so no import circle can run through it.
export { MENU_SECTIONS, PROPERTY_PATH, isPropertyScoped, menuHref } from "./routeTypes";
export type {
  ContributionKind,
  MenuLink,
  MenuSection,
  Product,
  Requirement,
  RouteDefinition,
  ScreenModule,
} from "./routeTypes";
export { crud, effectivePermissions, firstPropertyAllowing, satisfies } from "./permissions";
export type { CrudPermissions } from "./permissions";
export { ScreenProvider, usePropertyScreen, useScreen } from "./ScreenContext";
export type { ScreenInfo } from "./ScreenContext";
export { defineProduct, routesOf } from "./manifest";
export { partModule } from "./contributions";
export type { Contributions, DashboardPart, DashboardPartProps, TitleBadge } from "./contributions";
export type { ProductManifest, RouteEntry } from "./manifest";
