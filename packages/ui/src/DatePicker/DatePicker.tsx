import { useState } from "react";
import { deferredPart } from "../overlays/load";
import { DatePickerStandIn } from "./DatePickerStandIn";
import type { DateIntent } from "./entry";
import type { DatePickerProps } from "./PickerField";

export type { DatePickerProps } from "./PickerField";

/**
 * The date field's parts (react-aria's date field, calendar and popover, @internationalized/date: about 50 KiB
 * of brotli), fetched after the screen is drawn or when the field is reached for. The reservations' day is on
 * their first paint: with the parts on it, a phone's largest paint came about 250 ms later (issue 40).
 */
export const dateParts = deferredPart(() => import("./DatePickerFull"));

/** Fetches the date field's parts now (tests and stories render with them, as the overlay parts). */
export const loadDateParts = () => dateParts.load();

/**
 * A date field (react-aria DatePicker): segments typed in the locale's order (day, month, year) and a button
 * that opens a calendar. The public value is a `YYYY-MM-DD` string or null, never a date object.
 * Validation defaults to `aria`: a date outside `minValue`..`maxValue` shows an error while typing, and a
 * required field left empty shows "Required" after the user leaves it.
 *
 * Until its parts have come (the page's first second) the field is drawn as it will be, its date written in the
 * same segments, and what the user does meanwhile is kept: a press on a segment focuses it, on the calendar
 * button opens the calendar, when they come.
 */
export function DatePicker(props: DatePickerProps) {
  const parts = dateParts.use();
  const [intent, setIntent] = useState<DateIntent | null>(null);
  if (parts) return <parts.FullDatePicker {...props} intent={intent} />;
  return <DatePickerStandIn {...props} onIntent={setIntent} onWant={dateParts.want} />;
}
