import type { CalendarDate } from "@internationalized/date";
import type { FocusEvent } from "react";
import { useMemo } from "react";
import type { DatePickerProps as AriaDatePickerProps } from "react-aria-components";
import { useFieldValue, useRequiredAfterBlur } from "../TextField/fieldState";
import { fromDateValue, toDateValue } from "./dateValue";
import type { PickerFieldBaseProps } from "./PickerField";
import { PickerField } from "./PickerField";

export interface DatePickerProps
  extends
    PickerFieldBaseProps,
    Omit<
      AriaDatePickerProps<CalendarDate>,
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
  /** The date as `YYYY-MM-DD`, or null for none (controlled). */
  value?: string | null;
  /** The initial date as `YYYY-MM-DD` (uncontrolled). */
  defaultValue?: string | null;
  /** Called with `YYYY-MM-DD` once every segment is filled (or a day is picked), and null when cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest allowed date, `YYYY-MM-DD`: earlier ones are disabled in the calendar and invalid when typed. */
  minValue?: string;
  /** The latest allowed date, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Custom validation of the `YYYY-MM-DD` value: return an error message, or null when valid. */
  validate?: (value: string | null) => string | string[] | true | null | undefined;
}

/**
 * A date field (react-aria DatePicker): segments typed in the locale's order (day, month, year) and a button
 * that opens a calendar. The public value is a `YYYY-MM-DD` string or null, never a date object.
 * Validation defaults to `aria`: a date outside `minValue`..`maxValue` shows an error while typing, and a
 * required field left empty shows "Required" after the user leaves it.
 */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  validate,
  isRequired,
  ...props
}: DatePickerProps) {
  const [current, setCurrent] = useFieldValue<string | null>(value, defaultValue ?? null, onChange);
  const date = useMemo(() => toDateValue(current), [current]);
  const min = useMemo(() => toDateValue(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => toDateValue(maxValue) ?? undefined, [maxValue]);
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, date === null);

  return (
    <PickerField<CalendarDate>
      ui="DatePicker"
      value={date}
      onChange={(next) => setCurrent(fromDateValue(next))}
      onBlur={(event: FocusEvent<Element>) => {
        markTouched();
        onBlur?.(event);
      }}
      minValue={min}
      maxValue={max}
      validate={validate ? (next) => validate(fromDateValue(next)) : undefined}
      isRequired={isRequired}
      isMissing={isMissing}
      {...props}
    />
  );
}
