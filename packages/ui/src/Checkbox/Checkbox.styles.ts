import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
} from "react-aria-components";
import type { Interpolation } from "styled-components";
import styled, { css } from "styled-components";
import { FieldRoot, toggleFieldRoot, toggleLabel } from "../Field";
import { focusRing } from "../shared.styles";
import { theme } from "../theme/theme";

const BOX = "18px";

export const StyledCheckboxField = styled(AriaCheckboxField)`
  ${toggleFieldRoot(BOX)}
`;

/** The box's look, shared with GenericList's row checkboxes (native inputs drawn the same). */
// `margin-block-start`: centre on the first line of the label.
export const boxStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  box-sizing: border-box;
  inline-size: ${BOX};
  block-size: ${BOX};
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

/**
 * Where the box's states are read from: react-aria's data attributes on the Checkbox label, or the pseudo-classes
 * of a native input beside the box (GenericList's row checkboxes). Each is a selector for the box in that state.
 */
export interface BoxStateSelectors {
  box: Interpolation<object>;
  hovered: Interpolation<object>;
  selected: Interpolation<object>;
  pressed: Interpolation<object>;
  focusVisible: Interpolation<object>;
}

/** The box's look when hovered, selected, pressed and keyboard-focused: one set of rules for both checkboxes. */
// `hovered` comes after `selected`: a checked box shows the pointer too, a step darker.
export const boxStates = ({ hovered, selected, pressed, focusVisible }: BoxStateSelectors) => css`
  ${selected} {
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primaryText};
  }
  ${hovered} {
    border-color: ${theme.color.text};
    filter: brightness(0.92);
  }
  ${pressed} {
    transform: scale(0.94);
  }
  ${focusVisible} {
    ${focusRing}
  }
`;

/** The same states in forced-colors mode (Windows high contrast); goes inside `@media (forced-colors: active)`. */
export const boxForcedColors = ({ box, selected, focusVisible }: BoxStateSelectors) => css`
  ${box} {
    border-color: ButtonText;
    color: ButtonText;
  }
  ${selected} {
    border-color: Highlight;
    background: Highlight;
    color: HighlightText;
  }
  ${focusVisible} {
    outline: 2px solid Highlight;
    outline-offset: 2px;
  }
`;

const ariaStates: BoxStateSelectors = {
  box: css`
    ${Box}
  `,
  hovered: css`
    &[data-hovered] ${Box}
  `,
  selected: css`
    &[data-selected] ${Box}, &[data-indeterminate] ${Box}
  `,
  pressed: css`
    &[data-pressed] ${Box}
  `,
  focusVisible: css`
    &[data-focus-visible] ${Box}
  `,
};

export const StyledCheckboxButton = styled(AriaCheckboxButton)`
  ${toggleLabel}

  ${boxStates(ariaStates)}
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
    ${boxForcedColors(ariaStates)}
    &[data-disabled] ${Box} {
      border-color: GrayText;
      color: GrayText;
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
