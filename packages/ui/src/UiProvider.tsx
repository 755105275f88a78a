import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { createI18n } from "./i18n/createI18n";
import { useDateLocale } from "./i18n/dates";
import { usePreferences } from "./preferences/preferences";
import type { Scheme } from "./theme/tokens";
import { ToastRegion } from "./Toast";
import { UiRoot } from "./UiRoot";

export { ariaLocale } from "./UiRoot";

export interface UiProviderProps {
  /** UI language; defaults to the saved one (local storage), else en. */
  lang?: string;
  /** Colour scheme; defaults to the saved dark flag. */
  scheme?: Scheme;
  /** Text direction; defaults to the language's. */
  dir?: "ltr" | "rtl";
  /** Language, direction and scheme on a wrapper, not the document (see UiRoot). */
  scoped?: boolean;
  /** An i18next instance with more namespaces (the console's); defaults to the library's own. */
  i18n?: I18n;
  /** The app or story; toasts render after it. */
  children?: ReactNode;
}

/**
 * {@link UiRoot} with every locale of the library bundled, the toast region and the dates' locale: the provider of stories, tests and benchmarks,
 * where switching among all 22 languages at once matters more than the size of a first load.
 */
export function UiProvider({ lang, scheme, dir, scoped, i18n, children }: UiProviderProps) {
  const [preferences] = usePreferences();
  const language = lang ?? preferences.lang;
  const instance = useMemo(() => i18n ?? createI18n({ lng: language }), [i18n]); // eslint-disable-line react-hooks/exhaustive-deps
  useDateLocale(language);
  return (
    <UiRoot i18n={instance} lang={language} scheme={scheme} dir={dir} scoped={scoped}>
      {children}
      <ToastRegion />
    </UiRoot>
  );
}
