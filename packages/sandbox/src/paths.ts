import type { Item } from "./state";

// Dotted paths into stored values (`dailypointLogin.endpoint`, `webcheckin.pmsAccessInfo.configuredPms`, a
// list's `sortBy=address.city`): one reader and writer for the whole sandbox.

/** The value at a dotted path, own fields only: `__proto__` or `constructor` read nothing, not the prototype. */
export function readPath(item: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === "object" && Object.hasOwn(value, key) ? (value as Item)[key] : undefined,
      item,
    );
}

/** Writes a value at a dotted path, copying the objects on the way (a stored object is never changed in place). */
export function writePath(item: Item, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = item;
  for (const key of keys.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    node = node[key] = next && typeof next === "object" ? { ...(next as Item) } : {};
  }
  node[keys.at(-1)!] = value;
}

/** Removes the value at a dotted path, if there is one. */
export function deletePath(item: Item, path: string): void {
  const keys = path.split(".");
  const holder = keys.length === 1 ? item : readPath(item, keys.slice(0, -1).join("."));
  if (holder && typeof holder === "object") delete (holder as Item)[keys.at(-1)!];
}
