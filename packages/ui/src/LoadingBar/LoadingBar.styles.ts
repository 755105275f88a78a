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

// A transform, not an offset: the sweep then moves on the compositor, lays nothing out and is no layout shift
// (issue 40: the offset animation reported a shift every frame). The segment is 40 % of the track, so -100 % of
// its own width starts it just before the inline start and 250 % ends it just past the end; RTL runs it mirrored.
const sweep = keyframes`
  from { transform: translateX(calc(var(--sweep-direction) * -100%)); }
  to { transform: translateX(calc(var(--sweep-direction) * 250%)); }
`;

// The indeterminate bar's `prefers-reduced-motion` query: no sweep with reduced motion; a steady full bar
// still says "loading".
export const Fill = styled.div<{ $indeterminate: boolean }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  background: ${theme.color.primary};
  transition: inline-size ${theme.motion.normal} ease-out;

  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      --sweep-direction: 1;
      inline-size: 40%;
      animation: ${sweep} 1.2s ease-in-out infinite;

      &:dir(rtl) {
        --sweep-direction: -1;
      }

      @media (prefers-reduced-motion: reduce) {
        inline-size: 100%;
        animation: none;
      }
    `}

  @media (forced-colors: active) {
    background: Highlight;
  }
`;
