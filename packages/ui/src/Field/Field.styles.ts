import { FieldError as AriaFieldError, Label as AriaLabel, Text } from "react-aria-components";
import styled, { css } from "styled-components";
import { touchTarget } from "../shared.styles";
import { theme } from "../theme/theme";

/** The column every field uses: label, control, description or error. */
export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  color: ${theme.color.text};
`;

/** A field made of several controls (role="group"): its label, then the controls. */
export const FieldGroup = styled.div`
  ${FieldRoot}
`;

/** The label of a FieldGroup: a span, since no single control takes it (the group is labelled by its id). */
export const GroupLabel = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

/** A FieldGroup's help text and error (spans its controls point to with `aria-describedby`). */
export const GroupHint = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

export const GroupError = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.errorText};
`;

export const StyledLabel = styled(AriaLabel)`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;

export const StyledDescription = styled(Text)`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

/** The asterisk after the label of a required field (hidden from assistive technology: the control says it). */
export const Asterisk = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.errorText};
`;

/** Text or an icon shown inside the box before or after the input ("€", "km"). */
export const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  max-inline-size: 50%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.md};
  [data-disabled] & {
    color: ${theme.color.disabledText};
  }
`;

export const StyledFieldError = styled(AriaFieldError)`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.errorText};
`;

/**
 * The field of a checkbox or switch, whose control stands before its label: the hint and the error line up
 * with the label's text, past the control (`control` wide).
 */
export const toggleFieldRoot = (control: string) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  & > [data-ui="FieldDescription"],
  & > [data-ui="FieldError"] {
    padding-inline-start: calc(${control} + ${theme.space[2]});
  }
`;

/**
 * The label of a checkbox or switch: the control beside its text, which wraps rather than overflows. As wide as
 * the field and the 3 px on either side that the touch target's negative margins reach beyond it.
 */
export const toggleLabel = css`
  ${touchTarget}
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  max-inline-size: calc(100% + 6px);
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text};
  cursor: pointer;
  overflow-wrap: anywhere;
  -webkit-tap-highlight-color: transparent;
`;

/**
 * The box of a text-like control (input, group of segments, select trigger). Applied to an element that
 * carries react-aria's data attributes (or sits inside one that does, for `[data-invalid] &`). Read only by
 * `[readonly]` too: a textarea is its own box, and react-aria marks it with the native attribute only.
 */
export const controlBox = css`
  display: flex;
  align-items: center;
  min-block-size: ${theme.size.control};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  outline: none;

  &[data-hovered] {
    border-color: ${theme.color.text};
  }
  &[data-focused],
  &[data-focus-within],
  &[data-focus-visible] {
    border-color: ${theme.color.focusRing};
    box-shadow: 0 0 0 1px ${theme.color.focusRing};
  }
  &[data-invalid] {
    border-color: ${theme.color.errorText};
  }
  &[data-disabled] {
    background: ${theme.color.disabledSurface};
    color: ${theme.color.disabledText};
    border-color: ${theme.color.border};
  }
  &[data-readonly],
  &[readonly] {
    background: ${theme.color.surfaceMuted};
  }
  @media (forced-colors: active) {
    border-color: FieldText;
  }
`;

/** A controlBox the user types in (a text, number, colour, date or time box): the text cursor, not while disabled. */
export const textCursor = css`
  cursor: text;
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** A bare input inside a controlBox (with prefix or suffix beside it). */
export const bareInput = css`
  flex: 1;
  min-inline-size: 0;
  min-block-size: calc(${theme.size.control} - 2px);
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  &::placeholder {
    color: ${theme.color.textMuted};
  }
`;
