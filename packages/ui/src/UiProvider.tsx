import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { useLayoutEffect, useMemo } from "react";
import { I18nProvider as AriaI18nProvider } from "react-aria-components";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "./i18n/createI18n";
import { setDateLocale } from "./i18n/dates";
import { directionOf } from "./i18n/languages";
import { usePreferences } from "./preferences/preferences";
import { ThemeProvider } from "./theme/ThemeProvider";
import type { Scheme } from "./theme/tokens";
import { ToastRegion } from "./Toast";

export interface UiProviderProps {
  /** UI language; defaults to the saved one (local storage), else en. */
  lang?: string;
  /** Colour scheme; defaults to the saved dark flag. */
  scheme?: Scheme;
  /** An i18next instance with more namespaces (the console's); defaults to the library's own. */
  i18n?: I18n;
  children?: ReactNode;
}

/** The locale react-aria formats with: Serbian UI text is Latin script, so its dates are too. */
export const ariaLocale = (code: string) => (code === "sr" ? "sr-Latn-RS" : code);

/**
 * Everything a component of the library needs around it: theme and scheme, translations, react-aria's
 * locale (date formats, RTL keyboard behaviour), the document's `lang` and `dir`, and the toast region that
 * shows `showToast` / `notifyRequestStatus` notifications.
 */
export function UiProvider({ lang, scheme, i18n, children }: UiProviderProps) {
  const [preferences] = usePreferences();
  const language = lang ?? preferences.lang;
  const activeScheme = scheme ?? (preferences.dark ? "dark" : "light");
  const instance = useMemo(() => i18n ?? createI18n({ lng: language }), [i18n]); // eslint-disable-line react-hooks/exhaustive-deps

  // Resources are bundled, so this switch is synchronous: the first paint is already in the new language.
  if (instance.language !== language) void instance.changeLanguage(language);
  setDateLocale(language);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);

  return (
    <I18nextProvider i18n={instance}>
      <AriaI18nProvider locale={ariaLocale(language)}>
        <ThemeProvider scheme={activeScheme}>
          {children}
          <ToastRegion />
        </ThemeProvider>
      </AriaI18nProvider>
    </I18nextProvider>
  );
}
