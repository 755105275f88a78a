import type { CalendarDate, CalendarDateTime } from "@internationalized/date";
import { parseAbsoluteToLocal, parseDate, parseDateTime, toCalendarDateTime } from "@internationalized/date";

// The pickers' public values are strings, so screens never handle @internationalized/date objects.

const DATE = /^\d{4}-\d{2}-\d{2}/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** `YYYY-MM-DD` (a longer ISO string is cut to its date part) as a CalendarDate; null when empty or invalid. */
export function toDateValue(value: string | null | undefined): CalendarDate | null {
  const match = value ? DATE.exec(value.trim()) : null;
  if (!match) return null;
  try {
    return parseDate(match[0]);
  } catch {
    return null;
  }
}

/** A CalendarDate as `YYYY-MM-DD`, or null. */
export function fromDateValue(value: CalendarDate | null | undefined): string | null {
  return value ? value.toString() : null;
}

/**
 * A local date-time `YYYY-MM-DDTHH:mm(:ss)` as a CalendarDateTime (whole seconds). An instant with `Z` or an
 * offset (`2026-11-20T10:00:00Z`) is converted to the browser's time zone. Null when empty or invalid.
 */
export function toDateTimeValue(value: string | null | undefined): CalendarDateTime | null {
  const text = value?.trim();
  if (!text || !DATE.test(text)) return null;
  try {
    const dateTime = OFFSET.test(text) ? toCalendarDateTime(parseAbsoluteToLocal(text)) : parseDateTime(text);
    return dateTime.set({ millisecond: 0 });
  } catch {
    return null;
  }
}

/** A CalendarDateTime as the local `YYYY-MM-DDTHH:mm:ss` (no milliseconds, no offset), or null. */
export function fromDateTimeValue(value: CalendarDateTime | null | undefined): string | null {
  return value ? value.toString().slice(0, 19) : null;
}

/** How a picker turns its public string into the date object react-aria edits, and back. */
export interface DateCodec<T> {
  parse: (value: string | null | undefined) => T | null;
  format: (value: T | null) => string | null;
}

export const dateCodec: DateCodec<CalendarDate> = { parse: toDateValue, format: fromDateValue };

export const dateTimeCodec: DateCodec<CalendarDateTime> = {
  parse: toDateTimeValue,
  format: fromDateTimeValue,
};
