import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { TextArea } from "./TextArea";
import { fieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { fieldStates } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/TextArea",
  component: TextArea,
  args: { label: "Notes for the front desk", onChange: fn(), onBlur: fn() },
  argTypes: { ...fieldArgTypes, rows: { control: "number" } },
  render: inColumn(TextArea, 360),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: "Visible to all staff", maxLength: 200 } };

export const Default: Story = {
  args: { hint: "Visible to all staff" },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes for the front desk" });
    await expect(textarea.tagName).toBe("TEXTAREA");
    await expect(textarea).toHaveAttribute("rows", "4");
    await expect(textarea).toHaveAccessibleDescription("Visible to all staff");
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard("Late arrival{Enter}Needs a cot");
    await expect(textarea).toHaveValue("Late arrival\nNeeds a cot");
    await expect(args.onChange).toHaveBeenLastCalledWith("Late arrival\nNeeds a cot");
  },
};

export const CharacterCount: Story = {
  args: { maxLength: 20, hint: "Visible to all staff" },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes for the front desk" });
    await expect(canvas.getByText("0 / 20 characters")).toBeVisible();
    await userEvent.click(textarea);
    await userEvent.keyboard("Late arrival");
    await expect(canvas.getByText("12 / 20 characters")).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(/12 \/ 20 characters/);
    // The browser stops at maxLength.
    await userEvent.keyboard(", needs a cot and a quiet room");
    await expect(textarea).toHaveValue("Late arrival, needs ");
    await expect(canvas.getByText("20 / 20 characters")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith("Late arrival, needs ");
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: "Describe the request" },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes for the front desk" });
    await expect(textarea).toBeRequired();
    await expect(canvas.queryByText("Describe the request")).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText("Describe the request")).toBeVisible();
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription(/Describe the request/);
    await userEvent.type(textarea, "Cot");
    await waitFor(() => expect(canvas.queryByText("Describe the request")).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: "Call me",
    isInvalid: true,
    errorMessage: "Phone numbers are not allowed in notes",
    hint: "Visible to all staff",
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes for the front desk" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Phone numbers are not allowed in notes")).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(/Phone numbers are not allowed in notes/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Late arrival", maxLength: 200 },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes for the front desk" });
    await expect(textarea).toBeDisabled();
    await userEvent.click(textarea, { pointerEventsCheck: 0 });
    await userEvent.keyboard("more");
    await expect(textarea).toHaveValue("Late arrival");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      "Internal notes about the guest's preferences, allergies and requests collected by the reservation team",
    hint: "Visible to every member of staff with access to the reservation, including external cleaning contractors.",
    rows: 3,
    maxLength: 1000,
    defaultValue:
      "Arrives late on Friday with two children and a dog; needs a cot, a ground-floor room close to the garden exit, hypoallergenic pillows, no feather duvets, and a table for four at 19:30 on Saturday.\nPrefers oat milk.",
  },
};

/**
 * Every state of the box in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty with its placeholder and filled.
 */
export const States: Story = {
  args: {
    errorMessage: "Write what the front desk should know",
    placeholder: "Late arrival, needs a cot",
    defaultValue: "Late arrival after 23:00, needs a cot.",
    // One line each, so the seven states fit one picture.
    rows: 1,
  },
  ...fieldStates(TextArea, { target: "textarea", width: 240, empty: "" }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: {
    label: "ملاحظات",
    errorMessage: "اكتب ما يجب أن يعرفه مكتب الاستقبال",
    placeholder: "وصول متأخر",
    defaultValue: "وصول متأخر بعد الساعة 23:00، يحتاج إلى سرير أطفال.",
    rows: 1,
  },
  globals: { locale: "ar" },
};

export const Dark: Story = { ...Invalid, globals: { scheme: "dark" }, play: undefined };

export const RightToLeft: Story = {
  args: { label: "ملاحظات", hint: "مرئية لجميع الموظفين", maxLength: 200 },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const textarea = canvas.getByRole("textbox", { name: "ملاحظات" });
    await userEvent.type(textarea, "وصول متأخر");
    await expect(args.onChange).toHaveBeenLastCalledWith("وصول متأخر");
  },
};
