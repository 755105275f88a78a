import { SwitchButton as AriaSwitchButton, SwitchField as AriaSwitchField } from "react-aria-components";
import styled from "styled-components";
import { toggleFieldRoot, toggleLabel } from "../Field";
import { focusRing } from "../shared.styles";
import { theme } from "../theme/theme";

const TRACK_W = "36px";
const TRACK_H = "20px";
const THUMB = "14px";
/** Gap between the thumb and the track's edge, inside the 1px border. */
const INSET = "2px";

export const StyledSwitchField = styled(AriaSwitchField)`
  ${toggleFieldRoot(TRACK_W)}
`;

// `margin-block-start`: centre on the first line of the label.
export const Track = styled.span`
  position: relative;
  flex-shrink: 0;
  box-sizing: border-box;
  inline-size: ${TRACK_W};
  block-size: ${TRACK_H};
  margin-block-start: calc((1lh - ${TRACK_H}) / 2);
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surfaceMuted};
  transition:
    background ${theme.motion.normal},
    border-color ${theme.motion.normal};
`;

/** Slides along the inline axis: logical offsets, so it moves right in LTR and left in RTL. */
export const Thumb = styled.span`
  position: absolute;
  inset-block-start: ${INSET};
  inset-inline-start: ${INSET};
  inline-size: ${THUMB};
  block-size: ${THUMB};
  border-radius: ${theme.radius.full};
  background: ${theme.color.fieldBorder};
  transition:
    inset-inline-start ${theme.motion.normal},
    background ${theme.motion.normal};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

// - `&[data-hovered]` comes after `&[data-selected]`: a switch that is on shows the pointer too, a step
//   darker; a press, a step more.
// - The selected thumb's `inset-inline-start`: the track's inner width minus the thumb and its inset.
export const StyledSwitchButton = styled(AriaSwitchButton)`
  ${toggleLabel}

  &[data-selected] ${Track} {
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primaryText};
  }
  &[data-hovered] ${Track} {
    border-color: ${theme.color.text};
    filter: brightness(0.92);
  }
  &[data-pressed] ${Track} {
    filter: brightness(0.86);
  }
  &[data-selected] ${Thumb} {
    inset-inline-start: calc(${TRACK_W} - 2px - ${THUMB} - ${INSET});
    background: ${theme.color.surface};
  }
  &[data-focus-visible] ${Track} {
    ${focusRing}
  }
  &[data-readonly] {
    cursor: default;
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
    cursor: not-allowed;
  }
  &[data-disabled] ${Track} {
    border-color: ${theme.color.disabledText};
    background: ${theme.color.disabledSurface};
  }
  &[data-disabled] ${Thumb} {
    background: ${theme.color.disabledText};
  }
  @media (forced-colors: active) {
    ${Track} {
      border-color: ButtonText;
    }
    ${Thumb} {
      background: ButtonText;
    }
    &[data-selected] ${Track} {
      border-color: Highlight;
      background: Highlight;
    }
    &[data-selected] ${Thumb} {
      background: HighlightText;
    }
    &[data-disabled] ${Track}, &[data-disabled] ${Thumb} {
      border-color: GrayText;
    }
    &[data-focus-visible] ${Track} {
      outline: 2px solid Highlight;
      outline-offset: 2px;
    }
  }
`;
