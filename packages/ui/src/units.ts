// Quantities with their units in the UI language: "2 GB", "2,5 Go", "4 س", "3 Mbit/s". Intl's unit formatting
// (CLDR) names and orders each unit as the language writes it, so no unit is left in English or put on the wrong
// side of its number (issue 43, item 11: Arabic showed "GB 2" and "d 1", with "d" and "h" untranslated).

/** The units the product shows (products.md: bandwidth Mbit/s; volume MB, GB, TB; time s, m, h, d). */
export type QuantityUnit = "B" | "KB" | "MB" | "GB" | "TB" | "s" | "m" | "h" | "d" | "Mbit/s";

const INTL_UNITS: Record<QuantityUnit, string> = {
  B: "byte",
  KB: "kilobyte",
  MB: "megabyte",
  GB: "gigabyte",
  TB: "terabyte",
  s: "second",
  m: "minute",
  h: "hour",
  d: "day",
  "Mbit/s": "megabit-per-second",
};

export const isQuantityUnit = (unit: string): unit is QuantityUnit => unit in INTL_UNITS;

export interface QuantityOptions {
  /** Decimals shown at most (default 1). */
  digits?: number;
  /** "short" ("4 hr", the default), "narrow" ("4h") or "long" ("4 hours"). */
  display?: "short" | "narrow" | "long";
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(unit: QuantityUnit, locale: string, { digits = 1, display = "short" }: QuantityOptions) {
  const key = `${unit}|${locale}|${digits}|${display}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "unit",
      unit: INTL_UNITS[unit],
      unitDisplay: display,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

// CLDR abbreviates megabit as "Mb" in most languages; the product's bandwidth unit is written "Mbit/s" (the spec's
// and the usual SI form), so a bare "Mb" becomes "Mbit" while a language's own word (Мбит, ميغابت) stays.
const ownBandwidthName = (unit: QuantityUnit, text: string) =>
  unit === "Mbit/s" ? text.replace(/\bMb(?=\/)/, "Mbit") : text;

/**
 * The quantity's parts in the UI language's order: the number's parts and the unit's (`type: "unit"`), e.g. to
 * draw the unit smaller than its number. A unit this module does not know comes after the number, spaced.
 */
export function quantityParts(
  value: number,
  unit: string,
  locale: string,
  options: QuantityOptions = {},
): Intl.NumberFormatPart[] {
  if (!isQuantityUnit(unit)) {
    const number = new Intl.NumberFormat(locale, {
      maximumFractionDigits: options.digits ?? 1,
    }).formatToParts(value);
    return unit ? [...number, { type: "literal", value: " " }, { type: "unit", value: unit }] : number;
  }
  return formatOf(unit, locale, options)
    .formatToParts(value)
    .map((part) => (part.type === "unit" ? { ...part, value: ownBandwidthName(unit, part.value) } : part));
}

/** The quantity as text in the UI language: "2 GB", "2,5 Go", "4 س", "3 Mbit/s". */
export const formatQuantity = (value: number, unit: string, locale: string, options?: QuantityOptions) =>
  quantityParts(value, unit, locale, options)
    .map((part) => part.value)
    .join("");

/**
 * The unit's own name in the UI language, for a unit picker or an axis ("GB", "Std.", "ساعات"); `long` names it
 * in words ("hours"). A unit this module does not know is returned as given.
 */
export function unitName(
  unit: string,
  locale: string,
  display: QuantityOptions["display"] = "short",
): string {
  if (!isQuantityUnit(unit)) return unit;
  // Of many (the plural of most languages), so a picker reads "hours", not "hour".
  return quantityParts(10, unit, locale, { display })
    .filter((part) => part.type === "unit")
    .map((part) => part.value)
    .join("")
    .trim();
}
