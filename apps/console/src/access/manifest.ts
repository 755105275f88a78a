import type { DashboardPart, TitleBadge } from "./contributions";
import type {
  ContributionKind,
  MenuSection,
  Product,
  Requirement,
  RouteDefinition,
  ScreenModule,
} from "./routeTypes";

/** One route of a product: its spec name, its path below the product's prefix, who may open it, its screen. */
export interface RouteEntry {
  /** The spec's route name; its title is `routes.<name>` in the console's locales. */
  name: string;
  /** Below the manifest's `prefix` ("" for the prefix itself). */
  path: string;
  permission?: Requirement;
  /** The drawer section; default the manifest's `menu`; `false`: not in the menu. */
  menu?: MenuSection | false;
  /**
   * Position inside a menu section that several products share (the property section); lower first. Entries
   * without one keep their manifest's order.
   */
  order?: number;
  /** The screen's lazy loader, `() => import("./tickets/TicketsScreen")`; absent: "under construction". */
  screen?: ScreenModule;
  /** The products' contributions the screen shows: fetched with its chunk, so they draw with it. */
  shows?: readonly ContributionKind[];
}

/** A product's route manifest (`products/<id>/routes.ts`): data only, collected into the app's route table. */
export interface ProductManifest {
  /** The product folder's id, e.g. `gateway`. */
  id: string;
  /** The licensed product its routes belong to (they then keep their screen when the property changes). */
  product?: Product;
  /**
   * Its routes are product routes of products.md section 2 without a licensed product (the check-in room
   * manager, room control): they too keep their screen when the property changes.
   */
  productRoutes?: boolean;
  /** The URL prefix of every entry, e.g. `/property/:propertyId/onespeed-gateway`; default none. */
  prefix?: string;
  /** The drawer section of the entries that name none. */
  menu?: MenuSection;
  routes: RouteEntry[];
  /** The product's parts of the property dashboard (the dashboard imports no product: it shows these). */
  dashboardParts?: DashboardPart[];
  /** Badges beside every screen's title (the shell imports no product: it shows these). */
  titleBadges?: TitleBadge[];
}

/** Typed identity: a manifest file's default export. */
export const defineProduct = (manifest: ProductManifest): ProductManifest => manifest;

/** The route table's rows of one manifest, in its order, with `order` kept for the menu's sort. */
export function routesOf(manifest: ProductManifest): (RouteDefinition & { order?: number })[] {
  return manifest.routes.map(({ name, path, permission, menu, order, screen, shows }) => {
    const menuSection = menu === false ? undefined : (menu ?? manifest.menu);
    return {
      name,
      path: joinPath(manifest.prefix ?? "", path),
      ...(manifest.product && { product: manifest.product }),
      ...((manifest.product || manifest.productRoutes) && { keepsScreen: true }),
      ...(permission !== undefined && { permission }),
      ...(menuSection && { menu: menuSection }),
      ...(order !== undefined && { order }),
      ...(screen && { screen }),
      ...(shows && { shows }),
    };
  });
}

function joinPath(prefix: string, path: string): string {
  if (!path) return prefix || "/";
  if (!prefix) return path;
  return `${prefix}/${path}`;
}
