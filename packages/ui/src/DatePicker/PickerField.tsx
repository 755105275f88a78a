import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import type {
  DatePickerProps as AriaDatePickerProps,
  DateValue,
  ValidationResult,
} from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import { RequiredMark } from "../TextField/TextField.styles";
import { CalendarPopover } from "./CalendarPopover";
import { Box, CalendarButton, Segment, StyledDateInput, StyledDatePicker } from "./DatePicker.styles";

/** What DatePicker and DateTimePicker share besides their value type. */
export interface PickerFieldBaseProps {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, outside `minValue`..`maxValue`, or required and left empty).
   * Without it, react-aria's localized range message ("Value must be … or later") or "Required" shows.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface PickerFieldProps<T extends DateValue>
  extends PickerFieldBaseProps, Omit<AriaDatePickerProps<T>, "children" | "className" | "style" | "render"> {
  /** The `data-ui` name of the root. */
  ui: string;
  /** A required field the user left empty: shows "Required". */
  isMissing?: boolean;
}

/** The field both pickers render: label, segments with a calendar button, hint, error and the popover. */
export function PickerField<T extends DateValue>({
  ui,
  label,
  hint,
  errorMessage,
  isMissing,
  isInvalid,
  isRequired,
  isReadOnly,
  validationBehavior = "aria",
  ...props
}: PickerFieldProps<T>) {
  const { t } = useTranslation("ui");
  return (
    <StyledDatePicker
      data-ui={ui}
      isInvalid={isInvalid || isMissing || undefined}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      validationBehavior={validationBehavior}
      shouldForceLeadingZeros
      {...(props as AriaDatePickerProps<DateValue>)}
    >
      {label != null && (
        <FieldLabel>
          {label}
          {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
      )}
      <Box>
        <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        {!isReadOnly && (
          <CalendarButton aria-label={t("datePicker.openCalendar")}>
            <CalendarDays size={16} aria-hidden />
          </CalendarButton>
        )}
      </Box>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{isMissing && !errorMessage ? t("common.required") : errorMessage}</FieldError>
      <CalendarPopover />
    </StyledDatePicker>
  );
}
