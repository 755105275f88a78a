import type { AuthInfo } from "../session/session";
import type { Requirement, RouteDefinition } from "./routes";

/** The effective permission set: the property's own list plus the global list (platform.md section 6). */
export function effectivePermissions(user: AuthInfo | null, propertyId: string | undefined): Set<string> {
  if (!user) return new Set();
  const own = propertyId ? (user.propertyPermissions[propertyId] ?? []) : [];
  return new Set([...user.globalPermissions, ...own]);
}

export function satisfies(permissions: Set<string>, requirement: Requirement | undefined): boolean {
  if (requirement === undefined) return true;
  if (typeof requirement === "string") return permissions.has(requirement);
  if ("all" in requirement) return requirement.all.every((permission) => permissions.has(permission));
  return [...permissions].some((permission) => permission.startsWith(requirement.anyPrefix));
}

export const isPropertyScoped = (route: Pick<RouteDefinition, "path">) => route.path.includes(":propertyId");

/**
 * The drawer's entries: those the effective permissions allow; property-scoped ones only when a property is
 * in the route (platform.md "Layout"), with the propertyId filled in.
 */
export function menuEntries(
  routes: RouteDefinition[],
  user: AuthInfo | null,
  routePropertyId: string | undefined,
  selectedPropertyId: string | undefined,
): (RouteDefinition & { href: string })[] {
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
  const target = current?.product ? current.path : "/property/:propertyId/dashboard";
  return target.replace(":propertyId", encodeURIComponent(propertyId));
}
