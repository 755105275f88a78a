import type { ReactNode } from "react";
import type { ValidationResult } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "./Field";

/** The texts a field shows around its control. */
export interface FieldTextProps {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, a failed `validate`, a value out of range, or required and
   * left empty). Without it, react-aria's localized message shows, or "Required" for a required field left empty.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface FieldFrameProps extends FieldTextProps {
  isRequired?: boolean;
  /** A required field the user left empty: the error falls back to "Required". */
  isMissing?: boolean;
  /** Replaces the hint line when given (null for none), e.g. TextArea's hint beside its character count. */
  footer?: ReactNode;
  /** The control. */
  children: ReactNode;
}

/**
 * What a text-like field renders inside its react-aria root around the control: the label with a required
 * mark, then the hint and the error ("Required" for a required field left empty, unless `errorMessage`).
 */
export function FieldFrame({
  label,
  hint,
  errorMessage,
  isRequired,
  isMissing,
  footer,
  children,
}: FieldFrameProps) {
  const { t } = useTranslation("ui");
  return (
    <>
      {label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      {children}
      {footer !== undefined ? footer : <FieldDescription>{hint}</FieldDescription>}
      <FieldError>{isMissing && !errorMessage ? t("validation:required") : errorMessage}</FieldError>
    </>
  );
}
