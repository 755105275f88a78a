import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { DateTimePickerProps } from "./DateTimePicker";
import { DateTimePicker } from "./DateTimePicker";
import { controlled, dateFieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import {
  openCalendar,
  opensCalendarOnTheDay,
  segment,
  segmentsOf,
  shown,
  type SegmentType,
} from "../__stories__/segments";
import { fieldStates } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/DateTimePicker",
  component: DateTimePicker,
  args: { label: "Ticket valid until", onChange: fn(), onBlur: fn() },
  argTypes: dateFieldArgTypes,
  render: inColumn(DateTimePicker, 320),
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: "Local time", defaultValue: "2026-11-20T14:30:00" },
};

export const Default: Story = {
  args: { hint: "Local time" },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Ticket valid until" });
    // The date as every table shows it (DD.MM.YYYY, never the US order), then a 24-hour time with seconds:
    // no AM/PM segment.
    await expect(segmentsOf(group).map((part) => part.dataset.type)).toEqual([
      "day",
      "month",
      "year",
      "hour",
      "minute",
      "second",
    ]);
    await userEvent.tab();
    await expect(segment(group, "day")).toHaveFocus();
    await userEvent.keyboard("20112026");
    await expect(segment(group, "hour")).toHaveFocus();
    await userEvent.keyboard("17");
    await expect(segment(group, "minute")).toHaveFocus();
    await userEvent.keyboard("05");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("09");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-20T17:05:09");
    await expect(shown(group)).toBe("20.11.2026, 17:05:09");
    // Pointer: click the hour and step it up.
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-20T18:05:09");
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: "2026-11-20T14:30:00" },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: /Open calendar/ });
    // Keyboard: past the six segments to the button.
    for (let i = 0; i < 7; i++) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: /Ticket valid until/ });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: /20 November 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    // The picked day keeps the time.
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-27T14:30:00");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(shown(canvas.getByRole("group", { name: "Ticket valid until" }))).toBe(
      "27.11.2026, 14:30:00",
    );
  },
};

/** A day picked into an empty field starts at midnight. */
export const PickIntoEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: /24 November 2026/ }));
    // Without a time the day starts at midnight.
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-24T00:00:00");
  },
};

export const MinAndMax: Story = {
  args: {
    label: "Maintenance starts",
    defaultValue: "2026-11-20T12:00:00",
    minValue: "2026-11-20T10:00:00",
    maxValue: "2026-11-30T18:00:00",
    hint: "From now until the end of the month",
  },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Maintenance starts" });
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("08");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-20T08:00:00");
    await expect(canvas.getByText(/Value must be .+ or later/)).toBeVisible();
    await expect(segment(group, "hour")).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("11");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-20T11:00:00");
    await waitFor(() => expect(canvas.queryByText(/Value must be/)).not.toBeInTheDocument());
    await userEvent.click(segment(group, "day"));
    await userEvent.keyboard("30");
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("19");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-30T19:00:00");
    await expect(canvas.getByText(/Value must be .+ or earlier/)).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: /Ticket valid until/ });
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(canvas.getByText("required")).toBeVisible();
    await expect(segment(group, "month")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: "2026-11-20T10:00:00",
    isInvalid: true,
    errorMessage: "The ticket must be valid for at least an hour",
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Ticket valid until" });
    await expect(canvas.getByText("The ticket must be valid for at least an hour")).toBeVisible();
    await expect(segment(group, "hour")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "2026-11-20T10:00:00", isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Open calendar/ })).toBeDisabled();
    const group = canvas.getByRole("group", { name: "Ticket valid until" });
    await expect(segment(group, "hour")).toHaveAttribute("aria-disabled", "true");
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: "2026-11-20T10:00:00", isReadOnly: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Ticket valid until" });
    await expect(canvas.queryByRole("button", { name: /Open calendar/ })).not.toBeInTheDocument();
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(shown(group)).toBe("20.11.2026, 10:00:00");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: controlled<string | null, DateTimePickerProps>(DateTimePicker, {
    initial: "2026-11-20T23:59:59",
    width: 320,
  }),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Ticket valid until" });
    await userEvent.click(segment(group, "second"));
    await userEvent.keyboard("{ArrowUp}");
    // Segments wrap on their own: the second goes back to 00 without changing the minute.
    await expect(canvas.getByText("Value: 2026-11-20T23:59:00")).toBeVisible();
  },
};

/** An instant from the server (with Z) shows in local time; the story's clock is UTC. */
export const FromInstant: Story = {
  args: {
    defaultValue: "2026-11-20T10:00:00Z",
    hint: "An instant from the server shows in local time (UTC here)",
  },
  play: async ({ canvas }) => {
    await expect(shown(canvas.getByRole("group", { name: "Ticket valid until" }))).toBe(
      "20.11.2026, 10:00:00",
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      "Date and time until which the guest's internet ticket stays valid in every building of the property",
    hint: "After this moment the guest is logged out of the network and has to buy a new ticket at the reception",
    defaultValue: "2026-11-20T10:00:00",
  },
  render: inColumn(DateTimePicker, 240),
};

/** The box (the group of segments and the calendar button) carries the states. */
const BOX = '[role="group"]';

/**
 * Every state of the field in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty and filled.
 */
export const States: Story = {
  args: {
    errorMessage: "The ticket must be valid for at least an hour",
    defaultValue: "2026-11-20T10:00:00",
  },
  ...fieldStates(DateTimePicker, { target: BOX, width: 280 }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: {
    label: "التذكرة صالحة حتى",
    errorMessage: "يجب أن تكون التذكرة صالحة لمدة ساعة على الأقل",
    defaultValue: "2026-11-20T10:00:00",
  },
  globals: { locale: "ar" },
};

export const Dark: Story = {
  args: { defaultValue: "2026-11-20T10:00:00", hint: "Local time" },
  globals: { scheme: "dark" },
  play: opensCalendarOnTheDay,
};

export const RightToLeft: Story = {
  args: { label: "صالح حتى", hint: "بالتوقيت المحلي", defaultValue: "2026-11-20T14:30:00" },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const group = canvas.getByRole("group", { name: "صالح حتى" });
    // Still 24-hour: no day-period segment.
    await expect(group.querySelector('[data-type="dayPeriod"]')).toBeNull();
    // The time reads HH:mm:ss from left to right inside the right-to-left date.
    const left = (type: SegmentType) => segment(group, type).getBoundingClientRect().left;
    await expect(left("hour")).toBeLessThan(left("minute"));
    await expect(left("minute")).toBeLessThan(left("second"));
    await userEvent.click(within(group).getByRole("button"));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard("{ArrowLeft}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-21T14:30:00");
  },
};
