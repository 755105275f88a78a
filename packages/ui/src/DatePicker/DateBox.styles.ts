import { Button } from "react-aria-components";
import styled, { css } from "styled-components";
import { controlBox, FieldRoot, textCursor } from "../Field";
import { pressTint, quietDisabled } from "../shared.styles";
import { theme } from "../theme/theme";

// A date field's look with the field closed: its box, segments and calendar button. Shared by the pickers
// (DatePicker.styles.ts, on react-aria's date field) and the stand-in that draws a date before their parts have
// come (DatePickerStandIn.tsx): light modules only, no date field, calendar or popover.

/** The root of DatePicker and DateTimePicker (and TimeField, via `pickerRoot`). */
export const pickerRoot = css`
  ${FieldRoot}
`;

/** The visible box: the segments and the calendar button. */
export const boxLook = css`
  ${controlBox}
  gap: ${theme.space[2]};
  min-inline-size: 0;
  padding-inline-end: ${theme.space[1]};
  ${textCursor}
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

/** The input's line of segments, as react-aria's DateInput draws it (`unicode-bidi: isolate`). */
export const inputLook = css`
  ${segmentFlow}
  flex: 1;
`;

export const segmentLook = css`
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

export const iconButton = css`
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

  ${pressTint}
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
  }
  ${quietDisabled}
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
