import { Minus, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useRef } from "react";
import type { NumberFieldProps as AriaNumberFieldProps } from "react-aria-components";
import type { FieldTextProps } from "../Field";
import { FieldFrame, useAffixes, useFieldState } from "../Field";
import { Box, StepButton, Stepper, StyledInput, StyledNumberField } from "./NumberField.styles";

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "children" | "className" | "style" | "render">, FieldTextProps {
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
  validationBehavior,
  "aria-describedby": ariaDescribedBy,
  ...props
}: NumberFieldProps) {
  const field = useFieldState({
    value,
    defaultValue: defaultValue ?? Number.NaN,
    onChange,
    onBlur,
    isEmpty: Number.isNaN,
    isRequired,
    isInvalid,
    validationBehavior,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const affixes = useAffixes(inputRef, prefix, suffix, ariaDescribedBy);

  return (
    <StyledNumberField
      data-ui="NumberField"
      {...field.rootProps}
      isReadOnly={isReadOnly}
      aria-describedby={affixes.describedBy}
      {...props}
    >
      <FieldFrame label={label} hint={hint} errorMessage={errorMessage} {...field.frameProps}>
        <Box isReadOnly={isReadOnly} onMouseDown={affixes.focusInput}>
          {affixes.prefix}
          <StyledInput ref={inputRef} placeholder={placeholder} />
          {affixes.suffix}
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
      </FieldFrame>
    </StyledNumberField>
  );
}
