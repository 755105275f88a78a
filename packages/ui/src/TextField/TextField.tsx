import type { ReactNode } from "react";
import { useRef } from "react";
import type { TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import type { FieldTextProps } from "../Field";
import { FieldFrame, useAffixes, useFieldState } from "../Field";
import { Box, Row, StyledInput, StyledTextField } from "./TextField.styles";

export type TextFieldType = "text" | "number" | "email" | "password" | "url";

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, "children" | "className" | "style" | "render" | "type">, FieldTextProps {
  /** Text or an icon inside the box before the input, e.g. "€". */
  prefix?: ReactNode;
  /** Text or an icon inside the box after the input, e.g. "km". */
  suffix?: ReactNode;
  /** A control beside the box, at its inline end: an OpenLink to the field's address, for one. */
  action?: ReactNode;
  /** The input's type: text (default), number, email, password or url. */
  type?: TextFieldType;
  /** Shown in the empty box; never instead of a label. */
  placeholder?: string;
}

/**
 * A single-line text field (react-aria TextField): label, optional prefix and suffix inside the box, hint,
 * error, and an optional `action` beside the box (OpenLink, which opens the field's address in a new tab).
 * Validation defaults to `aria` (errors show while typing or after leaving a required field empty); pass
 * `validationBehavior="native"` to validate on form submit instead.
 */
export function TextField({
  label,
  hint,
  errorMessage,
  prefix,
  suffix,
  action,
  type = "text",
  placeholder,
  isReadOnly,
  "aria-describedby": ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const field = useFieldState(props, "", (text) => text === "");
  const inputRef = useRef<HTMLInputElement>(null);
  const affixes = useAffixes(inputRef, prefix, suffix, ariaDescribedBy);

  return (
    <StyledTextField
      data-ui="TextField"
      type={type}
      {...field.rootProps}
      isReadOnly={isReadOnly}
      aria-describedby={affixes.describedBy}
      {...field.rest}
    >
      <FieldFrame label={label} hint={hint} errorMessage={errorMessage} {...field.frameProps}>
        <Row>
          <Box isReadOnly={isReadOnly} onMouseDown={affixes.focusInput}>
            {affixes.prefix}
            <StyledInput ref={inputRef} placeholder={placeholder} />
            {affixes.suffix}
          </Box>
          {action}
        </Row>
      </FieldFrame>
    </StyledTextField>
  );
}
