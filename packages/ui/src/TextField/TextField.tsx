import { ExternalLink } from "lucide-react";
import type { FocusEvent, MouseEvent, ReactNode } from "react";
import { useId, useRef } from "react";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import { useFieldValue, useRequiredAfterBlur } from "./fieldState";
import { Affix, Box, OpenLink, RequiredMark, Row, StyledInput, StyledTextField } from "./TextField.styles";

export type TextFieldType = "text" | "number" | "email" | "password" | "url";

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  "children" | "className" | "style" | "render" | "type"
> {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, a failed `validate`, or required and left empty; the latter
   * falls back to "Required").
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text or an icon inside the box before the input, e.g. "€". */
  prefix?: ReactNode;
  /** Text or an icon inside the box after the input, e.g. "km". */
  suffix?: ReactNode;
  /** A URL: shows an icon link beside the input that opens it in a new tab. */
  externalLink?: string;
  type?: TextFieldType;
  placeholder?: string;
}

/**
 * A single-line text field (react-aria TextField): label, optional prefix and suffix inside the box, hint,
 * error, and an optional link that opens `externalLink` in a new tab. Validation defaults to `aria` (errors show
 * while typing or after leaving a required field empty); pass `validationBehavior="native"` to validate on
 * form submit instead.
 */
export function TextField({
  label,
  hint,
  errorMessage,
  prefix,
  suffix,
  externalLink,
  type = "text",
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
}: TextFieldProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useFieldValue(value, defaultValue ?? "", onChange);
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, current === "");
  const prefixId = `${id}-prefix`;
  const suffixId = `${id}-suffix`;
  const describedBy =
    [prefix != null && prefixId, suffix != null && suffixId, ariaDescribedBy].filter(Boolean).join(" ") ||
    undefined;

  // A press on the box beside the input (prefix, suffix, padding) puts the caret in the input.
  const focusInput = (event: MouseEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <StyledTextField
      data-ui="TextField"
      type={type}
      value={current}
      onChange={setCurrent}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
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
      <Row>
        <Box isReadOnly={isReadOnly} onMouseDown={focusInput}>
          {prefix != null && <Affix id={prefixId}>{prefix}</Affix>}
          <StyledInput ref={inputRef} placeholder={placeholder} />
          {suffix != null && <Affix id={suffixId}>{suffix}</Affix>}
        </Box>
        {externalLink && (
          <OpenLink
            href={externalLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t("textField.openLink")} (${t("common.opensInNewTab")})`}
          >
            <ExternalLink size={16} aria-hidden />
          </OpenLink>
        )}
      </Row>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{isMissing && !errorMessage ? t("common.required") : errorMessage}</FieldError>
    </StyledTextField>
  );
}
