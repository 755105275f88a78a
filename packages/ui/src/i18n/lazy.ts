import type { i18n as I18n } from "i18next";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";

/** What `import.meta.glob("<dir>/*\/*.json", { import: "default" })` returns: one loader per file. */
export type LazyLocaleModules = Record<string, () => Promise<unknown>>;

// Not eager: an app loads only the languages it shows (the console's sign-in must stay small). One chunk per
// language (bundles/<code>.ts) rather than one per file keeps this table, which is in the first load, short.
const uiBundles = import.meta.glob<Record<string, unknown>>("./bundles/*.ts", { import: "default" });

export interface CreateLazyI18nOptions {
  /** The app's own namespaces, `locales/<code>/<namespace>.json` as lazy modules. */
  modules?: LazyLocaleModules;
  /**
   * The app's own namespaces one chunk per language: `bundles/<code>.ts` modules whose default is an eager
   * `import.meta.glob` of `locales/<code>/*.json`. Better than `modules` once an app has many namespaces:
   * the loader table, which is in the first load, then has one entry per language, not per file.
   */
  bundles?: LazyLocaleModules;
  defaultNS?: string;
}

/** Loads some namespaces of one language: `{ namespace: content }`. */
type Loader = { code: string; load: () => Promise<Record<string, unknown>> };

interface LazyI18n {
  loaders: Loader[];
  loaded: Map<string, Promise<void>>;
}

const registry = new WeakMap<I18n, LazyI18n>();

/** `.../<code>/<namespace>.json` → its code and namespace. */
const fileOf = (path: string) => /\/([^/]+)\/([^/]+)\.json$/.exec(path);

function appLoaders(modules: LazyLocaleModules): Loader[] {
  return Object.entries(modules).flatMap(([path, load]) => {
    const match = fileOf(path);
    return match ? [{ code: match[1]!, load: async () => ({ [match[2]!]: await load() }) }] : [];
  });
}

function bundleLoaders(bundles: LazyLocaleModules): Loader[] {
  return Object.entries(bundles).flatMap(([path, load]) => {
    const code = /\/([^/]+)\.ts$/.exec(path)?.[1];
    if (!code) return [];
    return [
      {
        code,
        load: async () =>
          Object.fromEntries(
            Object.entries((await load()) as Record<string, unknown>).map(([file, content]) => [
              fileOf(file)?.[2],
              content,
            ]),
          ),
      },
    ];
  });
}

/**
 * An i18next instance whose locales are fetched on demand. Call {@link loadLanguage} before showing a
 * language: after it resolves, switching to that language is synchronous, as with the bundled instance.
 */
export function createLazyI18n({
  modules = {},
  bundles = {},
  defaultNS = "ui",
}: CreateLazyI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  registry.set(instance, {
    loaders: [...bundleLoaders(uiBundles), ...bundleLoaders(bundles), ...appLoaders(modules)],
    loaded: new Map(),
  });
  return instance;
}

/** Fetches every namespace of `code` (and of the fallback, English) into an instance from {@link createLazyI18n}. */
export function loadLanguage(instance: I18n, code: string): Promise<void> {
  const lazy = registry.get(instance);
  if (!lazy) return Promise.resolve();
  const one = (language: string) => {
    let pending = lazy.loaded.get(language);
    if (!pending) {
      pending = Promise.all(
        lazy.loaders
          .filter((loader) => loader.code === language)
          .map(async (loader) => {
            for (const [namespace, content] of Object.entries(await loader.load()))
              instance.addResourceBundle(language, namespace, content, true, true);
          }),
      ).then(() => undefined);
      // A failed fetch (e.g. a deploy replaced the chunks) may be tried again.
      pending.catch(() => lazy.loaded.delete(language));
      lazy.loaded.set(language, pending);
    }
    return pending;
  };
  return Promise.all([one(DEFAULT_LANGUAGE), one(code)]).then(() => undefined);
}
