import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
} from "react-aria-components";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { focusOutline } from "../shared.styles";

/**
 * As a flex item (a range bar, a screen's tools) the group may shrink below its segments' width, so that they
 * scroll inside it rather than push the page sideways on a phone.
 */
export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  max-inline-size: 100%;
  & > [data-part="label"] {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;

/**
 * One line, always: where the segments do not fit (a phone), the row scrolls sideways, its last segment cut at the
 * edge as the cue, instead of wrapping to a second line when counts arrive and pushing the screen down (issue 43,
 * item 13: the range control wrapped; the reservations' views moved the list 36 px on a phone).
 */
export const Segments = styled(AriaToggleButtonGroup)`
  display: inline-flex;
  flex-wrap: nowrap;
  inline-size: fit-content;
  max-inline-size: 100%;
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.sm};
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
`;

// `&[data-pressed]`: a press reads as one, a step beyond the hover, as on a button.
export const Segment = styled(AriaToggleButton)`
  display: inline-flex;
  flex-shrink: 0;
  white-space: nowrap;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: ${theme.size.control};
  padding: 0 ${theme.space[3]};
  border: none;
  border-inline-start: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  &:first-child {
    border-inline-start: none;
  }
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-selected] {
    background: ${theme.color.secondary};
    color: ${theme.color.onSecondary};
  }
  &[data-selected][data-hovered] {
    background: ${theme.color.secondaryHover};
  }
  &[data-pressed] {
    filter: ${theme.press};
  }
  &[data-disabled] {
    background: ${theme.color.disabledSurface};
    color: ${theme.color.disabledText};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    ${focusOutline(-2)}
  }
  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

/** A segment's count: figures of one width, so a count that changes does not move the segments after it. */
export const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.font.weight.semibold};
`;
