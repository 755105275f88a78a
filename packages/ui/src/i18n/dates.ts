import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** The spec's display format (platform.md section 9). */
export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm:ss";
export const DATE_FORMAT = "DD.MM.YYYY";
export const TIME_FORMAT = "HH:mm:ss";

export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/** dayjs names its Chinese locale zh-cn; every other UI code is the dayjs name. */
export const dayjsLocale = (code: string) => code.toLowerCase();

export function setDateLocale(code: string): void {
  dayjs.locale(dayjsLocale(code));
}

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

/** Fetches dayjs's locale for a UI language (bundled ones are there already; see dateLocales.ts). */
export async function loadDateLocale(code: string): Promise<void> {
  await dateLocaleLoaders[code]?.();
}

/**
 * Keeps dayjs's locale on the UI language. Set during render, not in an effect, so the first paint in a new
 * language already formats its dates in it (the locale must be loaded: bundled, or via `loadLanguage`).
 */
export function useDateLocale(code: string): void {
  setDateLocale(code);
}

// Date-time texts by their ISO string: a list formats each date once for its search index and shows the same
// text in its cells (dayjs parses and formats in about 10 us; a keystroke shows some 150 cells). Emptied when
// it grows past the largest lists' size.
const dateTimeTexts = new Map<string, string>();
const DATE_TIME_TEXTS_MAX = 200_000;

/** `DD.MM.YYYY HH:mm:ss` in local time, or "" for an empty or invalid value (cells show nothing). */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const kept = dateTimeTexts.get(value);
    if (kept !== undefined) return kept;
  }
  const date = dayjs(value);
  const text = date.isValid() ? date.format(DATE_TIME_FORMAT) : "";
  if (typeof value === "string") {
    if (dateTimeTexts.size >= DATE_TIME_TEXTS_MAX) dateTimeTexts.clear();
    dateTimeTexts.set(value, text);
  }
  return text;
}

export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}

/**
 * A calendar day the server states as an instant (a licence's `validUntil`, the end of its last day in UTC:
 * `2026-11-23T23:59:00Z`): that day, DD.MM.YYYY, in whatever zone the browser is. `formatDate` would show
 * the local day, 24.11.2026 in Vienna, one day too late.
 */
export function formatDay(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}

export interface DateRange {
  /** ISO 8601 in UTC, start of the first day. */
  from: string;
  /** ISO 8601 in UTC, end of the last day (23:59:59.999). */
  to: string;
}

/**
 * A statistics range: from the start of the first day to the end of the last day, in UTC (spec section 9).
 * Calendar days are taken as the user picked them (`2026-11-01`), whatever their time zone.
 */
export function statisticsRange(first: DateInput, last: DateInput): DateRange {
  const from = dayjs.utc(dayjs(first).format("YYYY-MM-DD")).startOf("day");
  const to = dayjs.utc(dayjs(last).format("YYYY-MM-DD")).endOf("day");
  if (!from.isValid() || !to.isValid()) throw new RangeError("A statistics range needs two valid dates.");
  if (to.isBefore(from)) throw new RangeError("A statistics range cannot end before it starts.");
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The statistics presets of the spec: the last day, the last 30 days and the last year. */
export const STATISTICS_PRESETS = ["1d", "30d", "1y"] as const;
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number];

/** The range of a preset ending today: "1d" is today alone, "30d" today and the 29 days before. */
export function presetRange(preset: StatisticsPreset, now: DateInput = new Date()): DateRange {
  const today = dayjs(now);
  const first =
    preset === "1d"
      ? today
      : preset === "30d"
        ? today.subtract(29, "day")
        : today.subtract(1, "year").add(1, "day");
  return statisticsRange(first, today);
}

export { dayjs };
