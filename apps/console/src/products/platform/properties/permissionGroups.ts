/**
 * The role form's permissions, grouped by their first segment (`admin.roles.list` is in `admin`), so the ~120
 * strings the server lists can be found and picked area by area.
 */

/** Known areas in the order the picker shows them; any other prefix follows, alphabetically. */
export const PERMISSION_AREAS = [
  "admin",
  "property",
  "content",
  "onespeed",
  "oneapp",
  "onekey",
  "onestream",
  "onesquare",
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export interface PermissionGroup {
  /** The first segment, e.g. `admin`. */
  prefix: string;
  /** The group's permissions the filter lets through, sorted. */
  permissions: string[];
  /** How many of the whole group are selected. */
  selected: number;
  /** How many the whole group has. */
  total: number;
}

export const prefixOf = (permission: string) => permission.split(".", 1)[0]!;

/** The rest after the prefix (`roles.list`), what a checkbox inside its group shows. */
export const restOf = (permission: string) => {
  const dot = permission.indexOf(".");
  return dot < 0 ? permission : permission.slice(dot + 1);
};

export const isKnownArea = (prefix: string): prefix is PermissionArea =>
  (PERMISSION_AREAS as readonly string[]).includes(prefix);

/**
 * Groups `available` (the server's list) and `selected` (the role's; a stored permission the server no longer
 * lists still shows, so it can be seen and removed) by prefix. With a `filter`, only permissions containing it
 * (ignoring case) are listed and groups left empty are dropped; `selected` counts the whole group regardless.
 */
export function groupPermissions(
  available: readonly string[],
  selected: readonly string[],
  filter = "",
): PermissionGroup[] {
  const chosen = new Set(selected);
  const needle = filter.trim().toLowerCase();
  const byPrefix = new Map<string, Set<string>>();
  for (const permission of [...available, ...selected]) {
    const prefix = prefixOf(permission);
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, new Set());
    byPrefix.get(prefix)!.add(permission);
  }
  const rank = (prefix: string) => {
    const index = (PERMISSION_AREAS as readonly string[]).indexOf(prefix);
    return index < 0 ? PERMISSION_AREAS.length : index;
  };
  return [...byPrefix.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([prefix, all]) => {
      const permissions = [...all].sort();
      return {
        prefix,
        permissions: needle ? permissions.filter((p) => p.toLowerCase().includes(needle)) : permissions,
        selected: permissions.filter((p) => chosen.has(p)).length,
        total: permissions.length,
      };
    })
    .filter((group) => group.permissions.length > 0);
}

/** `selected` with the choice among `shown` replaced by `chosen` (what a group's checkboxes now say). */
export function replaceWithin(
  selected: readonly string[],
  shown: readonly string[],
  chosen: readonly string[],
): string[] {
  const visible = new Set(shown);
  const keep = new Set(chosen);
  const kept = selected.filter((p) => !visible.has(p) || keep.has(p));
  const have = new Set(kept);
  return [...kept, ...chosen.filter((p) => !have.has(p))];
}

/**
 * Selects or clears `permissions` (one group, or what the filter shows of it) within `selected`, keeping the
 * order of what was there and appending what is new.
 */
export function toggleAll(
  selected: readonly string[],
  permissions: readonly string[],
  on: boolean,
): string[] {
  if (!on) {
    const off = new Set(permissions);
    return selected.filter((p) => !off.has(p));
  }
  const have = new Set(selected);
  return [...selected, ...permissions.filter((p) => !have.has(p))];
}
