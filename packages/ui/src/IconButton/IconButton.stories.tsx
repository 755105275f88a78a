import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Pencil, Trash2 } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { clickIgnored } from "../__stories__/disabled";
import { pressesEveryWay } from "../__stories__/presses";
import { StateGrid, expectDistinctStates } from "../__stories__/StateGrid";
import { IconButton } from "./IconButton";

const meta = {
  title: "Components/Primitives/IconButton",
  component: IconButton,
  args: { "aria-label": "Edit", children: <Pencil size={18} aria-hidden />, onPress: fn() },
  argTypes: {
    tooltipPlacement: { table: { defaultValue: { summary: '"top"' } } },
    variant: { control: "inline-radio", options: ["primary", "secondary", "outline", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["md", "sm"] },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ paddingBlock: 40, paddingInline: 24 }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { tooltip: true } };

/** Every variant, and the small size for dense rows. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <IconButton {...args} variant="primary" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} variant="outline" />
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="danger" aria-label="Delete">
        <Trash2 size={18} aria-hidden />
      </IconButton>
      <IconButton {...args} size="sm" variant="outline" aria-label="Edit (small)">
        <Pencil size={14} aria-hidden />
      </IconButton>
      <IconButton {...args} isDisabled aria-label="Edit (disabled)" />
    </div>
  ),
};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Edit" });
    await pressesEveryWay(button, args.onPress);
    // Square: as wide as it is high.
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const WithTooltip: Story = {
  args: { tooltip: true },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Edit" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Edit");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    // The pointer shows it too, after the delay (a press elsewhere first moves the focus away).
    await userEvent.click(canvasElement);
    await expect(button).not.toHaveFocus();
    await userEvent.hover(button);
    await expect(await screen.findByRole("tooltip", {}, { timeout: 3000 })).toHaveTextContent("Edit");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: ({ args, canvas }) => clickIgnored(canvas.getByRole("button", { name: "Edit" }), args.onPress),
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: /Edit/ });
    await expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    "aria-label": "Edit the name, address and contact persons of the selected property",
    tooltip: true,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: /Edit the name/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(/contact persons/);
  },
};

export const Dark: Story = { ...Variants, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: { "aria-label": "التالي", children: <ArrowRight size={18} aria-hidden data-mirror />, tooltip: true },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const button = canvas.getByRole("button", { name: "التالي" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("التالي");
  },
};

const variants = ["primary", "secondary", "outline", "ghost", "danger"] as const;

/** Every variant in every interaction state at once (hover, keyboard focus, press and disabled forced). */
export const States: Story = {
  render: (args) => (
    <StateGrid
      columns={variants}
      render={(variant, row) => <IconButton {...args} variant={variant} isDisabled={row.disabled} />}
    />
  ),
  // Every state is drawn unlike the others (a pressed control unlike a hovered one).
  play: ({ canvasElement }) =>
    expectDistinctStates(canvasElement, "button", { alike: ["Disabled + hovered"] }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: { "aria-label": "تعديل", children: <ArrowRight size={18} aria-hidden data-mirror /> },
  globals: { locale: "ar" },
};
