import type { CalendarDate } from "@internationalized/date";
import { dateCodec } from "./dateValue";
import type { DateIntent } from "./entry";
import type { DatePickerProps } from "./PickerField";
import { PickerField } from "./PickerField";

/**
 * The date field itself (react-aria DatePicker: segments and calendar), fetched after the screen that draws it
 * (DatePicker.tsx draws a stand-in until then). Parts of the library that load on demand anyway (an edit dialog's
 * fields, the setting editor, a chart's range) use it directly.
 */
export function FullDatePicker({ intent, ...props }: DatePickerProps & { intent?: DateIntent | null }) {
  return <PickerField<CalendarDate> ui="DatePicker" codec={dateCodec} intent={intent} {...props} />;
}
