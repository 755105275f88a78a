/** The 22 UI locales of the spec (platform.md section 1), with their own names for the language menu. */
export const LANGUAGES = [
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "az", name: "Azərbaycanca", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "et", name: "Eesti", dir: "ltr" },
  { code: "fi", name: "Suomi", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "hu", name: "Magyar", dir: "ltr" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr" },
  { code: "it", name: "Italiano", dir: "ltr" },
  { code: "ja", name: "日本語", dir: "ltr" },
  { code: "nl", name: "Nederlands", dir: "ltr" },
  { code: "pl", name: "Polski", dir: "ltr" },
  { code: "pt", name: "Português", dir: "ltr" },
  { code: "ro", name: "Română", dir: "ltr" },
  { code: "ru", name: "Русский", dir: "ltr" },
  { code: "sk", name: "Slovenčina", dir: "ltr" },
  { code: "sl", name: "Slovenščina", dir: "ltr" },
  { code: "sr", name: "Srpski", dir: "ltr" },
  { code: "tr", name: "Türkçe", dir: "ltr" },
  { code: "zh-CN", name: "简体中文", dir: "ltr" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "en";

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as readonly LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(code: string): "ltr" | "rtl" {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? "ltr";
}
