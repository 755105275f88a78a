import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { NumberField } from "./NumberField";
import { fieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { fieldButtonStates, fieldStates, POINTER_STATE_ROWS } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/NumberField",
  component: NumberField,
  args: { label: "Rooms", minValue: 0, maxValue: 10, defaultValue: 2, onChange: fn() },
  argTypes: {
    prefix: { control: "text" },
    suffix: { control: "text" },
    ...fieldArgTypes,
  },
  render: inColumn(NumberField, 240),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: "Between 0 and 10" } };

export const Default: Story = {
  args: { hint: "Between 0 and 10" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Rooms" });
    await expect(input).toHaveAccessibleDescription("Between 0 and 10");
    // The stepper buttons stay out of the tab order: Tab lands on the input.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("3");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(input).toHaveValue("1");
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // Typing commits on Enter (and on blur).
    await userEvent.keyboard("{Control>}a{/Control}7{Enter}");
    await expect(input).toHaveValue("7");
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    // Pointer: the stepper buttons.
    await userEvent.click(canvas.getByRole("button", { name: /Increase/ }));
    await expect(input).toHaveValue("8");
    await userEvent.click(canvas.getByRole("button", { name: /Decrease/ }));
    await expect(input).toHaveValue("7");
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
  },
};

export const MinAndMax: Story = {
  args: { defaultValue: 9, hint: "Between 0 and 10" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Rooms" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("10");
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole("button", { name: /Increase/ })).toBeDisabled();
    // Home and End jump to the bounds; ArrowDown stops at the minimum.
    await userEvent.keyboard("{Home}");
    await expect(input).toHaveValue("0");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("0");
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole("button", { name: /Decrease/ })).toBeDisabled();
    // A typed value out of range is clamped when it is committed, and the field says so.
    await userEvent.keyboard("{Control>}a{/Control}25");
    await userEvent.tab();
    await expect(input).toHaveValue("10");
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(input).toHaveAccessibleDescription(
      /25 is outside the allowed range and became 10\. Enter a number from 0 to 10\./,
    );
  },
};

/**
 * Issue 26: a number field never drops what was typed without a word. A minus sign in a field from 1 up,
 * letters, and a number past the maximum each show why under the field (until the next edit), in the
 * field's own number format.
 */
export const SaysWhyInputIsRefused: Story = {
  args: {
    label: "Auto renew days",
    minValue: 1,
    maxValue: 3650,
    defaultValue: 365,
    formatOptions: { maximumFractionDigits: 0, useGrouping: false },
    hint: undefined,
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Auto renew days" });
    await userEvent.clear(input);
    await userEvent.type(input, "-5");
    await expect(input).toHaveValue("5");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(
      canvas.getByText("“-” cannot be entered here. Enter a number from 1 to 3650."),
    ).toBeVisible();
    await userEvent.tab();
    // A new edit starts clean; letters are refused the same way.
    await userEvent.click(input);
    await expect(canvas.queryByText(/cannot be entered here/)).not.toBeInTheDocument();
    await userEvent.type(input, "abc");
    await expect(input).toHaveValue("5");
    await expect(canvas.getByText(/^“c” cannot be entered here\./)).toBeVisible();
    // 99,999,999,999 days become the maximum, said out loud.
    await userEvent.clear(input);
    await userEvent.type(input, "99999999999");
    await userEvent.tab();
    await expect(input).toHaveValue("3650");
    await expect(args.onChange).toHaveBeenLastCalledWith(3650);
    await expect(input).toHaveAccessibleDescription(
      "99999999999 is outside the allowed range and became 3650. Enter a number from 1 to 3650.",
    );
  },
};

export const Step: Story = {
  args: {
    label: "Discount",
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    defaultValue: 0.1,
    formatOptions: { style: "percent" },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Discount" });
    await expect(input).toHaveValue("10%");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("15%");
    await expect(args.onChange).toHaveBeenLastCalledWith(0.15);
  },
};

export const Currency: Story = {
  args: {
    label: "Price per night",
    minValue: 0,
    maxValue: 10000,
    step: 5,
    defaultValue: 120,
    formatOptions: { style: "currency", currency: "EUR" },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Price per night" });
    await expect(input).toHaveValue("€120.00");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("€115.00");
    await expect(args.onChange).toHaveBeenLastCalledWith(115);
  },
};

export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div style={{ inlineSize: 240, display: "grid", gap: 16 }}>
      <NumberField
        {...args}
        label="Deposit"
        prefix="€"
        minValue={0}
        maxValue={1000}
        step={10}
        defaultValue={50}
      />
      <NumberField
        {...args}
        label="Distance to the beach"
        suffix="km"
        minValue={0}
        step={0.5}
        defaultValue={2.5}
      />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const distance = canvas.getByRole("textbox", { name: "Distance to the beach" });
    await expect(canvas.getByText("€")).toBeVisible();
    await expect(canvas.getByText("km")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Deposit" })).toHaveAccessibleDescription("€");
    await expect(distance).toHaveAccessibleDescription("km");
    await userEvent.click(canvas.getByText("km"));
    await expect(distance).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(distance).toHaveValue("3");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: undefined, hint: "Between 0 and 10" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Rooms" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(canvas.queryByText("required")).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText("required")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/required/);
    await userEvent.click(input);
    await userEvent.keyboard("4{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await waitFor(() => expect(canvas.queryByText("required")).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Only 4 rooms are free on these dates", defaultValue: 6 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Rooms" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Only 4 rooms are free on these dates")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("Only 4 rooms are free on these dates");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Rooms" });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.click(canvas.getByRole("button", { name: /Increase/ }), { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("2");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Rooms" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("2");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: "Maximum number of guests allowed in the room including children and infants on extra beds",
    hint: "Used by the channel manager to filter offers; infants under two years are not counted by every channel.",
    maxValue: 1_000_000_000,
    defaultValue: 123_456_789,
    suffix: "guests per room",
  },
};

/** The box (react-aria's Group around the input and the stepper) carries the states. */
const BOX = "[data-rac]:has(> input)";

/**
 * Every state of the field in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty and filled with a suffix.
 */
export const States: Story = {
  args: { errorMessage: "Enter 1 to 10 rooms", suffix: "rooms", defaultValue: 2 },
  ...fieldStates(NumberField, { target: BOX, width: 200 }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: { label: "عدد الغرف", errorMessage: "أدخل من 1 إلى 10 غرف", suffix: "غرف", defaultValue: 2 },
  globals: { locale: "ar" },
};

/**
 * The stepper's buttons in every state a pointer gives them: at rest, hovered, pressed and disabled. They take no
 * keyboard focus (the arrow keys step the number), so they have no focus row.
 */
export const StepperStates: Story = {
  args: { suffix: "rooms", defaultValue: 2 },
  ...fieldButtonStates(NumberField, {
    buttons: {
      Decrement: '[role="group"] button:first-of-type',
      Increment: '[role="group"] button:last-of-type',
    },
    width: 200,
    rows: POINTER_STATE_ROWS,
  }),
};

export const StepperStatesDark: Story = { ...StepperStates, globals: { scheme: "dark" } };

export const StepperStatesRightToLeft: Story = {
  ...StepperStates,
  args: { label: "عدد الغرف", suffix: "غرف", defaultValue: 2 },
  globals: { locale: "ar" },
};

export const Dark: Story = { ...PrefixAndSuffix, globals: { scheme: "dark" }, play: undefined };

export const RightToLeft: Story = {
  args: { label: "عدد الغرف", hint: "بين 0 و 10", suffix: "غرف" },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const input = canvas.getByRole("textbox", { name: "عدد الغرف" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};
