import type { Time } from "@internationalized/date";
import { useMemo, useState } from "react";
import type { TimeFieldProps as AriaTimeFieldProps, TimeValue } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Segment } from "../DatePicker/DatePicker.styles";
import type { SegmentedFieldOwnProps } from "../DatePicker/PickerField";
import type { FieldTextProps } from "../Field";
import { FieldFrame, useFieldState } from "../Field";
import { StyledTimeField, TimeInput } from "./TimeField.styles";
import { fromTimeValue, isFullHour, toTimeValue } from "./timeValue";

export interface TimeFieldProps
  extends Omit<AriaTimeFieldProps<Time>, SegmentedFieldOwnProps>, FieldTextProps {
  /**
   * The time as `HH:mm:ss` or `HH:mm`, or null for none (controlled). A date-time string gives its time part
   * as written (`1970-01-01T08:00:00Z` is 08:00:00).
   */
  value?: string | null;
  /** The initial time (uncontrolled), like `value`. */
  defaultValue?: string | null;
  /** Called with `HH:mm:ss` (`HH:mm` without seconds) once every segment is filled, and null when cleared. */
  onChange?: (value: string | null) => void;
  /** Show and edit seconds: `HH:mm:ss`; without them `HH:mm`. Default true. */
  withSeconds?: boolean;
  /**
   * Only full hours: a time with minutes (or seconds) other than 00 shows an error and is not passed to
   * `onChange`, which keeps the last full hour (the settings' `allowFullHoursOnly`).
   */
  fullHoursOnly?: boolean;
  /** The earliest allowed time, `HH:mm(:ss)`. */
  minValue?: string;
  /** The latest allowed time, `HH:mm(:ss)`. */
  maxValue?: string;
}

/**
 * A time field (react-aria TimeField), always 24-hour: `HH:mm:ss`, or `HH:mm` with `withSeconds={false}`.
 * Segments are typed (each filled one moves on) or stepped with ArrowUp/ArrowDown. The public value is a
 * string or null, never a time object.
 */
export function TimeField({
  label,
  hint,
  errorMessage,
  withSeconds = true,
  fullHoursOnly = false,
  minValue,
  maxValue,
  isReadOnly,
  ...props
}: TimeFieldProps) {
  const { t } = useTranslation("ui");
  // `current` is the accepted value (what onChange last reported); `shown` is what the segments hold, which
  // with `fullHoursOnly` may be a refused time the user still sees with its error.
  const field = useFieldState(props, null, (time) => time === null);
  const { value: current, onChange: setCurrent, isInvalid, ...rootProps } = field.rootProps;
  const [shown, setShown] = useState(() => toTimeValue(current));
  const [syncedWith, setSyncedWith] = useState(current);
  if (current !== syncedWith) {
    // A new value from outside replaces what the segments hold.
    setSyncedWith(current);
    if (fromTimeValue(shown, withSeconds) !== current) setShown(toTimeValue(current));
  }
  const min = useMemo(() => toTimeValue(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => toTimeValue(maxValue) ?? undefined, [maxValue]);
  const notFullHour = fullHoursOnly && shown !== null && !isFullHour(shown);

  // The styled root loses react-aria's generic, so the value comes typed as any TimeValue: it is a Time.
  const change = (next: TimeValue | null) => {
    const time = next as Time | null;
    setShown(time);
    if (fullHoursOnly && time && !isFullHour(time)) return;
    setCurrent(fromTimeValue(time, withSeconds));
  };

  return (
    <StyledTimeField
      data-ui="TimeField"
      value={shown}
      onChange={change}
      granularity={withSeconds ? "second" : "minute"}
      hourCycle={24}
      shouldForceLeadingZeros
      minValue={min}
      maxValue={max}
      {...rootProps}
      isInvalid={isInvalid || notFullHour || undefined}
      isReadOnly={isReadOnly}
      {...field.rest}
    >
      <FieldFrame
        label={label}
        hint={hint}
        errorMessage={notFullHour ? t("timeField.fullHoursOnly") : errorMessage}
        {...field.frameProps}
      >
        <TimeInput>{(segment) => <Segment segment={segment} />}</TimeInput>
      </FieldFrame>
    </StyledTimeField>
  );
}
