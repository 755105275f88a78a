import type { Property } from "../session/session";

/** How many matches the selector lists; typing narrows the rest down. */
export const PROPERTY_MATCH_LIMIT = 20;

/** Properties whose name contains the text (any case) or whose id starts with it (platform.md "Property selector"). */
export function findProperties(properties: readonly Property[], text: string, limit = PROPERTY_MATCH_LIMIT) {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return properties.slice(0, limit);
  const byId = properties.filter((p) => String(p.id ?? "").toLowerCase() === wanted);
  const rest = properties.filter(
    (p) =>
      !byId.includes(p) &&
      (p.name.toLowerCase().includes(wanted) ||
        String(p.id ?? "")
          .toLowerCase()
          .startsWith(wanted)),
  );
  return [...byId, ...rest].slice(0, limit);
}

export const propertyLabel = (property: Property) => `${property.name} (${property.id ?? ""})`;
