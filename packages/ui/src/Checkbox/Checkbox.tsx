import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import type {
  CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxGroupProps as AriaCheckboxGroupProps,
  ValidationResult,
} from "react-aria-components";
import { FieldDescription, FieldError, FieldFrame, useFieldState } from "../Field";
import {
  Box,
  Items,
  StyledCheckboxButton,
  StyledCheckboxField,
  StyledCheckboxGroup,
} from "./Checkbox.styles";

export interface CheckboxProps extends Omit<
  AriaCheckboxFieldProps,
  "children" | "className" | "style" | "render"
> {
  /** The label beside the box. */
  children?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Shown when the checkbox is invalid (alone; inside a CheckboxGroup the group shows the error). */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A checkbox (react-aria CheckboxField + CheckboxButton): Space or a click toggles it. `isIndeterminate`
 * shows a dash (e.g. "select all" when only some are selected); it is visual only and the next toggle clears it
 * in the parent's state. Inside a `CheckboxGroup` give it a `value`.
 */
export function Checkbox({
  children,
  hint,
  errorMessage,
  validationBehavior = "aria",
  ...props
}: CheckboxProps) {
  return (
    <StyledCheckboxField data-ui="Checkbox" validationBehavior={validationBehavior} {...props}>
      <StyledCheckboxButton>
        {({ isSelected, isIndeterminate }) => (
          <>
            <Box>
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} aria-hidden />
              ) : (
                isSelected && <Check size={14} strokeWidth={3} aria-hidden />
              )}
            </Box>
            {children}
          </>
        )}
      </StyledCheckboxButton>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </StyledCheckboxField>
  );
}

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  "children" | "className" | "style" | "render"
> {
  /** The visible label of the group (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Help text under the checkboxes. */
  hint?: ReactNode;
  /** Shown when the group is invalid; a required group left with nothing selected falls back to "Required". */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Checkboxes stacked (default) or in a wrapping row. */
  orientation?: "vertical" | "horizontal";
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
}

/** A labelled set of checkboxes (react-aria CheckboxGroup); `value`/`onChange` are the selected values. */
export function CheckboxGroup({
  label,
  hint,
  errorMessage,
  orientation = "vertical",
  children,
  ...props
}: CheckboxGroupProps) {
  const field = useFieldState(props, [], (values) => values.length === 0);
  return (
    <StyledCheckboxGroup data-ui="CheckboxGroup" {...field.rootProps} {...field.rest}>
      <FieldFrame label={label} hint={hint} errorMessage={errorMessage} {...field.frameProps}>
        <Items $orientation={orientation}>{children}</Items>
      </FieldFrame>
    </StyledCheckboxGroup>
  );
}
