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
import styled, { css } from "styled-components";
import { floatingPanel } from "../overlays/panel.styles";
import { theme } from "../theme/theme";
import { boxLook, iconButton, inputLook, pickerRoot, segmentLook } from "./DateBox.styles";

export { CalendarButton, iconButton, pickerRoot, segmentFlow } from "./DateBox.styles";

export const StyledDatePicker = styled(AriaDatePicker)`
  ${pickerRoot}
`;

export const Box = styled(Group)`
  ${boxLook}
`;

export const StyledDateInput = styled(DateInput)`
  ${inputLook}
`;

export const Segment = styled(DateSegment)`
  ${segmentLook}
`;

/** A popover panel under a field (the calendar, the colour picker). */
export const popoverPanel = css`
  ${floatingPanel}
  min-inline-size: 0;
  max-inline-size: calc(100vw - ${theme.space[4]});
  border-radius: ${theme.radius.lg};
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
