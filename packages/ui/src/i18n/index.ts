export { createI18n } from "./createI18n";
export type { CreateI18nOptions } from "./createI18n";
export { createLazyI18n, loadLanguage } from "./lazy";
export type { CreateLazyI18nOptions, LazyLocaleModules } from "./lazy";
export { resourcesFromModules, uiResources } from "./resources";
export type { LocaleModules } from "./resources";
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, directionOf, isLanguageCode } from "./languages";
export type { LanguageCode } from "./languages";
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  STATISTICS_PRESETS,
  TIME_FORMAT,
  dayjs,
  formatDate,
  formatDateTime,
  formatDay,
  loadDateLocale,
  presetRange,
  setDateLocale,
  useDateLocale,
  statisticsRange,
} from "./dates";
export type { DateInput, DateRange, StatisticsPreset } from "./dates";
