import type { Meta, StoryObj } from "@storybook/react-vite";
import { Search } from "lucide-react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { OpenLink } from "../OpenLink";
import { TextField } from "./TextField";
import { controlled, fieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { fieldStates } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/TextField",
  component: TextField,
  args: { label: "First name", onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: "inline-radio", options: ["text", "number", "email", "password", "url"] },
    prefix: { control: "text" },
    suffix: { control: "text" },
    action: { control: false },
    ...fieldArgTypes,
  },
  render: inColumn(TextField, 320),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: "As written in the passport", placeholder: "Anna" },
};

export const Default: Story = {
  args: { hint: "As written in the passport" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await expect(input).toHaveAccessibleDescription("As written in the passport");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Anna");
    await expect(input).toHaveValue("Anna");
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(args.onChange).toHaveBeenLastCalledWith("Anna");
    // Pointer: select all and replace.
    await userEvent.tripleClick(input);
    await userEvent.keyboard("Eva");
    await expect(input).toHaveValue("Eva");
    await expect(args.onChange).toHaveBeenLastCalledWith("Eva");
  },
};

export const Controlled: Story = {
  render: controlled(TextField, { initial: "Anna", width: 320 }),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await expect(input).toHaveValue("Anna");
    await userEvent.click(input);
    await userEvent.keyboard("{End}{Backspace}{Backspace}{Backspace}{Backspace}Eva");
    await expect(input).toHaveValue("Eva");
    await expect(canvas.getByText("Value: Eva")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith("Eva");
  },
};

export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320, display: "grid", gap: 16 }}>
      <TextField {...args} label="Price per night" type="number" prefix="€" defaultValue="120" />
      <TextField {...args} label="Distance to the beach" suffix="km" defaultValue="2.5" />
      <TextField
        {...args}
        label="Search rooms"
        prefix={<Search size={16} aria-hidden />}
        placeholder="Room number"
      />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const price = canvas.getByRole("spinbutton", { name: "Price per night" });
    const distance = canvas.getByRole("textbox", { name: "Distance to the beach" });
    await expect(canvas.getByText("€")).toBeVisible();
    await expect(canvas.getByText("km")).toBeVisible();
    // The affixes describe the input, so a screen reader tells the unit too.
    await expect(price).toHaveAccessibleDescription("€");
    await expect(distance).toHaveAccessibleDescription("km");
    // A press on the unit puts the caret in the input.
    await userEvent.click(canvas.getByText("km"));
    await expect(distance).toHaveFocus();
    await userEvent.keyboard("{End}0");
    await expect(distance).toHaveValue("2.50");
    await expect(args.onChange).toHaveBeenLastCalledWith("2.50");
  },
};

export const Required: Story = {
  args: { isRequired: true, hint: "As written in the passport" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await expect(input).toBeRequired();
    // No error before the user has been in the field.
    await expect(canvas.queryByText("required")).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(canvas.getByText("required")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/required/);
    // Typing a value clears the error.
    await userEvent.click(input);
    await userEvent.keyboard("Anna");
    await waitFor(() => expect(canvas.queryByText("required")).not.toBeInTheDocument());
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** A required field left empty shows the screen's own message, linked as the input's description. */
export const RequiredWithMessage: Story = {
  args: { isRequired: true, errorMessage: "Enter the guest's first name" },
  // The docs page shows the story after its play, so the state in its name is what a reviewer sees there too.
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByText("Enter the guest's first name")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("Enter the guest's first name");
  },
};

export const Invalid: Story = {
  args: {
    label: "E-mail",
    type: "email",
    defaultValue: "anna@",
    isInvalid: true,
    errorMessage: "Enter an e-mail address like name@example.com",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("Enter an e-mail address like name@example.com");
  },
};

/**
 * A `validate` function's message: none for a valid address, and "Start with https://" for one without; the
 * story rests on the error.
 */
export const ValidationError: Story = {
  args: {
    label: "Website",
    type: "url",
    validate: (value) => (value === "" || /^https?:\/\//.test(value) ? null : "Start with https://"),
  },
  // The docs page shows the story after its play, so the state in its name is what a reviewer sees there too.
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Website" });
    await userEvent.type(input, "https://hotel.example");
    await expect(canvas.queryByText("Start with https://")).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "hotel.example");
    await expect(canvas.getByText("Start with https://")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** The five input types side by side: the keyboard phones show and the password's bullets differ. */
export const Types: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320, display: "grid", gap: 16 }}>
      <TextField {...args} label="Text" type="text" defaultValue="Seaside Hotel" />
      <TextField {...args} label="Number" type="number" defaultValue="42" />
      <TextField {...args} label="E-mail" type="email" defaultValue="front.desk@seaside.example" />
      <TextField {...args} label="Password" type="password" defaultValue="secret" />
      <TextField {...args} label="URL" type="url" defaultValue="https://seaside.example" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Number" })).toHaveAttribute("type", "number");
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("type", "email");
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("textbox", { name: "URL" })).toHaveAttribute("type", "url");
  },
};

export const WithExternalLink: Story = {
  args: {
    label: "Booking page",
    type: "url",
    defaultValue: "https://seaside.example/book",
    action: <OpenLink href="https://seaside.example/book" />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Open link (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "https://seaside.example/book");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    // Keyboard: the link comes right after the input.
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Booking page" })).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Anna" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.keyboard("Eva");
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue("Anna");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: "Anna" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await expect(input).toHaveAttribute("readonly");
    await userEvent.click(input);
    await userEvent.keyboard("Eva");
    await expect(input).toHaveValue("Anna");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: "Name of the property as it appears on invoices, booking confirmations and the public website",
    defaultValue:
      "Seaside Grand Hotel & Spa Resort by the Old Lighthouse, Northern Beach Promenade, Building C, Wing 4",
    hint: "Shown to guests in every e-mail; keep it shorter than one line of an invoice if you can, please.",
    prefix: "Hotel",
    suffix: "GmbH & Co. KG",
    action: <OpenLink href="https://seaside.example" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: /Name of the property/ });
    await expect((input as HTMLInputElement).value).toContain("Old Lighthouse");
    // The field stays inside its 320 px column.
    const root = canvasElement.querySelector('[data-ui="TextField"]')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** The box (react-aria's Group around the input and its affixes) carries the states. */
const BOX = "[data-rac]:has(> input)";

/**
 * Every state of the field in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty with its placeholder and filled.
 */
export const States: Story = {
  args: { errorMessage: "Enter the guest's first name", placeholder: "Anna", defaultValue: "Anna" },
  ...fieldStates(TextField, { target: BOX, width: 220, empty: "" }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: {
    label: "الاسم الأول",
    errorMessage: "أدخل الاسم الأول للضيف",
    placeholder: "آنا",
    defaultValue: "آنا",
  },
  globals: { locale: "ar" },
};

export const Dark: Story = {
  ...PrefixAndSuffix,
  globals: { scheme: "dark" },
  play: undefined,
};

export const RightToLeft: Story = {
  args: {
    label: "الاسم الأول",
    hint: "كما هو مكتوب في جواز السفر",
    prefix: "€",
    suffix: "كم",
    isRequired: true,
    action: <OpenLink href="https://seaside.example" />,
  },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const input = canvas.getByRole("textbox", { name: "الاسم الأول" });
    await userEvent.click(input);
    await userEvent.keyboard("آنا");
    await expect(input).toHaveValue("آنا");
    // The prefix sits at the inline start, which is the right edge in RTL.
    const prefix = canvas.getByText("€");
    await expect(prefix.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
  },
};
