import type { CalendarDateTime } from "@internationalized/date";
import type { FocusEvent } from "react";
import { useMemo } from "react";
import type { DatePickerProps as AriaDatePickerProps } from "react-aria-components";
import { fromDateTimeValue, toDateTimeValue } from "../DatePicker/dateValue";
import type { PickerFieldBaseProps } from "../DatePicker/PickerField";
import { PickerField } from "../DatePicker/PickerField";
import { useFieldValue, useRequiredAfterBlur } from "../TextField/fieldState";

export interface DateTimePickerProps
  extends
    PickerFieldBaseProps,
    Omit<
      AriaDatePickerProps<CalendarDateTime>,
      | "children"
      | "className"
      | "style"
      | "render"
      | "value"
      | "defaultValue"
      | "onChange"
      | "minValue"
      | "maxValue"
      | "validate"
      | "placeholderValue"
      | "granularity"
      | "hourCycle"
      | "hideTimeZone"
      | "shouldForceLeadingZeros"
      | "isDateUnavailable"
    > {
  /**
   * The local date and time as `YYYY-MM-DDTHH:mm:ss`, or null for none (controlled). An instant with `Z` or an
   * offset is shown in the browser's time zone.
   */
  value?: string | null;
  /** The initial value (uncontrolled), like `value`. */
  defaultValue?: string | null;
  /**
   * Called with the local `YYYY-MM-DDTHH:mm:ss` once every segment is filled (or a day is picked; the time
   * then stays, or is 00:00:00), and null when cleared.
   */
  onChange?: (value: string | null) => void;
  /** The earliest allowed moment, `YYYY-MM-DDTHH:mm:ss`. */
  minValue?: string;
  /** The latest allowed moment, `YYYY-MM-DDTHH:mm:ss`. */
  maxValue?: string;
  /** Custom validation of the `YYYY-MM-DDTHH:mm:ss` value: return an error message, or null when valid. */
  validate?: (value: string | null) => string | string[] | true | null | undefined;
}

/**
 * A date and time field (react-aria DatePicker with second granularity): the date segments in the locale's
 * order, then the time, always 24-hour `HH:mm:ss`, and a button that opens the same calendar as DatePicker.
 * The public value is a local `YYYY-MM-DDTHH:mm:ss` string or null.
 */
export function DateTimePicker({
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  validate,
  isRequired,
  ...props
}: DateTimePickerProps) {
  const [current, setCurrent] = useFieldValue<string | null>(value, defaultValue ?? null, onChange);
  const dateTime = useMemo(() => toDateTimeValue(current), [current]);
  const min = useMemo(() => toDateTimeValue(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => toDateTimeValue(maxValue) ?? undefined, [maxValue]);
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, dateTime === null);

  return (
    <PickerField<CalendarDateTime>
      ui="DateTimePicker"
      granularity="second"
      hourCycle={24}
      value={dateTime}
      onChange={(next) => setCurrent(fromDateTimeValue(next))}
      onBlur={(event: FocusEvent<Element>) => {
        markTouched();
        onBlur?.(event);
      }}
      minValue={min}
      maxValue={max}
      validate={validate ? (next) => validate(fromDateTimeValue(next)) : undefined}
      isRequired={isRequired}
      isMissing={isMissing}
      {...props}
    />
  );
}
