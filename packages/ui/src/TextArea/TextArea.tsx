import type { FocusEvent, ReactNode } from "react";
import { useId } from "react";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import { useFieldValue, useRequiredAfterBlur } from "../TextField/fieldState";
import { RequiredMark } from "../TextField/TextField.styles";
import { Count, Footer, StyledTextArea, StyledTextField } from "./TextArea.styles";

export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  "children" | "className" | "style" | "render" | "type"
> {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Shown when the field is invalid; a required field left empty falls back to "Required". */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Visible lines before the box scrolls (the user can drag it taller). */
  rows?: number;
  placeholder?: string;
}

/**
 * A multi-line text field (react-aria TextField + TextArea) with label, hint and error. With `maxLength` it
 * shows how many characters are used ("12 / 200 characters"), linked to the text area as a description.
 */
export function TextArea({
  label,
  hint,
  errorMessage,
  rows = 4,
  placeholder,
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  isRequired,
  maxLength,
  validationBehavior = "aria",
  "aria-describedby": ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const { t } = useTranslation("ui");
  const countId = `${useId()}-count`;
  const [current, setCurrent] = useFieldValue(value, defaultValue ?? "", onChange);
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, current === "");
  const hasCount = maxLength != null;
  const describedBy = [hasCount && countId, ariaDescribedBy].filter(Boolean).join(" ") || undefined;

  return (
    <StyledTextField
      data-ui="TextArea"
      value={current}
      onChange={setCurrent}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        markTouched();
        onBlur?.(event);
      }}
      isInvalid={isInvalid || isMissing || undefined}
      isRequired={isRequired}
      maxLength={maxLength}
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
      <StyledTextArea rows={rows} placeholder={placeholder} />
      {(hint != null || hasCount) && (
        <Footer>
          <FieldDescription>{hint}</FieldDescription>
          {hasCount && (
            <Count id={countId} $over={current.length > maxLength}>
              {t("textArea.characterCount", { count: current.length, max: maxLength })}
            </Count>
          )}
        </Footer>
      )}
      <FieldError>{isMissing && !errorMessage ? t("common.required") : errorMessage}</FieldError>
    </StyledTextField>
  );
}
