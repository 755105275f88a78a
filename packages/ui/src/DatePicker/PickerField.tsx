import type { CalendarDate } from "@internationalized/date";
import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect, useMemo, useRef } from "react";
import type { DatePickerProps as AriaDatePickerProps, DateValue } from "react-aria-components";
import { I18nProvider, useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { FieldTextProps } from "../Field";
import { FieldFrame, useFieldState } from "../Field";
import { CalendarPopover } from "./CalendarPopover";
import { Box, CalendarButton, Segment, StyledDateInput, StyledDatePicker } from "./DatePicker.styles";
import type { DateIntent } from "./entry";
import { dateEntryLocale } from "./entry";
import type { DateCodec } from "./dateValue";

export { dateEntryLocale } from "./entry";

/**
 * What a segmented date or time field (the pickers, TimeField) replaces in react-aria's props: its value as a
 * string instead of a date object, and the format it fixes itself.
 */
export type SegmentedFieldOwnProps =
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
  | "shouldForceLeadingZeros";

/**
 * The props of DatePicker and DateTimePicker: react-aria's DatePicker with string values (`T` is the date
 * object only the picker sees).
 */
export interface StringPickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, SegmentedFieldOwnProps | "isDateUnavailable">, FieldTextProps {
  /**
   * The value as the picker's string (DatePicker `YYYY-MM-DD`, DateTimePicker the local `YYYY-MM-DDTHH:mm:ss`),
   * or null for none (controlled).
   */
  value?: string | null;
  /** The initial value (uncontrolled), like `value`. */
  defaultValue?: string | null;
  /**
   * Called with the picker's string once every segment is filled (or a day is picked; a date-time keeps its
   * time, or is 00:00:00), and null when cleared.
   */
  onChange?: (value: string | null) => void;
  /** The earliest allowed value, as the picker's string: earlier days are disabled in the calendar. */
  minValue?: string;
  /** The latest allowed value, as the picker's string. */
  maxValue?: string;
  /** Custom validation of the string value: return an error message, or null when valid. */
  validate?: (value: string | null) => string | string[] | true | null | undefined;
}

/** `value`, `defaultValue`, `minValue` and `maxValue` are `YYYY-MM-DD`; `onChange` reports the same or null. */
export type DatePickerProps = StringPickerProps<CalendarDate>;

interface PickerFieldProps<T extends DateValue> extends StringPickerProps<T> {
  /** The `data-ui` name of the root. */
  ui: string;
  /** Converts between the public string and the date object react-aria edits. */
  codec: DateCodec<T>;
  granularity?: AriaDatePickerProps<T>["granularity"];
  hourCycle?: AriaDatePickerProps<T>["hourCycle"];
  /** What the user did to the stand-in drawn before this field's parts came (DatePicker.tsx), taken over on mount. */
  intent?: DateIntent | null;
}

/** Date segments and their calendar in the date entry locale (see {@link dateEntryLocale}). */
function DateEntryLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <I18nProvider locale={dateEntryLocale(locale)}>{children}</I18nProvider>;
}

/**
 * The field both pickers are: label, segments with a calendar button, hint, error and the calendar popover.
 * Validation defaults to `aria`: a value outside `minValue`..`maxValue` shows an error while typing, and a
 * required field left empty shows "Required" after the user leaves it.
 */
export function PickerField<T extends DateValue>({
  ui,
  codec,
  label,
  hint,
  errorMessage,
  minValue,
  maxValue,
  validate,
  isReadOnly,
  intent,
  ...props
}: PickerFieldProps<T>) {
  const { t } = useTranslation("ui");
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Once, as the field takes over from its stand-in: the focus goes where the user put it (a segment, the
    // calendar button); a calendar asked for opens (`defaultOpen` below) and takes the focus itself.
    if (!intent?.focused || intent.open) return;
    const box = boxRef.current;
    const target = intent.segment
      ? box?.querySelector(`[data-type="${intent.segment}"]`)
      : box?.querySelector("button");
    (target as HTMLElement | null | undefined)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const field = useFieldState(props, null, (text) => codec.parse(text) === null);
  const { value: current, onChange: setCurrent, ...rootProps } = field.rootProps;
  const date = useMemo(() => codec.parse(current), [codec, current]);
  const min = useMemo(() => codec.parse(minValue) ?? undefined, [codec, minValue]);
  const max = useMemo(() => codec.parse(maxValue) ?? undefined, [codec, maxValue]);

  return (
    <DateEntryLocale>
      <StyledDatePicker
        data-ui={ui}
        value={date}
        // The styled root loses react-aria's generic: what it reports is the picker's own T.
        onChange={(next) => setCurrent(codec.format(next as T | null))}
        minValue={min}
        maxValue={max}
        validate={validate ? (next) => validate(codec.format(next as T | null)) : undefined}
        {...rootProps}
        isReadOnly={isReadOnly}
        shouldForceLeadingZeros
        defaultOpen={intent?.open || undefined}
        {...(field.rest as AriaDatePickerProps<DateValue>)}
      >
        <FieldFrame label={label} hint={hint} errorMessage={errorMessage} {...field.frameProps}>
          <Box ref={boxRef} isReadOnly={isReadOnly}>
            <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
            {!isReadOnly && (
              <CalendarButton aria-label={t("datePicker.openCalendar")}>
                <CalendarDays size={16} aria-hidden />
              </CalendarButton>
            )}
          </Box>
          {/* Rendered in a portal: where it stands among the field's parts does not matter. */}
          <CalendarPopover />
        </FieldFrame>
      </StyledDatePicker>
    </DateEntryLocale>
  );
}
