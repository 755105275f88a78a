import type { ReactNode } from "react";
import { RequiredMark } from "./Field";
import { FieldGroup, GroupError, GroupHint, GroupLabel } from "./Field.styles";

export interface GroupFrameProps {
  /** The `useId()` of the field: the label is `${id}-label`, for the controls inside to point to as well. */
  id: string;
  /** The root's `data-ui` name. */
  ui: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown while `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Draws the group as invalid (`data-invalid`); by default while `isInvalid`. */
  markInvalid?: boolean;
  /** Shows the required mark after the label. */
  isRequired?: boolean;
  /** The controls. */
  children: ReactNode;
}

/**
 * What a field of several controls (the media field, I18nEditor) renders around them, as FieldFrame does for a
 * field of one: a group (role="group") labelled by its label with the required mark, and described by its
 * hint and, while invalid, its error.
 */
export function GroupFrame({
  id,
  ui,
  label,
  hint,
  errorMessage,
  isInvalid,
  markInvalid = isInvalid,
  isRequired,
  children,
}: GroupFrameProps) {
  const describedBy = [hint && `${id}-hint`, isInvalid && errorMessage && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldGroup
      data-ui={ui}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      data-invalid={markInvalid || undefined}
    >
      <GroupLabel id={`${id}-label`}>
        {label}
        {isRequired && <RequiredMark />}
      </GroupLabel>
      {children}
      {hint && <GroupHint id={`${id}-hint`}>{hint}</GroupHint>}
      {isInvalid && errorMessage && <GroupError id={`${id}-error`}>{errorMessage}</GroupError>}
    </FieldGroup>
  );
}
