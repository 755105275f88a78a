import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { controlBox, FieldRoot } from "../Field";
import { theme } from "../theme/theme";

/** The root of DatePicker and DateTimePicker (and TimeField, via `pickerRoot`). */
export const pickerRoot = css`
  ${FieldRoot}
`;

export const StyledDatePicker = styled(AriaDatePicker)`
  ${pickerRoot}
`;

/** The visible box: the segments and the calendar button. */
export const Box = styled(Group)`
  ${controlBox}
  gap: ${theme.space[2]};
  min-inline-size: 0;
  padding-inline-end: ${theme.space[1]};
  cursor: text;
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/**
 * Segments flow inline, never as flex items: react-aria wraps the time in bidi isolation marks, and only inline
 * text lets them keep `HH:mm:ss` left to right inside a right-to-left date (react-spectrum issue 4711).
 */
export const segmentFlow = css`
  display: block;
  min-inline-size: 0;
  font-variant-numeric: tabular-nums;
  text-align: start;
`;

export const StyledDateInput = styled(DateInput)`
  ${segmentFlow}
  flex: 1;
`;

export const Segment = styled(DateSegment)`
  padding-inline: 1px;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  outline: none;
  caret-color: transparent;

  &[data-type="literal"] {
    padding-inline: 0;
    white-space: pre;
    color: ${theme.color.textMuted};
  }
  &[data-placeholder] {
    color: ${theme.color.textMuted};
  }
  &[data-invalid] {
    color: ${theme.color.errorText};
  }
  &[data-focused] {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
  }
  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;

const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${theme.size.controlSmall};
  block-size: ${theme.size.controlSmall};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  /* A step past the hover's tint, as the stepper's: a press reads as one where the pointer hides the movement. */
  &[data-pressed] {
    background: ${theme.color.border};
    transform: translateY(1px);
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
    background: transparent;
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    color: ButtonText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;

/** The button in the box that opens the calendar. */
export const CalendarButton = styled(Button)`
  ${iconButton}
`;

const pop = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
`;

/** A popover panel under a field (the calendar, the colour picker). Above dialogs and drawers. */
export const popoverPanel = css`
  z-index: ${({ theme }) => theme.zIndex.modal + 10};
  min-inline-size: 0;
  max-inline-size: calc(100vw - ${theme.space[4]});
  overflow: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
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

export const StyledPopover = styled(Popover)`
  ${popoverPanel}
`;

export const PopoverDialog = styled(Dialog)`
  padding: ${theme.space[3]};
  outline: none;
`;

// Typed as react-aria's Calendar: the inferred styled type names a react-stately type TypeScript cannot emit.
export const StyledCalendar = styled(Calendar)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
` as unknown as typeof Calendar;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const MonthHeading = styled(Heading)`
  flex: 1;
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  text-align: center;
`;

/** Previous and next month. The chevrons point along the reading direction, so RTL mirrors them. */
export const NavButton = styled(Button)`
  ${iconButton}
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
`;

export const Grid = styled(CalendarGrid)`
  border-collapse: collapse;
  border-spacing: 0;

  & th {
    padding-block-end: ${theme.space[1]};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.medium};
    color: ${theme.color.textMuted};
  }
  & td {
    padding: 1px;
  }
`;

export const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: ${theme.size.control};
  block-size: ${theme.size.control};
  border-radius: ${theme.radius.md};
  font-size: ${theme.font.size.md};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-today] {
    box-shadow: inset 0 0 0 1px ${theme.color.fieldBorder};
    font-weight: ${theme.font.weight.bold};
  }
  &[data-selected] {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-weight: ${theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${theme.color.disabledText};
    background: transparent;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[data-invalid][data-selected] {
    background: ${theme.color.error};
    color: ${theme.color.onError};
  }
  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;
