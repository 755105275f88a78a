import { matchPath } from "react-router";
import type { Contributions, ProductManifest, RouteDefinition } from "../access";
import { MENU_SECTIONS, partModule, routesOf } from "../access";

export { PUBLIC_PATHS, loginPath } from "./paths";

/**
 * Every product's manifest (`products/<id>/routes.ts`). Eager: manifests are data; their screens stay lazy
 * (each entry's `screen` is its own chunk). A new product folder with a `routes.ts` joins the table by itself.
 */
const manifests = import.meta.glob<ProductManifest>("../products/*/routes.ts", {
  eager: true,
  import: "default",
});

/** The manifests, in their folders' order (the sort below decides the menu's order). */
export const PRODUCTS: ProductManifest[] = Object.keys(manifests)
  .sort()
  .map((file) => manifests[file]!);

/** What the products contribute to other screens (issue 44): the property dashboard's parts, in their order. */
export const CONTRIBUTIONS: Contributions = {
  dashboardParts: PRODUCTS.flatMap((manifest) => manifest.dashboardParts ?? []).sort(
    (a, b) => a.order - b.order,
  ),
  titleBadges: PRODUCTS.flatMap((manifest) => manifest.titleBadges ?? []),
};

/** A screen that shows contributions loads them with its own chunk, in parallel: they draw when it does. */
function withContributions(route: RouteDefinition): RouteDefinition {
  const { screen, shows } = route;
  if (!screen || !shows?.length) return route;
  const modules = () =>
    shows.flatMap((kind) => (kind === "dashboardParts" ? CONTRIBUTIONS.dashboardParts.map(partModule) : []));
  return { ...route, screen: () => Promise.all([screen(), ...modules()]).then(([module]) => module) };
}

const sectionRank = (route: RouteDefinition) => (route.menu ? MENU_SECTIONS.indexOf(route.menu) : -1);

/**
 * Every signed-in route of platform.md and products.md section 2, in menu order: by section, then by `order`
 * where products share a section, then as their manifests list them. Routes outside the menu come first.
 */
export const ROUTES: RouteDefinition[] = PRODUCTS.flatMap(routesOf)
  .map((route, index) => ({ route, index }))
  .sort(
    (a, b) =>
      sectionRank(a.route) - sectionRank(b.route) ||
      (a.route.order ?? 0) - (b.route.order ?? 0) ||
      a.index - b.index,
  )
  .map(({ route: { order: _order, ...route } }) => withContributions(route));

/** The route a path shows (the whole path matched, any case) and its parameters; none for an unknown path. */
export function routeAt(
  pathname: string,
): { route: RouteDefinition; params: { propertyId?: string } } | undefined {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}
