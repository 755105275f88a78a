import type { DateInput } from "../i18n/dates";
import { formatDate, formatDateTime, formatDay } from "../i18n/dates";

export interface FormattedDateProps {
  /** The date: an ISO string, ms since 1970 (UTC) or a Date; null or invalid shows `fallback`. */
  value: DateInput;
  /**
   * "dateTime" (DD.MM.YYYY HH:mm:ss, the default), "date" (DD.MM.YYYY, the local day) or "day" (DD.MM.YYYY, the
   * day the server means by an instant such as a licence's end at 23:59 UTC; see `formatDay`).
   */
  kind?: "date" | "dateTime" | "day";
  /** Shown when there is no valid date. */
  fallback?: string;
}

/**
 * A date or date-time as the spec shows it, isolated left to right: in a right-to-left page the numbers of
 * "24.11.2026 09:55:00" are runs of their own, and without the isolation they read "09:55:00 24.11.2026".
 * Every place that shows a date uses this (or `isolateLtr` inside a sentence), so the order is right everywhere.
 */
export function FormattedDate({ value, kind = "dateTime", fallback = "" }: FormattedDateProps) {
  const text =
    kind === "date" ? formatDate(value) : kind === "day" ? formatDay(value) : formatDateTime(value);
  if (!text) return <>{fallback}</>;
  const iso = typeof value === "string" ? value : undefined;
  return (
    <time data-ui="FormattedDate" dateTime={iso} dir="ltr">
      {text}
    </time>
  );
}

/**
 * A left-to-right text (a date, an e-mail, a MAC) for a translated sentence, between the Unicode isolates LRI
 * and PDI: the sentence may be right to left, the value keeps its own order. Not for search or CSV texts.
 */
export const isolateLtr = (text: string): string => (text ? `\u2066${text}\u2069` : text);
