/**
 * The item as the contract accepts it: the edit dialog saves an untouched optional field as null (platform.md
 * section 5), but the property's optional fields are plain strings, so empty ones are left out.
 */
export function withoutEmpty<T extends object>(item: T): T {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== null && value !== undefined && value !== ""),
  ) as T;
}
