import type { components } from "@cms/api";
import type { PropertyScreenContext } from "../../kit";

// The portal's languages, terms and themes (products.md section 3: language iso1 code; terms and themes per
// language) as their screens save and show them.

export type PortalLanguage = components["schemas"]["GatewayLanguage"];
export type PortalTerms = components["schemas"]["GatewayTerms"];
export type PortalTheme = components["schemas"]["GatewayTheme"];

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * An item as the contract takes it from what the dialog saved: the dialog's nulls and empty texts left out
 * (the contract has no null; a theme without a language is for all languages), texts trimmed, language codes
 * lower case, and an untouched "default" switch off (the dialog showed "off").
 */
export function toPortalItem<T extends object>(saved: T, codes: readonly string[] = ["iso1", "language"]): T {
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (isBlank(value)) continue;
    const text = typeof value === "string" ? value.trim() : value;
    item[key] = codes.includes(key) && typeof text === "string" ? text.toLowerCase() : text;
  }
  return item as T;
}

/** A language saved from the dialog; `language` is its English name there, not a code. */
export const toPortalLanguage = (saved: PortalLanguage): PortalLanguage => ({
  ...toPortalItem(saved, ["iso1"]),
  default: saved.default ?? false,
});

/** The portal's languages as the terms and theme dialogs offer them: "German (de)", default language first. */
export function languageOptions(languages: readonly PortalLanguage[]): { id: string; label: string }[] {
  return [...languages]
    .sort((a, b) => Number(b.default ?? false) - Number(a.default ?? false))
    .map((language) => ({ id: language.iso1, label: `${language.language} (${language.iso1})` }));
}

/** Asks for the portal's languages and offers them as `languageOptions` does (the terms' and themes' loader). */
export async function loadLanguageOptions({ client, propertyId }: PropertyScreenContext) {
  const { data } = await client.GET("/api/cms/v3/{propertyId}/onespeed/language/index", {
    params: { path: { propertyId } },
  });
  return languageOptions(data?.items ?? []);
}
