import { Minus, Plus } from "lucide-react";
import type { FocusEvent, MouseEvent, ReactNode } from "react";
import { useId, useRef } from "react";
import type { NumberFieldProps as AriaNumberFieldProps, ValidationResult } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import { useFieldValue, useRequiredAfterBlur } from "../TextField/fieldState";
import { Affix, RequiredMark } from "../TextField/TextField.styles";
import { Box, StepButton, Stepper, StyledInput, StyledNumberField } from "./NumberField.styles";

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  "children" | "className" | "style" | "render"
> {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Shown when the field is invalid; a required field left empty falls back to "Required". */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text or an icon inside the box before the number, e.g. "€". */
  prefix?: ReactNode;
  /** Text or an icon inside the box after the number, e.g. "km". */
  suffix?: ReactNode;
  placeholder?: string;
}

/**
 * A number field (react-aria NumberField): typing commits on blur or Enter, ArrowUp/ArrowDown (and the
 * stepper buttons) change the value by `step` within `minValue`..`maxValue`, PageUp/PageDown by more,
 * Home/End jump to the bounds. `formatOptions` formats the value for the locale (currency, percent, unit).
 * An empty field is `NaN` in `onChange`.
 */
export function NumberField({
  label,
  hint,
  errorMessage,
  prefix,
  suffix,
  placeholder,
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  isRequired,
  isReadOnly,
  validationBehavior = "aria",
  "aria-describedby": ariaDescribedBy,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useFieldValue(value, defaultValue ?? Number.NaN, onChange);
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, Number.isNaN(current));
  const prefixId = `${id}-prefix`;
  const suffixId = `${id}-suffix`;
  const describedBy =
    [prefix != null && prefixId, suffix != null && suffixId, ariaDescribedBy].filter(Boolean).join(" ") ||
    undefined;

  // A press on the prefix, suffix or padding puts the caret in the input (the stepper keeps its own press).
  const focusInput = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest("input, button")) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <StyledNumberField
      data-ui="NumberField"
      value={current}
      onChange={setCurrent}
      onBlur={(event: FocusEvent<Element>) => {
        markTouched();
        onBlur?.(event);
      }}
      isInvalid={isInvalid || isMissing || undefined}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      validationBehavior={validationBehavior}
      aria-describedby={describedBy}
      {...props}
    >
      {label != null && (
        <FieldLabel>
          {label}
          {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
      )}
      <Box isReadOnly={isReadOnly} onMouseDown={focusInput}>
        {prefix != null && <Affix id={prefixId}>{prefix}</Affix>}
        <StyledInput ref={inputRef} placeholder={placeholder} />
        {suffix != null && <Affix id={suffixId}>{suffix}</Affix>}
        {!isReadOnly && (
          <Stepper>
            <StepButton slot="decrement">
              <Minus size={14} aria-hidden />
            </StepButton>
            <StepButton slot="increment">
              <Plus size={14} aria-hidden />
            </StepButton>
          </Stepper>
        )}
      </Box>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{isMissing && !errorMessage ? t("common.required") : errorMessage}</FieldError>
    </StyledNumberField>
  );
}
