import { createLazyI18n, loadLanguage } from "@cms/ui/i18n";

/**
 * The console's translations: the library's namespaces plus `console` (apps/console/locales), fetched per
 * language so the sign-in page loads one language, not 22.
 */
export const i18n = createLazyI18n({
  modules: import.meta.glob("../locales/*/*.json", { import: "default" }),
  defaultNS: "console",
});

export const loadConsoleLanguage = (code: string) => loadLanguage(i18n, code);
