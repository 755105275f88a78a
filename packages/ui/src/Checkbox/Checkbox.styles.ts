import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
} from "react-aria-components";
import styled, { css } from "styled-components";
import { FieldRoot } from "../Field";
import { theme } from "../theme/theme";

const BOX = "18px";

export const StyledCheckboxField = styled(AriaCheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  /* Hint and error line up with the label text, not the box. */
  & > [data-ui="FieldDescription"],
  & > [data-ui="FieldError"] {
    padding-inline-start: calc(${BOX} + ${theme.space[2]});
  }
`;

/** The box's look, shared with GenericList's row checkboxes (native inputs drawn the same). */
export const boxStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  box-sizing: border-box;
  inline-size: ${BOX};
  block-size: ${BOX};
  /* Centre on the first line of the label. */
  margin-block-start: calc((1lh - ${BOX}) / 2);
  border: 2px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.surface};
  transition:
    background ${theme.motion.fast},
    border-color ${theme.motion.fast};
`;

/** The box. Styled through the data attributes of the CheckboxButton label around it. */
export const Box = styled.span`
  ${boxStyles}
`;

export const StyledCheckboxButton = styled(AriaCheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  max-inline-size: 100%;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text};
  cursor: pointer;
  overflow-wrap: anywhere;
  -webkit-tap-highlight-color: transparent;

  &[data-hovered] ${Box} {
    border-color: ${theme.color.text};
  }
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primaryText};
  }
  &[data-pressed] ${Box} {
    transform: scale(0.94);
  }
  &[data-focus-visible] ${Box} {
    box-shadow:
      0 0 0 2px ${theme.color.surface},
      0 0 0 4px ${theme.color.focusRing};
  }
  &[data-invalid] ${Box} {
    border-color: ${theme.color.errorText};
  }
  &[data-invalid][data-selected] ${Box}, &[data-invalid][data-indeterminate] ${Box} {
    background: ${theme.color.errorText};
  }
  &[data-readonly] {
    cursor: default;
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
    cursor: not-allowed;
  }
  &[data-disabled] ${Box} {
    border-color: ${theme.color.disabledText};
    background: ${theme.color.disabledSurface};
    color: ${theme.color.disabledText};
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
  padding-block: ${theme.space[1]};
`;
