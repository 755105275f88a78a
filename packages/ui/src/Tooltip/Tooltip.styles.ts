import { OverlayArrow, Tooltip as AriaTooltip } from "react-aria-components";
import styled, { keyframes } from "styled-components";
import { theme } from "../theme/theme";

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The bubble: dark grey on light (light grey on dark in the dark scheme), above every other layer. */
export const StyledTooltip = styled(AriaTooltip)`
  z-index: ${theme.zIndex.tooltip};
  max-inline-size: 280px;
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.secondary};
  color: ${theme.color.onSecondary};
  box-shadow: ${theme.elevation[1]};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  pointer-events: none;
  outline: none;

  &[data-entering] {
    animation: ${fadeIn} ${theme.motion.fast} ease-out;
  }
  &[data-exiting] {
    animation: ${fadeIn} ${theme.motion.fast} ease-in reverse;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/** The arrow points at the trigger; it is drawn pointing down and turned for the other placements. */
export const Arrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${theme.color.secondary};
  }
  &[data-placement="bottom"] svg {
    transform: rotate(180deg);
  }
  &[data-placement="right"] svg {
    transform: rotate(90deg);
  }
  &[data-placement="left"] svg {
    transform: rotate(-90deg);
  }
  @media (forced-colors: active) {
    & svg {
      fill: CanvasText;
    }
  }
`;
