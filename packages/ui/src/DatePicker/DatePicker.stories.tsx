import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { DatePickerProps } from "./DatePicker";
import { DatePicker } from "./DatePicker";
import { controlled, dateFieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { openCalendar, opensCalendarOnTheDay, segment, segmentsOf } from "../__stories__/segments";
import { fieldButtonStates, fieldStates } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/DatePicker",
  component: DatePicker,
  args: { label: "Arrival", onChange: fn(), onBlur: fn() },
  argTypes: dateFieldArgTypes,
  render: inColumn(DatePicker, 280),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar's visible previous or next month button (react-aria adds hidden ones for screen readers). */
const navButton = (dialog: HTMLElement, slot: "previous" | "next") =>
  dialog.querySelector<HTMLButtonElement>(`button[slot="${slot}"]`)!;

export const Playground: Story = {
  args: { hint: "The day the guest checks in", defaultValue: "2026-11-20" },
};

export const Default: Story = {
  args: { hint: "The day the guest checks in" },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Arrival" });
    await expect(group).toHaveAccessibleDescription("The day the guest checks in");
    // Keyboard: the first segment takes focus and each filled segment moves on to the next. English is typed
    // as every table shows a date, DD.MM.YYYY: never the US order.
    await userEvent.tab();
    await expect(segment(group, "day")).toHaveFocus();
    await userEvent.keyboard("24");
    await expect(segment(group, "month")).toHaveFocus();
    await userEvent.keyboard("11");
    await expect(segment(group, "year")).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("2026");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-24");
    await expect(group).toHaveTextContent("24.11.2026");
    // Pointer: click a segment; ArrowUp steps it.
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-25");
  },
};

export const PickFromCalendar: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: /Open calendar/ });
    // Keyboard: tab past the day, month and year segments to the button and open it.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: /Arrival/ });
    // Today (the frozen clock: 20 Nov 2026) has focus; the month is the heading.
    await waitFor(() => expect(within(dialog).getByRole("heading", { name: "November 2026" })).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: /20 November 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-28");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("group", { name: "Arrival" })).toHaveTextContent("28.11.2026");
    // Pointer: open again, go to the next month and pick a day.
    await userEvent.click(button);
    const again = await body.findByRole("dialog", { name: /Arrival/ });
    await userEvent.click(navButton(again, "next"));
    await waitFor(() => expect(within(again).getByRole("heading", { name: "December 2026" })).toBeVisible());
    await userEvent.click(within(again).getByRole("button", { name: /\b3 December 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-12-03");
  },
};

export const MinAndMax: Story = {
  args: {
    label: "Departure",
    minValue: "2026-11-20",
    maxValue: "2026-11-30",
    hint: "Within November, from today",
  },
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole("group", { name: "Departure" });
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("05122026");
    // The value is reported, and the field shows why it is wrong.
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-12-05");
    await expect(canvas.getByText(/Value must be .+ or earlier/)).toBeVisible();
    await expect(segment(group, "month")).toHaveAttribute("aria-invalid", "true");
    // Earlier than min is invalid too.
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("10");
    await userEvent.click(segment(group, "month"));
    await userEvent.keyboard("11");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-10");
    await expect(canvas.getByText(/Value must be .+ or later/)).toBeVisible();
    // In range: the error goes.
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("25");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-25");
    await waitFor(() => expect(canvas.queryByText(/Value must be/)).not.toBeInTheDocument());
    // The calendar disables days outside the range and cannot go past it.
    const dialog = await openCalendar(canvasElement);
    await expect(navButton(dialog, "next")).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: /19 November 2026/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: /Arrival/ });
    await expect(canvas.queryByText("required")).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(segment(group, "day")).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(canvas.getByText("required")).toBeVisible();
    await expect(segment(group, "month")).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("20112026");
    await waitFor(() => expect(canvas.queryByText("required")).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { defaultValue: "2026-11-20", isInvalid: true, errorMessage: "The hotel is closed on that day" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Arrival" });
    await expect(canvas.getByText("The hotel is closed on that day")).toBeVisible();
    await expect(segment(group, "month")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "2026-11-20", isDisabled: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Arrival" });
    await expect(canvas.getByRole("button", { name: /Open calendar/ })).toBeDisabled();
    for (const part of segmentsOf(group)) await expect(part).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: "2026-11-20", isReadOnly: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Arrival" });
    await expect(canvas.queryByRole("button", { name: /Open calendar/ })).not.toBeInTheDocument();
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("{ArrowUp}5");
    await expect(group).toHaveTextContent("20.11.2026");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: controlled<string | null, DatePickerProps>(DatePicker, { initial: "2026-11-20", width: 280 }),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Arrival" });
    await expect(canvas.getByText("Value: 2026-11-20")).toBeVisible();
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByText("Value: 2026-11-19")).toBeVisible();
    // Clearing every segment reports null.
    for (const part of segmentsOf(group)) {
      await userEvent.click(part);
      await userEvent.keyboard("{Backspace}{Backspace}{Backspace}{Backspace}");
    }
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText("Value: null")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: "Date on which the guest is expected to arrive at the property and collect the room keys",
    hint: "Guests arriving after midnight should be entered with the previous day so that the room is kept",
    defaultValue: "2026-11-20",
  },
  render: inColumn(DatePicker, 220),
};

/** The box (the group of segments and the calendar button) carries the states. */
const BOX = '[role="group"]';

/**
 * Every state of the field in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty and filled.
 */
export const States: Story = {
  args: { errorMessage: "The hotel is closed on that day", defaultValue: "2026-11-20" },
  ...fieldStates(DatePicker, { target: BOX, width: 240 }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: { label: "الوصول", errorMessage: "الفندق مغلق في ذلك اليوم", defaultValue: "2026-11-20" },
  globals: { locale: "ar" },
};

/** The calendar button in every state: at rest, hovered, with keyboard focus, pressed and disabled. */
export const CalendarButtonStates: Story = {
  args: { defaultValue: "2026-11-20" },
  ...fieldButtonStates(DatePicker, { buttons: { "Calendar button": '[role="group"] button' }, width: 240 }),
};

export const CalendarButtonStatesDark: Story = { ...CalendarButtonStates, globals: { scheme: "dark" } };

export const CalendarButtonStatesRightToLeft: Story = {
  ...CalendarButtonStates,
  args: { label: "الوصول", defaultValue: "2026-11-20" },
  globals: { locale: "ar" },
};

export const Dark: Story = {
  args: { defaultValue: "2026-11-20", hint: "The day the guest checks in" },
  globals: { scheme: "dark" },
  play: opensCalendarOnTheDay,
};

export const RightToLeft: Story = {
  args: { label: "تاريخ الوصول", hint: "اليوم الذي يصل فيه الضيف", defaultValue: "2026-11-20" },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const group = canvas.getByRole("group", { name: "تاريخ الوصول" });
    await userEvent.click(within(group).getByRole("button"));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    // The previous-month chevron is mirrored so it points to the inline start (right).
    const previous = navButton(dialog, "previous");
    await expect(getComputedStyle(previous.querySelector("svg")!).transform).toBe(
      "matrix(-1, 0, 0, 1, 0, 0)",
    );
    // ArrowLeft moves forward in right-to-left.
    await userEvent.keyboard("{ArrowLeft}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-21");
  },
};
