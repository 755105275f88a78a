import { createLazyI18n, loadLanguage } from "@cms/ui/i18n";
import type { LanguageCode } from "@cms/ui/i18n";

/**
 * The console's translations: the library's namespaces plus `console` (apps/console/locales), fetched per
 * language so the sign-in page loads one language, not 22.
 */
export const i18n = createLazyI18n({
  modules: import.meta.glob("../locales/*/*.json", { import: "default" }),
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
