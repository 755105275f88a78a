import type { components } from "@cms/api";

export type User = components["schemas"]["User"];
export type PropertyRole = components["schemas"]["UserPropertyRole"];

/** Fields a copy must not take over: they identify one person (platform.md "Generic list screen", copy). */
export const USER_CLEAR_ON_COPY = [
  "email",
  "password",
  "memberUsername",
  "memberNumber",
  "memberGuid",
] as const satisfies readonly (keyof User)[];

/** Optional text fields: the edit dialog saves an empty one as null, which the contract does not allow. */
const OPTIONAL_TEXT = ["firstname", "lastname", "memberUsername", "memberNumber", "memberGuid"] as const;

const isText = (value: unknown): value is string => typeof value === "string";

/** The form's value of the property-roles slot as entries; anything else (unset, "") is none. */
export function asPropertyRoles(value: unknown): PropertyRole[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is PropertyRole =>
      typeof entry === "object" && entry !== null && isText((entry as PropertyRole).propertyId),
  );
}

/**
 * Property roles as the API keeps them: one entry per property (a property added twice merges its roles),
 * roles without repeats, in the order they were added.
 */
export function normalizePropertyRoles(entries: readonly PropertyRole[]): PropertyRole[] {
  const byProperty = new Map<string, string[]>();
  for (const { propertyId, roles } of entries) {
    if (!propertyId) continue;
    const merged = byProperty.get(propertyId) ?? [];
    for (const role of roles ?? []) if (!merged.includes(role)) merged.push(role);
    byProperty.set(propertyId, merged);
  }
  return [...byProperty].map(([propertyId, roles]) => ({ propertyId, roles }));
}

/** Adds or replaces one property's entry; replacing keeps the entry's place in the list. */
export function setPropertyRoles(
  entries: readonly PropertyRole[],
  entry: PropertyRole,
  replacing?: string,
): PropertyRole[] {
  const at = entries.findIndex((existing) => existing.propertyId === (replacing ?? entry.propertyId));
  const next =
    at < 0 ? [...entries, entry] : entries.map((existing, index) => (index === at ? entry : existing));
  return normalizePropertyRoles(next);
}

export const removePropertyRoles = (entries: readonly PropertyRole[], propertyId: string) =>
  entries.filter((entry) => entry.propertyId !== propertyId);

/** The properties a user belongs to: those of the property roles, else the stored ids (the list's column). */
export function propertyCount(user: User): number {
  const ids = new Set([
    ...(user.propertyIds ?? []),
    ...asPropertyRoles(user.propertyRoles).map((entry) => entry.propertyId),
  ]);
  return ids.size;
}

/**
 * The body of a create or update from the edit dialog's item (platform.md section 3, "User"): propertyIds
 * follow the property roles (the server keeps both), the password travels only on creation, empty optional
 * texts are sent as "" (the dialog's null is not a string; "" clears a stored value on update), and unset
 * lists and flags get their empty values.
 */
export function toUserPayload(values: User | Record<string, unknown>, isNew: boolean): User {
  const item = { ...values } as Record<string, unknown>;
  const propertyRoles = normalizePropertyRoles(asPropertyRoles(item.propertyRoles));
  const payload: Record<string, unknown> = {
    ...item,
    globalRoles: Array.isArray(item.globalRoles) ? item.globalRoles.filter(isText) : [],
    propertyRoles,
    propertyIds: propertyRoles.map((entry) => entry.propertyId),
    active: item.active === true,
    twoFactorAuthenticationEnabled: item.twoFactorAuthenticationEnabled === true,
  };
  // New users leave unset texts out; an update sends "" so the stored value is cleared.
  const unsetTexts = new Set<string>(OPTIONAL_TEXT.filter((field) => !isText(payload[field])));
  if (!isNew) for (const field of unsetTexts) payload[field] = "";
  const keep = ([field, value]: [string, unknown]) => {
    if (field === "password") return isNew && isText(value) && value !== "";
    if (field === "_id") return !isNew && value != null && value !== "";
    return !(isNew && unsetTexts.has(field));
  };
  return Object.fromEntries(Object.entries(payload).filter(keep)) as User;
}
