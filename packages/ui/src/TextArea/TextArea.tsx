import { useId } from "react";
import type { TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { FieldTextProps } from "../Field";
import { FieldDescription, FieldFrame, useFieldState } from "../Field";
import { Count, Footer, StyledTextArea, StyledTextField } from "./TextArea.styles";

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, "children" | "className" | "style" | "render" | "type">, FieldTextProps {
  /** Visible lines before the box scrolls (the user can drag it taller). */
  rows?: number;
  /** Shown in the empty box; never instead of a label. */
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
  maxLength,
  "aria-describedby": ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const { t } = useTranslation("ui");
  const countId = `${useId()}-count`;
  const field = useFieldState(props, "", (text) => text === "");
  const current = field.rootProps.value;
  const hasCount = maxLength != null;
  const describedBy = [hasCount && countId, ariaDescribedBy].filter(Boolean).join(" ") || undefined;

  return (
    <StyledTextField
      data-ui="TextArea"
      {...field.rootProps}
      maxLength={maxLength}
      aria-describedby={describedBy}
      {...field.rest}
    >
      <FieldFrame
        label={label}
        errorMessage={errorMessage}
        {...field.frameProps}
        // The hint shares its line with the character count.
        footer={
          hint != null || hasCount ? (
            <Footer>
              <FieldDescription>{hint}</FieldDescription>
              {hasCount && (
                <Count id={countId} $over={current.length > maxLength}>
                  {t("textArea.characterCount", { count: current.length, max: maxLength })}
                </Count>
              )}
            </Footer>
          ) : null
        }
      >
        <StyledTextArea rows={rows} placeholder={placeholder} />
      </FieldFrame>
    </StyledTextField>
  );
}
