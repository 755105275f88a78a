import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { TimeFieldProps } from "./TimeField";
import { TimeField } from "./TimeField";
import { controlled, dateFieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { segment, shown } from "../__stories__/segments";
import { fieldStates } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/TimeField",
  component: TimeField,
  args: { label: "Check-in from", onChange: fn(), onBlur: fn() },
  argTypes: dateFieldArgTypes,
  render: inColumn(TimeField, 240),
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: "Local time of the property", defaultValue: "15:00:00" },
};

export const Default: Story = {
  args: { hint: "Local time of the property" },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    await expect(group).toHaveAccessibleDescription("Local time of the property");
    // 24-hour with seconds, no AM/PM.
    await expect(
      within(group)
        .getAllByRole("spinbutton")
        .map((part) => part.dataset.type),
    ).toEqual(["hour", "minute", "second"]);
    await userEvent.tab();
    await expect(segment(group, "hour")).toHaveFocus();
    await userEvent.keyboard("14");
    await expect(segment(group, "minute")).toHaveFocus();
    await userEvent.keyboard("30");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("05");
    await expect(args.onChange).toHaveBeenLastCalledWith("14:30:05");
    await expect(shown(group)).toBe("14:30:05");
    // Pointer: click the hour and step it down.
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onChange).toHaveBeenLastCalledWith("13:30:05");
  },
};

export const WithoutSeconds: Story = {
  args: { label: "Quiet hours start", withSeconds: false, defaultValue: "22:00" },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Quiet hours start" });
    await expect(shown(group)).toBe("22:00");
    await expect(segment(group, "second")).toBeNull();
    await userEvent.click(segment(group, "minute"));
    await userEvent.keyboard("45");
    await expect(args.onChange).toHaveBeenLastCalledWith("22:45");
  },
};

/** Minutes other than 00 are refused with a message, and onChange does not get the time. */
export const FullHoursOnly: Story = {
  args: { label: "Daily report at", fullHoursOnly: true, defaultValue: "08:00:00", hint: "Full hours only" },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Daily report at" });
    // Minutes other than 00 are refused: an error shows and onChange does not get the time.
    await userEvent.click(segment(group, "minute"));
    await userEvent.keyboard("30");
    await expect(canvas.getByText("Only full hours are allowed (minutes 00)")).toBeVisible();
    await expect(segment(group, "minute")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onChange).not.toHaveBeenCalled();
    // Back to 00: valid again.
    await userEvent.click(segment(group, "minute"));
    await userEvent.keyboard("00");
    await waitFor(() => expect(canvas.queryByText(/Only full hours/)).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith("08:00:00");
    // The hour stays free.
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("09:00:00");
    // Seconds count too.
    await userEvent.click(segment(group, "second"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByText("Only full hours are allowed (minutes 00)")).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith("09:00:01");
  },
};

export const MinAndMax: Story = {
  args: { minValue: "12:00", maxValue: "20:00", defaultValue: "15:00:00", hint: "Between 12:00 and 20:00" },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("21");
    await expect(args.onChange).toHaveBeenLastCalledWith("21:00:00");
    await expect(canvas.getByText(/Value must be .+ or earlier/)).toBeVisible();
    await expect(segment(group, "hour")).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("09");
    await expect(canvas.getByText(/Value must be .+ or later/)).toBeVisible();
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("16");
    await waitFor(() => expect(canvas.queryByText(/Value must be/)).not.toBeInTheDocument());
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: /Check-in from/ });
    await userEvent.tab();
    await expect(segment(group, "hour")).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(canvas.getByText("required")).toBeVisible();
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("150000");
    await waitFor(() => expect(canvas.queryByText("required")).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith("15:00:00");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "03:00:00", isInvalid: true, errorMessage: "The reception is closed at that time" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    await expect(canvas.getByText("The reception is closed at that time")).toBeVisible();
    await expect(segment(group, "hour")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "15:00:00", isDisabled: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    await expect(segment(group, "hour")).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: "15:00:00", isReadOnly: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowUp}9");
    await expect(shown(group)).toBe("15:00:00");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  args: { fullHoursOnly: true },
  render: controlled<string | null, TimeFieldProps>(TimeField, {
    initial: "1970-01-01T06:00:00Z",
    width: 240,
    preset: { label: "Evening", value: "18:00:00" },
  }),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    // A stored settings time (fixed date, Z suffix) shows its time part.
    await expect(shown(group)).toBe("06:00:00");
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByText("Value: 07:00:00")).toBeVisible();
    // A refused time keeps the last full hour outside.
    await userEvent.click(segment(group, "minute"));
    await userEvent.keyboard("15");
    await expect(canvas.getByText("Value: 07:00:00")).toBeVisible();
    await expect(shown(group)).toBe("07:15:00");
    // A new value from outside replaces it.
    await userEvent.click(canvas.getByRole("button", { name: "Evening" }));
    await expect(shown(group)).toBe("18:00:00");
    await waitFor(() => expect(canvas.queryByText(/Only full hours/)).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    label:
      "Time from which guests can check in at the reception or at the self-service terminal in the lobby",
    hint: "Guests who arrive earlier can leave their luggage at the reception free of charge",
    defaultValue: "15:00:00",
  },
  render: inColumn(TimeField, 200),
};

/** The box (react-aria's group of segments) carries the states. */
const BOX = '[role="group"]';

/**
 * Every state of the field in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty and filled.
 */
export const States: Story = {
  args: { errorMessage: "The reception is closed at that time", defaultValue: "15:00:00" },
  ...fieldStates(TimeField, { target: BOX, width: 200 }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: { label: "تسجيل الوصول من", errorMessage: "الاستقبال مغلق في ذلك الوقت", defaultValue: "15:00:00" },
  globals: { locale: "ar" },
};

export const Dark: Story = {
  args: { defaultValue: "15:00:00", hint: "Local time of the property" },
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Check-in from" });
    await userEvent.click(segment(group, "minute"));
    await expect(segment(group, "minute")).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { label: "تسجيل الوصول من", hint: "بالتوقيت المحلي للفندق", defaultValue: "15:00:00" },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const group = canvas.getByRole("group", { name: "تسجيل الوصول من" });
    await expect(group.querySelector('[data-type="dayPeriod"]')).toBeNull();
    // The time still reads HH:mm:ss from left to right.
    const left = (type: "hour" | "minute" | "second") => segment(group, type).getBoundingClientRect().left;
    await expect(left("hour")).toBeLessThan(left("minute"));
    await expect(left("minute")).toBeLessThan(left("second"));
    await userEvent.click(segment(group, "hour"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("16:00:00");
  },
};
