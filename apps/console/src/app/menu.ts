import type { MenuLink, RouteDefinition } from "../access";
import { effectivePermissions, isPropertyScoped, satisfies } from "../access";
import type { AuthInfo } from "../session/session";

/**
 * The drawer's entries: those the effective permissions allow; property-scoped ones only when a property is
 * in the route (platform.md "Layout"), with the propertyId filled in.
 */
export function menuEntries(
  routes: RouteDefinition[],
  user: AuthInfo | null,
  routePropertyId: string | undefined,
  selectedPropertyId: string | undefined,
): MenuLink[] {
  const permissions = effectivePermissions(user, routePropertyId ?? selectedPropertyId);
  return routes.flatMap((route) => {
    if (!route.menu || !satisfies(permissions, route.permission)) return [];
    if (!isPropertyScoped(route)) return [{ ...route, href: route.path }];
    if (!routePropertyId) return [];
    return [{ ...route, href: route.path.replace(":propertyId", encodeURIComponent(routePropertyId)) }];
  });
}

/** The same screen for another property, when the current route is a product route; else its dashboard. */
export function pathForProperty(current: RouteDefinition | undefined, propertyId: string): string {
  const target = current?.keepsScreen ? current.path : "/property/:propertyId/dashboard";
  return target.replace(":propertyId", encodeURIComponent(propertyId));
}
