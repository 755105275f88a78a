import { Group, Input, TextField as AriaTextField } from "react-aria-components";
import styled from "styled-components";
import { bareInput, controlBox, FieldRoot, textCursor } from "../Field";
import { theme } from "../theme/theme";

export const StyledTextField = styled(AriaTextField)`
  ${FieldRoot}
`;

/** The row of the box and the controls beside it: TextField's optional action, ColorPicker's swatch and clear. */
export const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${theme.space[2]};
  min-inline-size: 0;
`;

/** The visible box: prefix, input, suffix. */
export const Box = styled(Group)`
  ${controlBox}
  flex: 1;
  gap: ${theme.space[2]};
  min-inline-size: 0;
  ${textCursor}
`;

export const StyledInput = styled(Input)`
  ${bareInput}
  text-align: start;
  text-overflow: ellipsis;
  &[data-disabled] {
    cursor: not-allowed;
  }
`;
