import styled, { css } from "styled-components";
import { theme } from "../theme/theme";
import { focusOutline, surfaceFrame } from "../shared.styles";

// The chart kit's frame, legend, tooltip and range bar. Colours are theme variables, so dark mode needs
// nothing here; layout uses logical properties, so the frame mirrors in RTL (the plot itself stays LTR).

/** Series colours in legend order: theme tokens that keep 3:1 against the surface in both schemes. */
export const SERIES_COLORS = [
  theme.color.info,
  theme.color.primary,
  theme.color.success,
  theme.color.usageOrange,
  theme.color.error,
  theme.color.secondary,
] as const;

/**
 * The colours of a meaning (a series' `tone`): its fill, then its text shade for a second series of the same
 * meaning (rejected and failed), which keeps 3:1 against the surface too.
 */
export const TONE_COLORS = {
  success: [theme.color.success, theme.color.successText],
  warning: [theme.color.usageOrange, theme.color.warningText],
  failure: [theme.color.error, theme.color.errorText],
} as const;

export const ChartRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-inline-size: 0;
  padding: ${theme.space[4]};
  ${surfaceFrame}
  color: ${theme.color.text};
`;

export const ChartHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

export const ChartTitle = styled.h3`
  margin: 0;
  margin-inline-end: auto;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

export const ChartTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

/** The y axis' unit over its numbers, in the plot's top padding (the plot is drawn left to right everywhere). */
export const AxisUnit = styled.div`
  position: absolute;
  top: 2px;
  left: 0;
  z-index: 1;
  overflow: hidden;
  color: ${theme.color.textMuted};
  font-size: 11px;
  line-height: 14px;
  text-align: right;
  white-space: nowrap;
`;

export const PlotArea = styled.div`
  position: relative;
  inline-size: 100%;
  border-radius: ${theme.radius.sm};
  outline: none;
  touch-action: pan-y;
  &:focus-visible {
    ${focusOutline(2)}
  }
  & svg {
    display: block;
    overflow: visible;
  }
`;

export const Crosshair = styled.div`
  position: absolute;
  inline-size: 1px;
  background: ${theme.color.textMuted};
  pointer-events: none;
`;

export const Dot = styled.div`
  position: absolute;
  inline-size: 10px;
  block-size: 10px;
  margin: -5px 0 0 -5px;
  border: 2px solid ${theme.color.surface};
  border-radius: ${theme.radius.full};
  pointer-events: none;
`;

export const BandHighlight = styled.div`
  position: absolute;
  background: ${theme.color.surfaceMuted};
  opacity: 0.6;
  pointer-events: none;
`;

export const TooltipBox = styled.div`
  position: absolute;
  z-index: 1;
  min-inline-size: 140px;
  max-inline-size: 260px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  box-shadow: ${theme.elevation[2]};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  pointer-events: none;
  & > strong {
    display: block;
    margin-block-end: ${theme.space[1]};
  }
  & > div {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  & > div > span:last-child {
    margin-inline-start: auto;
    font-variant-numeric: tabular-nums;
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const Swatch = styled.span<{ $color: string }>`
  flex-shrink: 0;
  inline-size: 10px;
  block-size: 10px;
  border-radius: 2px;
  background: ${(p) => p.$color};
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

/** One legend row: a toggle button's height (its text line, padding and border); a plain legend takes the same. */
const LEGEND_ROW = `calc(${theme.font.size.sm} * ${theme.font.lineHeight.normal} + 2 * ${theme.space[1]} + 2px)`;

/**
 * Below the chart's header: the plot and the legend, or the state that stands for them. While loading, failed or
 * empty it is as tall as a drawn plot with one legend row, its notice or loading bar in the middle, so the card
 * does not change size when the data comes.
 */
export const ChartStage = styled.div<{ $plotHeight: number; $reserve: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-inline-size: 0;
  ${({ $reserve, $plotHeight }) =>
    $reserve &&
    css`
      min-block-size: calc(${$plotHeight}px + ${theme.space[3]} + ${LEGEND_ROW});
      justify-content: center;
    `}
`;

export const LegendList = styled.ul`
  min-block-size: ${LEGEND_ROW};
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.sm};
`;

export const LegendItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const LegendButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: none;
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed="false"] {
    color: ${theme.color.textMuted};
    text-decoration: line-through;
  }
  &[aria-pressed="false"] > span:first-child {
    opacity: 0.35;
  }
  &:hover {
    border-color: ${theme.color.border};
  }
  &:focus-visible {
    ${focusOutline(1)}
  }
  &:disabled {
    cursor: default;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space[3]};
`;

export const CardRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  padding: ${theme.space[4]};
  ${surfaceFrame}
  color: ${theme.color.text};
  & > h3 {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  & > p {
    margin: 0;
  }
`;

/** A stat card's number: its size sets the line that the loading state holds too. */
const CARD_VALUE_SIZE = "28px";

export const CardValue = styled.p`
  font-size: ${CARD_VALUE_SIZE};
  font-weight: ${theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.font.lineHeight.tight};
  & > span {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.regular};
  }
`;

/** The number's line while it loads: as tall as CardValue, the loading bar across its middle. */
export const CardPending = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  block-size: calc(${CARD_VALUE_SIZE} * ${theme.font.lineHeight.tight});
`;

export const CardHint = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const RangeRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]} ${theme.space[5]};
`;
