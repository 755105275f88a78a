import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Cell,
  CalendarHeader,
  Grid,
  MonthHeading,
  NavButton,
  PopoverDialog,
  StyledCalendar,
  StyledPopover,
} from "./DatePicker.styles";

/**
 * The calendar that DatePicker and DateTimePicker open from their button: month heading, previous and next
 * month, and the grid of days (arrow keys move, Enter picks, Escape closes). Rendered inside a react-aria
 * DatePicker, which names the dialog after the field's label and wires the value, min and max.
 */
export function CalendarPopover() {
  return (
    <StyledPopover data-ui="CalendarPopover" placement="bottom end">
      <PopoverDialog>
        <StyledCalendar>
          <CalendarHeader>
            <NavButton slot="previous">
              <ChevronLeft size={16} aria-hidden />
            </NavButton>
            <MonthHeading />
            <NavButton slot="next">
              <ChevronRight size={16} aria-hidden />
            </NavButton>
          </CalendarHeader>
          <Grid>{(date) => <Cell date={date} />}</Grid>
        </StyledCalendar>
      </PopoverDialog>
    </StyledPopover>
  );
}
