import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "Components/Overlays/Tooltip",
  component: Tooltip,
  // Shown at rest (`defaultOpen`): the picture of every state story, in the canvas and on the docs page, is the
  // bubble, not only its trigger. The stories of showing and hiding start closed.
  args: {
    content: "Edit the property's name and address",
    delay: 600,
    defaultOpen: true,
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
  parameters: {
    // A frame of its own per story on the docs page: react-aria shows one tooltip at a time in a document and
    // closes a tooltip when its page scrolls, so inline they would close each other.
    docs: { story: { inline: false, iframeHeight: 200 } },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The bubble above its trigger, describing it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Edit the property's name and address");
    await expect(canvas.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      "Edit the property's name and address",
    );
  },
};

/**
 * Behaviour: keyboard focus shows the tooltip at once, Escape hides it; the pointer shows it after its delay and
 * hides it on leaving. Ends hidden.
 */
export const ShowsAndHides: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false, delay: 100 },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: "Edit" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Edit the property's name and address",
    );
    await expect(trigger).toHaveAccessibleDescription("Edit the property's name and address");
    // Escape hides it and leaves the focus on the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // react-aria shows hover tooltips once the pointer is in use (a press somewhere on the page).
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await expect(await screen.findByRole("tooltip")).toBeInTheDocument();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Shown by keyboard focus on its trigger, which shows it at once: the focus ring and the bubble together. */
export const Open: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Edit" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Edit the property's name and address",
    );
  },
};

/** Shown by the pointer resting on its trigger, after the delay. */
export const OnHover: Story = {
  args: { defaultOpen: false, delay: 100 },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: "Edit" });
    // react-aria shows hover tooltips once the pointer is in use (a press somewhere on the page).
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Edit the property's name and address",
    );
  },
};

export const Bottom: Story = {
  args: { placement: "bottom" },
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toHaveAttribute("data-placement", "bottom");
  },
};

/** A disabled tooltip never shows, not even on keyboard focus. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultOpen: false },
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
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("تعديل اسم العقار وعنوانه");
  },
};
