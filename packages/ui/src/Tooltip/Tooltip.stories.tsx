import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "Components/Overlays/Tooltip",
  component: Tooltip,
  args: {
    content: "Edit the property's name and address",
    delay: 600,
    children: (
      <Button variant="outline" icon={<Pencil size={16} aria-hidden />}>
        Edit
      </Button>
    ),
  },
  argTypes: {
    placement: {
      control: "select",
      options: ["top", "bottom", "start", "end"],
      table: { defaultValue: { summary: '"top"' } },
    },
    children: { control: false },
  },
  // Room above the trigger for the bubble.
  decorators: [(Story) => <div style={{ paddingBlock: 48, paddingInline: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit" });
    // Keyboard focus shows the tooltip at once and describes the trigger.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Edit the property's name and address");
    await expect(trigger).toHaveAccessibleDescription("Edit the property's name and address");
    // Escape hides it and leaves the focus on the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The tooltip shown, as keyboard focus on its trigger shows it at once: the state at rest for review. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Edit" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Edit the property's name and address",
    );
  },
};

export const OnHover: Story = {
  args: { delay: 100 },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: "Edit" });
    // react-aria shows hover tooltips once the pointer is in use (a press somewhere on the page).
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Edit the property's name and address",
    );
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { placement: "bottom" },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveAttribute("data-placement", "bottom");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Edit" })).toHaveFocus();
    await expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    content:
      "Edit the property's name, address, contact persons, opening hours and the texts that guests see on the booking confirmation",
  },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole("tooltip");
    // The bubble wraps instead of running off the screen.
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    content: "تعديل اسم العقار وعنوانه",
    children: (
      <Button variant="outline" icon={<Pencil size={16} aria-hidden />}>
        تعديل
      </Button>
    ),
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("تعديل اسم العقار وعنوانه");
  },
};
