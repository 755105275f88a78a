import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, Download, Pencil, Trash2 } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import type { MenuEntry } from "./Menu";
import { Menu } from "./Menu";

const actions: MenuEntry[] = [
  { id: "edit", label: "Edit", icon: <Pencil size={16} aria-hidden /> },
  { id: "duplicate", label: "Duplicate", icon: <Copy size={16} aria-hidden /> },
  { id: "export", label: "Export as CSV", icon: <Download size={16} aria-hidden />, isDisabled: true },
  { type: "separator", id: "sep" },
  { id: "delete", label: "Delete", icon: <Trash2 size={16} aria-hidden />, variant: "danger" },
];

const meta = {
  title: "Components/Overlays/Menu",
  component: Menu,
  args: { items: actions, onAction: fn() },
  argTypes: {
    trigger: { control: false, table: { defaultValue: { summary: 'icon button "More actions"' } } },
  },
  decorators: [
    // Room below for the menu; the trigger keeps its own height (a flex row would stretch it to the room's).
    (Story) => (
      <div style={{ display: "flex", justifyContent: "center", alignItems: "flex-start", minBlockSize: 260 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "More actions" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "true");

    // Keyboard: ArrowDown opens on the first item, ArrowDown moves, Enter runs the item and closes.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "More actions" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("duplicate");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without an action.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledTimes(1);

    // Pointer.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await expect(args.onAction).toHaveBeenLastCalledWith("delete");
  },
};

/** The menu open from the keyboard, its first item focused: the state at rest for review. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "More actions" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "More actions" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus());
  },
};

export const DisabledItem: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More actions" }));
    const menu = await screen.findByRole("menu");
    const disabled = within(menu).getByRole("menuitem", { name: "Export as CSV" });
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    // The keyboard skips it, and the separator: from Duplicate, ArrowDown lands on Delete.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Duplicate" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus());
    await expect(within(menu).getByRole("separator")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};

/** The default icon trigger names itself in a tooltip on keyboard focus. */
export const TooltipOnTrigger: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "More actions" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("More actions");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "More actions" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  },
};

/** A screen's own button opens the menu; the menu takes the button's name. */
export const CustomTrigger: Story = {
  args: { trigger: <Button variant="outline">Actions</Button>, placement: "bottom start" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const menu = await screen.findByRole("menu", { name: "Actions" });
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    await expect(args.onAction).toHaveBeenCalledWith("edit");
  },
};

export const LongText: Story = {
  args: {
    items: [
      { id: "copy-rates", label: "Copy the rates of this room type to all other room types of the property" },
      { id: "close", label: "Close for sale on every channel until further notice", variant: "danger" },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More actions" }));
    const menu = await screen.findByRole("menu");
    // The items wrap within the panel's maximum width.
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: /Copy the rates/ })).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More actions" }));
    await screen.findByRole("menu");
  },
};

export const RightToLeft: Story = {
  args: {
    items: [
      { id: "edit", label: "تعديل", icon: <Pencil size={16} aria-hidden /> },
      { id: "duplicate", label: "نسخ", icon: <Copy size={16} aria-hidden /> },
      { type: "separator", id: "sep" },
      { id: "delete", label: "حذف", icon: <Trash2 size={16} aria-hidden />, variant: "danger" },
    ],
  },
  globals: { locale: "ar" },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "تعديل" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("delete");
  },
};
