import { Button, Group, Input, NumberField as AriaNumberField } from "react-aria-components";
import styled from "styled-components";
import { bareInput, controlBox, FieldRoot, textCursor } from "../Field";
import { quietDisabled } from "../shared.styles";
import { theme } from "../theme/theme";

export const StyledNumberField = styled(AriaNumberField)`
  ${FieldRoot}
`;

/** The box: prefix, input, suffix and the stepper at the inline end. */
export const Box = styled(Group)`
  ${controlBox}
  gap: ${theme.space[2]};
  padding-inline-end: 0;
  overflow: hidden;
  ${textCursor}
`;

export const StyledInput = styled(Input)`
  ${bareInput}
  text-align: start;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

export const Stepper = styled.div`
  display: flex;
  align-self: stretch;
  flex-shrink: 0;
  border-inline-start: 1px solid ${theme.color.border};
`;

export const StepButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${theme.size.controlSmall};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  outline: none;
  & + & {
    border-inline-start: 1px solid ${theme.color.border};
  }
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-pressed] {
    background: ${theme.color.border};
  }
  ${quietDisabled}
  @media (forced-colors: active) {
    color: ButtonText;
    &[data-disabled] {
      color: GrayText;
    }
  }
`;
