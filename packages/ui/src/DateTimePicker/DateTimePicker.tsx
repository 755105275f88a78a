import type { CalendarDateTime } from "@internationalized/date";
import { dateTimeCodec } from "../DatePicker/dateValue";
import type { StringPickerProps } from "../DatePicker/PickerField";
import { PickerField } from "../DatePicker/PickerField";

/**
 * `value`, `defaultValue`, `minValue` and `maxValue` are the local `YYYY-MM-DDTHH:mm:ss` (an instant with `Z`
 * or an offset is shown in the browser's time zone); `onChange` reports the local string or null.
 */
export type DateTimePickerProps = StringPickerProps<CalendarDateTime>;

/**
 * A date and time field (react-aria DatePicker with second granularity): the date segments in the locale's
 * order, then the time, always 24-hour `HH:mm:ss`, and a button that opens the same calendar as DatePicker.
 * The public value is a local `YYYY-MM-DDTHH:mm:ss` string or null.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  return (
    <PickerField<CalendarDateTime>
      ui="DateTimePicker"
      codec={dateTimeCodec}
      granularity="second"
      hourCycle={24}
      {...props}
    />
  );
}
