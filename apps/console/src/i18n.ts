import { createLazyI18n, loadLanguage } from "@cms/ui/i18n";
import type { LanguageCode } from "@cms/ui/i18n";

/**
 * The console's translations: the library's namespaces plus the console's (apps/console/locales, and each
 * product's own in products/<id>/locales), fetched
 * per language so the sign-in page loads one language, not 22; every namespace of a language is one chunk
 * (i18nBundles/<code>.ts), so the loader table in the first load does not grow with each screen's namespace.
 */
export const i18n = createLazyI18n({
  bundles: import.meta.glob("./i18nBundles/*.ts", { import: "default" }),
  defaultNS: "console",
});

export const loadConsoleLanguage = (code: string) => loadLanguage(i18n, code);

/**
 * Fetches a language, switches i18next to it, then saves the choice. Switching before saving means the
 * re-render that the saved preference causes finds i18next in that language already: one paint, no flash.
 */
export async function switchLanguage(code: LanguageCode, save: (change: { lang: LanguageCode }) => void) {
  await loadConsoleLanguage(code);
  await i18n.changeLanguage(code);
  save({ lang: code });
}
