import { formatDate, formatDateTime } from "../i18n/dates";
import { LANGUAGES } from "../i18n/languages";
import { COUNTRY_CODES } from "./countries";
import type { SettingsSchemaNode } from "./settingsLogic";
import { isEmptyValue, toShownTime } from "./settingsLogic";

/** A choice of an editor's select; `id` is the option value as text (select keys are strings). */
export interface ChoiceItem {
  id: string;
  label: string;
  /** The option's own value (a number stays a number). */
  value: string | number | boolean;
}

export interface FormatContext {
  /** The UI locale as react-aria knows it (`sr-Latn-RS` for Serbian), for country names and sorting. */
  locale: string;
  /** "(not set / off)" in the UI language. */
  notSet: string;
  /** "On" in the UI language (a boolean that is on). */
  on: string;
}

/** A secret that is set, as the tree and the confirm list show it: never its characters, nor their number. */
export const MASKED_SECRET = "••••••••";

const countryCache = new Map<string, ChoiceItem[]>();

/** Every ISO 3166 country, named in the UI language by `Intl.DisplayNames`, sorted by that name. */
export function countryItems(locale: string): ChoiceItem[] {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  const items = COUNTRY_CODES.map((code) => ({ id: code, label: names.of(code) ?? code, value: code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
  countryCache.set(locale, items);
  return items;
}

/** The choices of a node: its options when it has some, else the 22 UI languages or every country. */
export function choiceItems(node: SettingsSchemaNode, locale: string): ChoiceItem[] | undefined {
  if (node.options?.length) {
    return node.options.map((option) => ({
      id: String(option.value),
      label: option.text,
      value: option.value,
    }));
  }
  if (node.type === "language") {
    return LANGUAGES.map((language) => ({ id: language.code, label: language.name, value: language.code }));
  }
  if (node.type === "country") return countryItems(locale);
  return undefined;
}

/** The text of one (non-empty) element of a value. */
function formatOne(node: SettingsSchemaNode, value: unknown, context: FormatContext): string {
  const items = choiceItems(node, context.locale);
  const key = String(value);
  const item = items?.find((choice) => choice.id === key || choice.id.toUpperCase() === key.toUpperCase());
  if (item) return item.label;
  switch (node.type) {
    case "boolean":
      return context.on;
    case "time":
      return toShownTime(value) ?? key;
    case "date":
      return formatDate(value as string) || key;
    case "datetime":
      return formatDateTime(value as string) || key;
    case "number":
      // Whole-number settings are ids and counts: 7311, not 7,311.
      return typeof value === "number"
        ? new Intl.NumberFormat(context.locale, { useGrouping: !node.integer }).format(value)
        : key;
    default:
      return key;
  }
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * A list as the UI language writes one: "Weather, Clock, News" in English, "الطقس والساعة والأخبار" in Arabic,
 * "天気、時計、ニュース" in Japanese (a Latin comma read as a stray mark in those).
 */
function formatList(items: string[], locale: string): string {
  let list = listFormats.get(locale);
  if (!list) {
    list = new Intl.ListFormat([locale, "en"], { type: "conjunction", style: "narrow" });
    listFormats.set(locale, list);
  }
  return list.format(items);
}

/** A value as the tree and the confirm list show it: "(not set / off)" when empty, lists as the language joins them. */
export function formatValue(node: SettingsSchemaNode, value: unknown, context: FormatContext): string {
  if (isEmptyValue(value)) return context.notSet;
  if (node.secret) return MASKED_SECRET;
  if (Array.isArray(value))
    return formatList(
      value.map((element) => formatOne(node, element, context)),
      context.locale,
    );
  return formatOne(node, value, context);
}
