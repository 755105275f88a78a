// Content rules shared by several products' screens (languages, texts, device addresses): a product takes them
// from here, never from another product (eslint.config.js, products stand side by side).
export { infoTextListParts, languageChoice, plainText, toInfoText } from "./infoTexts";
export type { InfoText } from "./infoTexts";
export { ISO1, iso1Rule, languageName, toNamedLanguage, uiLocale } from "./languages";
export { languageListParts } from "./languageList";
export type { NamedLanguage } from "./languages";
export { normalizeMacs } from "./macs";
