import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
} from "react-aria-components";
import styled from "styled-components";
import { FieldRoot } from "../Field";

const BOX = "18px";

export const StyledCheckboxField = styled(AriaCheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  /* Hint and error line up with the label text, not the box. */
  & > [data-ui="FieldDescription"],
  & > [data-ui="FieldError"] {
    padding-inline-start: calc(${BOX} + ${({ theme }) => theme.space[2]});
  }
`;

/** The box. Styled through the data attributes of the CheckboxButton label around it. */
export const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  box-sizing: border-box;
  inline-size: ${BOX};
  block-size: ${BOX};
  /* Centre on the first line of the label. */
  margin-block-start: calc((1lh - ${BOX}) / 2);
  border: 2px solid ${({ theme }) => theme.color.fieldBorder};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.surface};
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
`;

export const StyledCheckboxButton = styled(AriaCheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: 100%;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  overflow-wrap: anywhere;
  -webkit-tap-highlight-color: transparent;

  &[data-hovered] ${Box} {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    border-color: ${({ theme }) => theme.color.primaryText};
    background: ${({ theme }) => theme.color.primaryText};
  }
  &[data-pressed] ${Box} {
    transform: scale(0.94);
  }
  &[data-focus-visible] ${Box} {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.surface},
      0 0 0 4px ${({ theme }) => theme.color.focusRing};
  }
  &[data-invalid] ${Box} {
    border-color: ${({ theme }) => theme.color.errorText};
  }
  &[data-invalid][data-selected] ${Box}, &[data-invalid][data-indeterminate] ${Box} {
    background: ${({ theme }) => theme.color.errorText};
  }
  &[data-readonly] {
    cursor: default;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.disabledText};
    cursor: not-allowed;
  }
  &[data-disabled] ${Box} {
    border-color: ${({ theme }) => theme.color.disabledText};
    background: ${({ theme }) => theme.color.disabledSurface};
    color: ${({ theme }) => theme.color.disabledText};
  }
  @media (forced-colors: active) {
    ${Box} {
      border-color: ButtonText;
      color: ButtonText;
    }
    &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
      border-color: Highlight;
      background: Highlight;
      color: HighlightText;
    }
    &[data-disabled] ${Box} {
      border-color: GrayText;
      color: GrayText;
    }
    &[data-focus-visible] ${Box} {
      outline: 2px solid Highlight;
      outline-offset: 2px;
    }
  }
`;

export const StyledCheckboxGroup = styled(AriaCheckboxGroup)`
  ${FieldRoot}
`;

export const Items = styled.div<{ $orientation: "vertical" | "horizontal" }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === "horizontal" ? "row" : "column")};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === "horizontal" ? `${theme.space[2]} ${theme.space[5]}` : theme.space[2])};
  padding-block: ${({ theme }) => theme.space[1]};
`;
