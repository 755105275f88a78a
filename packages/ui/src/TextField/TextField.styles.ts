import { Group, Input, Link, TextField as AriaTextField } from "react-aria-components";
import styled from "styled-components";
import { bareInput, controlBox, FieldRoot, textCursor } from "../Field";
import { focusRing } from "../shared.styles";
import { theme } from "../theme/theme";

export const StyledTextField = styled(AriaTextField)`
  ${FieldRoot}
`;

/** The row of the box and the buttons beside it: TextField's optional external link, ColorPicker's swatch and clear. */
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

export const OpenLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${theme.size.control};
  min-block-size: ${theme.size.control};
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.primaryText};
  outline: none;
  cursor: pointer;
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  /* The arrow points to the inline end. */
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
  @media (forced-colors: active) {
    border-color: LinkText;
    color: LinkText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;
