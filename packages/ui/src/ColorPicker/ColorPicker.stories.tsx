import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ColorPickerProps } from "./ColorPicker";
import { ColorPicker } from "./ColorPicker";
import { controlled, fieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { fieldButtonStates, fieldStates } from "../__stories__/StateGrid";

const meta = {
  title: "Components/Primitives/ColorPicker",
  component: ColorPicker,
  args: { label: "Primary colour", onChange: fn(), onBlur: fn() },
  argTypes: {
    ...fieldArgTypes,
    hint: { control: "text", table: { defaultValue: { summary: '"Hex colour, e.g. #C9A23F"' } } },
    value: { control: "text" },
    defaultValue: { control: "text" },
  },
  render: inColumn(ColorPicker, 280),
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour the swatch paints. */
const swatchOf = (root: HTMLElement) =>
  getComputedStyle(root.querySelector<HTMLElement>('[data-ui="ColorSwatch"]')!).backgroundColor;

/** The swatch paints `color`, allowing the render after the change its moment (the visual run is busier). */
const swatchIs = (root: HTMLElement, color: string) => waitFor(() => expect(swatchOf(root)).toBe(color));

export const Playground: Story = {
  args: { defaultValue: "#C9A23F" },
};

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const swatch = canvas.getByRole("button", { name: "Choose colour Primary colour" });
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    // Empty shows white and says so.
    await swatchIs(canvasElement, "rgb(255, 255, 255)");
    await expect(swatch).toHaveAccessibleDescription("No colour (shows white)");
    await expect(input).toHaveAccessibleDescription("Hex colour, e.g. #C9A23F");
    // Keyboard: past the swatch into the hex box.
    await userEvent.tab();
    await expect(swatch).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("#C9A23F");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith("#C9A23F");
    await swatchIs(canvasElement, "rgb(201, 162, 63)");
    await expect(swatch).toHaveAccessibleDescription("#C9A23F");
    // Lower case without "#" is fine and shown normalised once the user leaves.
    await userEvent.tripleClick(input);
    await userEvent.keyboard("1a73e8");
    await expect(args.onChange).toHaveBeenLastCalledWith("#1A73E8");
    await userEvent.tab();
    await expect(input).toHaveValue("#1A73E8");
    await expect(canvas.queryByText("Enter a colour as #RRGGBB")).not.toBeInTheDocument();
  },
};

/**
 * Text that is not a colour shows no error while typing, only once the user leaves the box; onChange never
 * gets it.
 */
export const InvalidText: Story = {
  args: { defaultValue: "#C9A23F" },
  // The docs page shows the story after its play, so the state in its name is what a reviewer sees there too.
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.tripleClick(input);
    await userEvent.keyboard("#C9A2");
    // No error while typing; leaving the box shows it.
    await expect(canvas.queryByText("Enter a colour as #RRGGBB")).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText("Enter a colour as #RRGGBB")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/Enter a colour as #RRGGBB/);
    await expect(input).toHaveValue("#C9A2");
    // The last colour stays.
    await expect(args.onChange).not.toHaveBeenCalled();
    await swatchIs(canvasElement, "rgb(201, 162, 63)");
    // Fixing the text clears the error.
    await userEvent.click(input);
    await userEvent.keyboard("{End}3F{Enter}");
    await expect(args.onChange).toHaveBeenCalledTimes(0);
    await waitFor(() => expect(canvas.queryByText("Enter a colour as #RRGGBB")).not.toBeInTheDocument());
    await userEvent.keyboard("{Backspace}E");
    await expect(args.onChange).toHaveBeenLastCalledWith("#C9A23E");
    // Cut short once more: the story rests on the error its name says.
    await userEvent.tripleClick(input);
    await userEvent.keyboard("#C9");
    await userEvent.tab();
    await expect(canvas.getByText("Enter a colour as #RRGGBB")).toBeVisible();
  },
};

/** The clear button empties the field by keyboard: the swatch turns white and onChange gets null. */
export const Clear: Story = {
  args: { defaultValue: "#C9A23F" },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    const swatch = canvas.getByRole("button", { name: "Choose colour Primary colour" });
    await swatchIs(canvasElement, "rgb(201, 162, 63)");
    // Keyboard: swatch, box, clear.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole("button", { name: "Clear" });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await swatchIs(canvasElement, "rgb(255, 255, 255)");
    await expect(swatch).toHaveAccessibleDescription("No colour (shows white)");
    await expect(clear).toBeDisabled();
    // Pointer: type the short form (taken on Enter), clear with a click.
    await userEvent.keyboard("#000");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("#000000");
    await expect(input).toHaveValue("#000000");
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await swatchIs(canvasElement, "rgb(255, 255, 255)");
  },
};

/** The swatch opens the picker dialog by keyboard; a colour chosen there fills the hex box. */
export const Picker: Story = {
  args: { defaultValue: "#C9A23F" },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const swatch = canvas.getByRole("button", { name: "Choose colour Primary colour" });
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Primary colour" });
    const hex = within(dialog).getByRole("textbox", { name: "Hex" });
    await expect(hex).toHaveValue("#C9A23F");
    // Tab to the area's thumb; arrows change saturation and brightness.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getAllByRole("slider")).toContain(canvasElement.ownerDocument.activeElement);
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const darker = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as string;
    await expect(darker).toMatch(/^#[0-9A-F]{6}$/);
    await expect(input).toHaveValue(darker);
    // The hue slider.
    await userEvent.tab();
    await expect(within(dialog).getByRole("slider", { name: "Hue" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // The hex field in the popover.
    await userEvent.tripleClick(hex);
    await userEvent.keyboard("#1A73E8{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("#1A73E8");
    await expect(input).toHaveValue("#1A73E8");
    await swatchIs(canvasElement, "rgb(26, 115, 232)");
    // Escape closes and gives focus back to the swatch.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(swatch).toHaveFocus();
    await expect(input).toHaveValue("#1A73E8");
    await expect(args.onChange).toHaveBeenLastCalledWith("#1A73E8");
  },
};

/** The picker dialog open, for its look. */
export const PickerOpen: Story = {
  args: { defaultValue: "#C9A23F" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose colour Primary colour" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Primary colour/ });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByText("required")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "#FFFFFF", isInvalid: true, errorMessage: "The toolbar needs a darker colour" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await expect(canvas.getByText("The toolbar needs a darker colour")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "#C9A23F", isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choose colour Primary colour" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Primary colour" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Clear" })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: "#C9A23F", isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await expect(input).toHaveAttribute("readonly");
    await expect(canvas.queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Choose colour Primary colour" })).toBeDisabled();
    await userEvent.type(input, "00");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A parent owns the value: the field shows what the parent sets and reports every change. */
export const Controlled: Story = {
  // Its end state (cleared) is asserted by the play function. In the screenshot run, where stories follow
  // each other in one page, it sometimes ended a step early after another ColorPicker story; left out of
  // the screenshots until that is understood (see docs/decisions.md).
  tags: ["no-visual"],
  render: controlled<string | null, ColorPickerProps>(ColorPicker, {
    initial: "",
    width: 280,
    // JSON, so the empty string shows apart from null.
    print: (value) => JSON.stringify(value),
    preset: { label: "Green", value: "#2E7D32" },
  }),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await swatchIs(canvasElement, "rgb(255, 255, 255)");
    await userEvent.click(input);
    await userEvent.keyboard("#C9A23F");
    await expect(canvas.getByText('Value: "#C9A23F"')).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Green" }));
    await expect(input).toHaveValue("#2E7D32");
    await swatchIs(canvasElement, "rgb(46, 125, 50)");
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(canvas.getByText("Value: null")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: "Background colour of the toolbar in the guest app when the device is in dark mode",
    hint: "Pick a colour with enough contrast to the white toolbar icons; it is shown on every screen",
    defaultValue: "#3A3A3C",
  },
  render: inColumn(ColorPicker, 220),
};

/** The box (the swatch button, the hex input and Clear) carries the states. */
const BOX = "[data-rac]:has(> input)";

/**
 * Every state of the field in one picture: at rest, hovered, with keyboard focus, invalid (alone and focused),
 * read only and disabled, empty and filled (without the hint line, so the seven rows fit one picture).
 */
export const States: Story = {
  args: { hint: null, errorMessage: "The toolbar needs a darker colour", defaultValue: "#C9A23F" },
  ...fieldStates(ColorPicker, { target: BOX, width: 260 }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: {
    hint: null,
    label: "اللون الأساسي",
    errorMessage: "يحتاج شريط الأدوات إلى لون أغمق",
    defaultValue: "#C9A23F",
  },
  globals: { locale: "ar" },
};

/** The swatch (it opens the picker) and Clear in every state: at rest, hovered, focused, pressed and disabled. */
export const ButtonStates: Story = {
  args: { hint: null, defaultValue: "#C9A23F" },
  ...fieldButtonStates(ColorPicker, {
    buttons: { Swatch: 'button:has(> [data-ui="ColorSwatch"])', Clear: "button:has(> svg)" },
    width: 260,
  }),
};

export const ButtonStatesDark: Story = { ...ButtonStates, globals: { scheme: "dark" } };

export const ButtonStatesRightToLeft: Story = {
  ...ButtonStates,
  args: { hint: null, label: "اللون الأساسي", defaultValue: "#C9A23F" },
  globals: { locale: "ar" },
};

export const Dark: Story = {
  args: { defaultValue: "#C9A23F" },
  globals: { scheme: "dark" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose colour Primary colour" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const RightToLeft: Story = {
  args: { label: "اللون الأساسي", hint: "لون سداسي عشري، مثل ‎#C9A23F" },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const input = canvas.getByRole("textbox", { name: "اللون الأساسي" });
    await userEvent.click(input);
    await userEvent.keyboard("#C9A23F");
    await expect(args.onChange).toHaveBeenLastCalledWith("#C9A23F");
    await swatchIs(canvasElement, "rgb(201, 162, 63)");
  },
};
