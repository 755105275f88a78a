import { useCallback, useSyncExternalStore } from "react";
import type { LanguageCode } from "../i18n/languages";
import { DEFAULT_LANGUAGE, isLanguageCode } from "../i18n/languages";

/** Local-storage keys of the UI state the spec keeps across visits (platform.md "UI state"). */
export const PREFERENCE_KEYS = { lang: "cms-lang", dark: "cms-dark" } as const;

export interface Preferences {
  lang: LanguageCode;
  dark: boolean;
}

const listeners = new Set<() => void>();

/** The browser's local storage, or undefined where it is blocked (privacy settings) or absent. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the UI then works with defaults for the visit.
    return undefined;
  }
}

export function readPreferences(store: Storage | undefined = browserStorage()): Preferences {
  const lang = store?.getItem(PREFERENCE_KEYS.lang);
  return {
    lang: isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE,
    dark: store?.getItem(PREFERENCE_KEYS.dark) === "true",
  };
}

export function writePreferences(
  change: Partial<Preferences>,
  store: Storage | undefined = browserStorage(),
): void {
  if (change.lang !== undefined) store?.setItem(PREFERENCE_KEYS.lang, change.lang);
  if (change.dark !== undefined) store?.setItem(PREFERENCE_KEYS.dark, String(change.dark));
  cached = undefined;
  listeners.forEach((listener) => listener());
}

let cached: Preferences | undefined;
const snapshot = () => (cached ??= readPreferences());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCE_KEYS.lang || event.key === PREFERENCE_KEYS.dark) {
      cached = undefined;
      listener();
    }
  };
  // Another tab changing the language or scheme changes this one too.
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

/** The saved language and dark flag, and a setter that saves them. */
export function usePreferences(): [Preferences, (change: Partial<Preferences>) => void] {
  const preferences = useSyncExternalStore(subscribe, snapshot, snapshot);
  const update = useCallback((change: Partial<Preferences>) => writePreferences(change), []);
  return [preferences, update];
}
