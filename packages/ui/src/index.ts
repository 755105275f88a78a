// The public API of @cms/ui: every export is named here (no `export *`), so a reader sees the whole surface.
export { UiProvider, ariaLocale } from "./UiProvider";
export type { UiProviderProps } from "./UiProvider";
export { ThemeProvider, colorVar, colors, contrastRatio, theme } from "./theme";
export type { CmsTheme, ColorTokens, Scheme, ThemeProviderProps } from "./theme";
export {
  PREFERENCE_KEYS,
  readPreferences,
  usePreferences,
  writePreferences,
} from "./preferences/preferences";
export type { Preferences } from "./preferences/preferences";
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  LANGUAGES,
  createI18n,
  directionOf,
  formatDate,
  formatDateTime,
  presetRange,
  statisticsRange,
} from "./i18n";
export type { DateRange, LanguageCode, StatisticsPreset } from "./i18n";
export { FieldDescription, FieldError, FieldLabel } from "./Field";
export { Button } from "./Button";
export type { ButtonProps, ButtonSize, ButtonVariant } from "./Button";
