import { ProgressBar } from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { theme } from "../theme/theme";

export const Track = styled(ProgressBar)`
  position: relative;
  inline-size: 100%;
  block-size: ${theme.size.loadingBar};
  overflow: hidden;
  background: ${theme.color.surfaceMuted};

  @media (forced-colors: active) {
    background: Canvas;
    outline: 1px solid CanvasText;
  }
`;

// Logical offsets, so the sweep runs from the inline start: left to right in LTR, right to left in RTL.
const sweep = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

export const Fill = styled.div<{ $indeterminate: boolean }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  background: ${theme.color.primary};
  transition: inline-size ${theme.motion.normal} ease-out;

  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      inline-size: 40%;
      animation: ${sweep} 1.2s ease-in-out infinite;

      /* No sweep with reduced motion: a steady full bar still says "loading". */
      @media (prefers-reduced-motion: reduce) {
        inline-size: 100%;
        animation: none;
      }
    `}

  @media (forced-colors: active) {
    background: Highlight;
  }
`;
