import type { ReactNode } from "react";
import type { FieldErrorProps } from "react-aria-components";
import { Asterisk, StyledDescription, StyledFieldError, StyledLabel } from "./Field.styles";

/** The parts every field composes (react-aria's Label + control + Description + FieldError pattern). */
export function FieldLabel({
  children,
  id,
  htmlFor,
  isRequired,
}: {
  /** The label's text. */
  children?: ReactNode;
  /** Its id, where the control is named by reference (inside a react-aria field, the field sets it). */
  id?: string;
  /** The control it labels, where it is not inside a react-aria field. */
  htmlFor?: string;
  /** Marks the field as required with an asterisk after the text. */
  isRequired?: boolean;
}) {
  return (
    <StyledLabel data-ui="FieldLabel" id={id} htmlFor={htmlFor}>
      {children}
      {isRequired && <RequiredMark />}
    </StyledLabel>
  );
}

/**
 * The asterisk after a required field's label, for labels that are not a {@link FieldLabel} (a group's, a tab's).
 * Hidden from assistive technology: the control itself says it is required.
 */
export function RequiredMark() {
  return <Asterisk aria-hidden="true">*</Asterisk>;
}

/** Help text under a field, linked to it as its description; renders nothing without text. */
export function FieldDescription({
  children,
  id,
}: {
  /** The help text. */
  children?: ReactNode;
  /** Its id, where the control is described by reference (inside a react-aria field, the field sets it). */
  id?: string;
}) {
  if (!children) return null;
  return (
    <StyledDescription data-ui="FieldDescription" slot="description" id={id}>
      {children}
    </StyledDescription>
  );
}

/** Shows `errorMessage` (or the browser's validation message) when the field is invalid. */
export function FieldError(props: Omit<FieldErrorProps, "className" | "style">) {
  return <StyledFieldError data-ui="FieldError" {...props} />;
}
