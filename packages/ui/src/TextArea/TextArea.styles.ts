import { TextArea as AriaTextArea, TextField as AriaTextField } from "react-aria-components";
import styled from "styled-components";
import { controlBox, FieldRoot } from "../Field";
import { theme } from "../theme/theme";

export const StyledTextField = styled(AriaTextField)`
  ${FieldRoot}
`;

export const StyledTextArea = styled(AriaTextArea)`
  ${controlBox}
  display: block;
  inline-size: 100%;
  box-sizing: border-box;
  padding-block: ${theme.space[2]};
  line-height: ${theme.font.lineHeight.normal};
  text-align: start;
  resize: vertical;
  overflow-wrap: anywhere;
  &::placeholder {
    color: ${theme.color.textMuted};
  }
  &[data-disabled] {
    cursor: not-allowed;
    resize: none;
  }
`;

/** Hint on the inline start, character count on the inline end. */
export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-inline-size: 0;
  & > :first-child {
    min-inline-size: 0;
  }
`;

export const Count = styled.span<{ $over: boolean }>`
  flex-shrink: 0;
  margin-inline-start: auto;
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.color.errorText : theme.color.textMuted)};
`;
