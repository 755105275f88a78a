import { FieldError as AriaFieldError, Label as AriaLabel, Text } from "react-aria-components";
import styled, { css } from "styled-components";

/** The column every field uses: label, control, description or error. */
export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const StyledLabel = styled(AriaLabel)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledDescription = styled(Text)`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledFieldError = styled(AriaFieldError)`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.errorText};
`;

/**
 * The box of a text-like control (input, group of segments, select trigger). Applied to an element that
 * carries react-aria's data attributes (or sits inside one that does, for `[data-invalid] &`).
 */
export const controlBox = css`
  display: flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.control};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.fieldBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  outline: none;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-focused],
  &[data-focus-within],
  &[data-focus-visible] {
    border-color: ${({ theme }) => theme.color.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.focusRing};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.errorText};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.disabledSurface};
    color: ${({ theme }) => theme.color.disabledText};
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-readonly] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  @media (forced-colors: active) {
    border-color: FieldText;
  }
`;

/** A bare input inside a controlBox (with prefix or suffix beside it). */
export const bareInput = css`
  flex: 1;
  min-inline-size: 0;
  min-block-size: calc(${({ theme }) => theme.size.control} - 2px);
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
