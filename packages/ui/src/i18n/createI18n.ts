import type { i18n as I18n, Resource } from "i18next";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import "./dateLocales";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";
import { uiResources } from "./resources";

export interface CreateI18nOptions {
  lng?: string;
  /** More namespaces, e.g. the console's, from `resourcesFromModules`. */
  resources?: Resource;
  defaultNS?: string;
  /**
   * Told of every text shown as its raw key (found in no language, not even English, and with no default):
   * Storybook fails a story on it, so a screen never shows `common.no` to a user.
   */
  onMissingKey?: (key: string, namespace: string, language: string) => void;
}

/**
 * An i18next instance with every locale bundled: the files are small, so switching language is synchronous
 * and never shows a flash of keys.
 */
export function createI18n({
  lng = DEFAULT_LANGUAGE,
  resources,
  defaultNS = "ui",
  onMissingKey,
}: CreateI18nOptions = {}): I18n {
  const merged: Resource = structuredClone(uiResources);
  for (const [code, namespaces] of Object.entries(resources ?? {})) {
    merged[code] = { ...merged[code], ...namespaces };
  }
  const namespaces = [...new Set(Object.values(merged).flatMap((bundle) => Object.keys(bundle)))];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: merged,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    ns: namespaces,
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // Only to hear of missing keys: there is no backend to save them to.
    saveMissing: Boolean(onMissingKey),
  });
  if (onMissingKey)
    instance.on("missingKey", (_saveTo: readonly string[], namespace: string, key: string, shown: string) => {
      // A text with a default of its own (a settings schema's title) is not shown as its key.
      if (shown === key) onMissingKey(key, namespace, instance.language);
    });
  return instance;
}
