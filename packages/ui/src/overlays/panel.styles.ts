import { css, keyframes } from "styled-components";
import { theme } from "../theme/theme";

const pop = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

/**
 * A panel floating over the page (a list's options, a menu, the calendar, the colour picker): above dialogs and
 * drawers, scrolled within, popping in under its trigger. Each kind adds its size and its corners.
 */
export const floatingPanel = css`
  z-index: ${({ theme }) => theme.zIndex.modal + 10};
  overflow: auto;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.elevation[2]};
  outline: none;

  &[data-entering] {
    animation: ${pop} ${theme.motion.fast} ease-out;
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
