import type { CalendarDate } from "@internationalized/date";
import { dateCodec } from "./dateValue";
import type { StringPickerProps } from "./PickerField";
import { PickerField } from "./PickerField";

/** `value`, `defaultValue`, `minValue` and `maxValue` are `YYYY-MM-DD`; `onChange` reports the same or null. */
export type DatePickerProps = StringPickerProps<CalendarDate>;

/**
 * A date field (react-aria DatePicker): segments typed in the locale's order (day, month, year) and a button
 * that opens a calendar. The public value is a `YYYY-MM-DD` string or null, never a date object.
 * Validation defaults to `aria`: a date outside `minValue`..`maxValue` shows an error while typing, and a
 * required field left empty shows "Required" after the user leaves it.
 */
export function DatePicker(props: DatePickerProps) {
  return <PickerField<CalendarDate> ui="DatePicker" codec={dateCodec} {...props} />;
}
