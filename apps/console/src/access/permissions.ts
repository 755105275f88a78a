import type { AuthInfo } from "../session/session";
import type { Requirement } from "./routeTypes";

/** The effective permission set: the property's own list plus the global list (platform.md section 6). */
export function effectivePermissions(user: AuthInfo | null, propertyId: string | undefined): Set<string> {
  if (!user) return new Set();
  const own = propertyId ? (user.propertyPermissions[propertyId] ?? []) : [];
  return new Set([...user.globalPermissions, ...own]);
}

/**
 * The first of the user's properties (by id) where `requirement` holds: the scope of a route without a property
 * (e.g. /admin/users) opened by its URL before any property was chosen, as the menu would have offered it there.
 */
export function firstPropertyAllowing(
  user: AuthInfo | null,
  requirement: Requirement | undefined,
): string | undefined {
  if (!user) return undefined;
  const ids = Object.keys(user.propertyPermissions).sort((a, b) =>
    a.localeCompare(b, "en", { numeric: true }),
  );
  return ids.find((id) => satisfies(effectivePermissions(user, id), requirement));
}

export function satisfies(permissions: ReadonlySet<string>, requirement: Requirement | undefined): boolean {
  if (requirement === undefined) return true;
  if (typeof requirement === "string") return permissions.has(requirement);
  if ("all" in requirement) return requirement.all.every((permission) => permissions.has(permission));
  return [...permissions].some((permission) => permission.startsWith(requirement.anyPrefix));
}

/** The four permissions of a list screen that creates, edits and deletes (platform.md section 5). */
export interface CrudPermissions {
  list: string;
  create: string;
  update: string;
  delete: string;
}

/**
 * The CRUD quartet of a permission area, e.g. `crud("admin.roles")` gives admin.roles.list, .create, .update
 * and .delete. A product's `permissions.ts` names it once; its route entry takes `.list`, its screen the rest.
 * `overrides` covers areas whose names break the pattern.
 */
export function crud<const Area extends string>(
  area: Area,
  overrides: Partial<CrudPermissions> = {},
): {
  list: `${Area}.list`;
  create: `${Area}.create`;
  update: `${Area}.update`;
  delete: `${Area}.delete`;
} {
  return {
    list: `${area}.list`,
    create: `${area}.create`,
    update: `${area}.update`,
    delete: `${area}.delete`,
    ...overrides,
  } as never;
}
