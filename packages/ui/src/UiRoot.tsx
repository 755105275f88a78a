import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { useLayoutEffect, useMemo } from "react";
import { I18nProvider as AriaI18nProvider } from "react-aria-components";
import { I18nextProvider } from "react-i18next";
import { directionOf } from "./i18n/languages";
import { usePreferences } from "./preferences/preferences";
import { ThemeProvider } from "./theme/ThemeProvider";
import type { Scheme } from "./theme/tokens";

export interface UiRootProps {
  /** The i18next instance (e.g. the console's, from `createLazyI18n`, with its languages loaded). */
  i18n: I18n;
  /** UI language; defaults to the saved one (local storage), else en. */
  lang?: string;
  /** Colour scheme; defaults to the saved dark flag. */
  scheme?: Scheme;
  /** Text direction; defaults to the language's. */
  dir?: "ltr" | "rtl";
  /**
   * Keeps language, direction and scheme to a wrapper element, leaving `<html>` and `<body>` alone: for a page
   * that shows several at once (Storybook's docs pages). Overlays in portals then miss them.
   */
  scoped?: boolean;
  /** The app, inside theme, translations and react-aria's locale. */
  children?: ReactNode;
}

/** The locale react-aria formats with: Serbian UI text is Latin script, so its dates are too. */
export const ariaLocale = (code: string) => (code === "sr" ? "sr-Latn-RS" : code);

/**
 * Everything a component of the library needs around it: theme and scheme, translations, react-aria's
 * locale (date formats, RTL keyboard behaviour), the document's `lang` and `dir`. The toast region and the
 * dates' locale are where an app needs them (`ToastRegion`, `useDateLocale`: UiProvider has both, the
 * console's shell too), so a page without toasts or dates, like the sign-in, loads neither. Apps pass their own i18n instance, so this module
 * does not pull every bundled locale into an app's first load (see `UiProvider` for the bundled default).
 */
export function UiRoot({ i18n, lang, scheme, dir, scoped = false, children }: UiRootProps) {
  const [preferences] = usePreferences();
  const language = lang ?? preferences.lang;
  const activeScheme = scheme ?? (preferences.dark ? "dark" : "light");

  // A scoped root shares its page with others (a docs page's stories, one Arabic among English ones): it speaks
  // through its own clone of the instance (the same loaded texts), so switching it switches no other root.
  // An app's root switches the instance itself, which the app's code outside React reads too.
  const scopedI18n = useMemo(
    () => (scoped ? i18n.cloneInstance({ lng: language, initAsync: false }) : undefined),
    [scoped, i18n, language],
  );
  const active = scopedI18n ?? i18n;
  // Resources are loaded before a language is chosen, so this switch is synchronous: no flash of keys.
  if (active.language !== language) void active.changeLanguage(language);

  const direction = dir ?? directionOf(language);

  useLayoutEffect(() => {
    if (scoped) return;
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction, scoped]);

  return (
    <I18nextProvider i18n={active}>
      <AriaI18nProvider locale={ariaLocale(language)}>
        <ThemeProvider scheme={activeScheme} scoped={scoped}>
          {scoped ? (
            <div lang={language} dir={direction}>
              {children}
            </div>
          ) : (
            children
          )}
        </ThemeProvider>
      </AriaI18nProvider>
    </I18nextProvider>
  );
}
