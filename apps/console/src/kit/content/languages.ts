import type { components } from "@cms/api";
import type { Rule } from "@cms/ui";

// Languages as several products' content screens take them (the gateway's portal, the digital key's and the
// guest app's languages, their terms and info texts): codes checked and shown the same way everywhere.

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** An ISO 639-1 code as the contract takes it: two letters, lower case. */
export const ISO1 = /^[a-z]{2}$/;

/** The dialog's rule for a language code: empty is left to "required"; "DE" is accepted and saved as "de". */
export const iso1Rule: Rule = (value) =>
  isBlank(value) || ISO1.test(String(value).trim().toLowerCase()) ? undefined : "console:content.iso1";

/** The UI's language as the page states it (`<html lang>`), for names shown outside React's render. */
export const uiLocale = () => document.documentElement.lang || "en";

/** The name of a language code in the UI language ("de" is "German" in English, "Deutsch" in German). */
export function languageName(iso1: string | undefined, locale: string): string {
  if (!iso1) return "";
  try {
    const name = new Intl.DisplayNames([locale, "en"], { type: "language", fallback: "code" }).of(iso1);
    return name && name !== iso1 ? `${name} (${iso1})` : iso1;
  } catch {
    return iso1;
  }
}

/** A language with an English and a local name (the digital key's, the guest app's: one payload for both). */
export type NamedLanguage = components["schemas"]["KeyLanguage"];

/** The language the contract takes: its code lower case, its names trimmed (left out when empty: known ones are filled in). */
export function toNamedLanguage(saved: NamedLanguage): NamedLanguage {
  const name = saved.language?.name;
  const local = saved.language?.local;
  const names = {
    ...(isBlank(name) ? {} : { name: String(name).trim() }),
    ...(isBlank(local) ? {} : { local: String(local).trim() }),
  };
  return {
    iso1: String(saved.iso1).trim().toLowerCase(),
    ...(Object.keys(names).length ? { language: names } : {}),
  };
}
