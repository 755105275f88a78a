import type { i18n as I18n } from "i18next";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";

/** What `import.meta.glob("<dir>/*\/*.json", { import: "default" })` returns: one loader per file. */
export type LazyLocaleModules = Record<string, () => Promise<unknown>>;

// Not eager: an app loads only the languages it shows (the console's sign-in must stay small).
const uiLoaders: LazyLocaleModules = import.meta.glob("../../locales/*/*.json", { import: "default" });

/** dayjs's locale per UI language (en is built into dayjs). */
const dateLocaleLoaders: Record<string, () => Promise<unknown>> = {
  ar: () => import("dayjs/locale/ar"),
  az: () => import("dayjs/locale/az"),
  de: () => import("dayjs/locale/de"),
  es: () => import("dayjs/locale/es"),
  et: () => import("dayjs/locale/et"),
  fi: () => import("dayjs/locale/fi"),
  fr: () => import("dayjs/locale/fr"),
  hu: () => import("dayjs/locale/hu"),
  id: () => import("dayjs/locale/id"),
  it: () => import("dayjs/locale/it"),
  ja: () => import("dayjs/locale/ja"),
  nl: () => import("dayjs/locale/nl"),
  pl: () => import("dayjs/locale/pl"),
  pt: () => import("dayjs/locale/pt"),
  ro: () => import("dayjs/locale/ro"),
  ru: () => import("dayjs/locale/ru"),
  sk: () => import("dayjs/locale/sk"),
  sl: () => import("dayjs/locale/sl"),
  sr: () => import("dayjs/locale/sr"),
  tr: () => import("dayjs/locale/tr"),
  "zh-CN": () => import("dayjs/locale/zh-cn"),
};

export interface CreateLazyI18nOptions {
  /** The app's own namespaces, `locales/<code>/<namespace>.json` as lazy modules. */
  modules?: LazyLocaleModules;
  defaultNS?: string;
}

interface LazyI18n {
  instance: I18n;
  loaders: { code: string; namespace: string; load: () => Promise<unknown> }[];
  loaded: Map<string, Promise<void>>;
}

const registry = new WeakMap<I18n, LazyI18n>();

function parse(modules: LazyLocaleModules) {
  return Object.entries(modules).flatMap(([path, load]) => {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
    return match ? [{ code: match[1]!, namespace: match[2]!, load }] : [];
  });
}

/**
 * An i18next instance whose locales are fetched on demand. Call {@link loadLanguage} before showing a
 * language: after it resolves, switching to that language is synchronous, as with the bundled instance.
 */
export function createLazyI18n({ modules = {}, defaultNS = "ui" }: CreateLazyI18nOptions = {}): I18n {
  const loaders = [...parse(uiLoaders), ...parse(modules)];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    ns: [...new Set(loaders.map((loader) => loader.namespace))],
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  registry.set(instance, { instance, loaders, loaded: new Map() });
  return instance;
}

/** Fetches every namespace of `code` (and of the fallback, English) into an instance from {@link createLazyI18n}. */
export function loadLanguage(instance: I18n, code: string): Promise<void> {
  const lazy = registry.get(instance);
  if (!lazy) return Promise.resolve();
  const one = (language: string) => {
    let pending = lazy.loaded.get(language);
    if (!pending) {
      pending = Promise.all([
        dateLocaleLoaders[language]?.(),
        ...lazy.loaders
          .filter((loader) => loader.code === language)
          .map(async (loader) => {
            const content = (await loader.load()) as Record<string, unknown>;
            instance.addResourceBundle(language, loader.namespace, content, true, true);
          }),
      ]).then(() => undefined);
      // A failed fetch (e.g. a deploy replaced the chunks) may be tried again.
      pending.catch(() => lazy.loaded.delete(language));
      lazy.loaded.set(language, pending);
    }
    return pending;
  };
  return Promise.all([one(DEFAULT_LANGUAGE), one(code)]).then(() => undefined);
}
