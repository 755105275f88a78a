/** What the user did to a date field drawn before its parts came (DatePickerStandIn), for the field to take over. */
export interface DateIntent {
  /** The field had the focus. */
  focused: boolean;
  /** Which segment was pressed (`day`, `month`, `year`); none: the calendar button had the focus. */
  segment?: string;
  /** The calendar was asked to open. */
  open: boolean;
}

/**
 * The locale a date is typed in: the UI's own, except English, which react-aria would write in the US order
 * (12/04/1986) while every table shows the spec's DD.MM.YYYY. English dates are typed as the tables show them
 * (04.12.1986, 24-hour); Swiss English is the locale that writes exactly that. Other languages keep their
 * own order, day first or, in Japanese, Chinese and Hungarian, year first: never month first.
 */
export function dateEntryLocale(locale: string): string {
  return /^en(-|$)/i.test(locale) ? "en-CH" : locale;
}

/** A date's segments as react-aria's date field writes them: `day`, `month`, `year`, and `literal` between. */
export interface DateSegmentText {
  type: "day" | "month" | "year" | "literal";
  text: string;
}

/**
 * `YYYY-MM-DD` in the segments react-aria's date field draws for it in `locale` (with leading zeros, as the pickers
 * force them): the same Intl formats react-stately uses, so the stand-in writes what the field will. Null for no
 * date.
 */
export function dateSegmentTexts(value: string | null | undefined, locale: string): DateSegmentText[] | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const parts = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).formatToParts(date);
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const twoDigits = new Intl.NumberFormat(locale, { useGrouping: false, minimumIntegerDigits: 2 });
  return parts.map((part): DateSegmentText => {
    if (part.type === "year") return { type: "year", text: plain.format(year) };
    if (part.type === "month") return { type: "month", text: twoDigits.format(month) };
    if (part.type === "day") return { type: "day", text: twoDigits.format(day) };
    return { type: "literal", text: part.value };
  });
}
