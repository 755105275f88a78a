import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, Download, Pencil, Trash2 } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import type { MenuEntry } from "./Menu";
import { Menu } from "./Menu";
import { Item, ItemLabel, StyledMenu } from "./Menu.styles";
import { STATE_ROWS, StateGrid, expectDistinctStates } from "../__stories__/StateGrid";

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
  // Open at rest (`defaultOpen`): every state story's picture, in the canvas and on the docs page, is the menu,
  // not only its trigger. The stories that open it by keyboard or pointer start closed.
  args: { items: actions, onAction: fn(), defaultOpen: true },
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
  parameters: {
    // A frame of its own per story on the docs page: an open menu holds the focus and the page's scroll.
    docs: { story: { inline: false, iframeHeight: 320 } },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open, its items with their icons, the disabled one and the danger one after a separator. */
export const Default: Story = {
  play: async () => {
    const menu = await screen.findByRole("menu", { name: "More actions" });
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Duplicate", "Export as CSV", "Delete"]);
  },
};

/** Behaviour: opened, moved through and run by keyboard, closed by Escape, run by pointer. Ends closed. */
export const KeyboardAndPointer: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
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
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "More actions" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "More actions" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus());
  },
};

export const DisabledItem: Story = {
  args: { defaultOpen: false },
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
  },
};

/** The default icon trigger names itself in a tooltip on keyboard focus. */
export const TooltipOnTrigger: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "More actions" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("More actions");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "More actions" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  },
};

/** A screen's own button opens the menu; the menu takes the button's name. */
export const CustomTrigger: Story = {
  args: {
    trigger: <Button variant="outline">Actions</Button>,
    placement: "bottom start",
    defaultOpen: false,
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Actions" });
    await userEvent.click(button);
    const menu = await screen.findByRole("menu", { name: "Actions" });
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    await expect(args.onAction).toHaveBeenCalledWith("edit");
    // Open again for the picture: below the button, aligned with its start.
    await userEvent.click(button);
    const again = await screen.findByRole("menu", { name: "Actions" });
    await waitFor(() =>
      expect(Math.abs(again.getBoundingClientRect().left - button.getBoundingClientRect().left)).toBeLessThan(
        2,
      ),
    );
  },
};

export const LongText: Story = {
  args: {
    items: [
      { id: "copy-rates", label: "Copy the rates of this room type to all other room types of the property" },
      { id: "close", label: "Close for sale on every channel until further notice", variant: "danger" },
    ],
  },
  play: async () => {
    const menu = await screen.findByRole("menu");
    // The items wrap within the panel's maximum width.
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: /Copy the rates/ })).toBeVisible());
  },
};

/** A menu item's states; a press runs the item and closes the menu, so it is not a state to rest in. */
const ITEM_ROWS = STATE_ROWS.filter((row) =>
  ["Rest", "Hovered", "Focus visible", "Disabled"].includes(row.name),
);

/** A plain and a danger item in each state, each in a menu panel of its own drawn in place (no popover). */
function MenuItemStates({ edit, remove }: { edit: string; remove: string }) {
  return (
    <StateGrid
      target="[role=menuitem]"
      rows={ITEM_ROWS}
      columns={["Default", "Danger"] as const}
      render={(column, row) => (
        <StyledMenu aria-label={`${row.name} ${column}`} disabledKeys={row.disabled ? ["item"] : []}>
          <Item id="item" textValue={remove} data-variant={column === "Danger" ? "danger" : "default"}>
            {column === "Danger" ? <Trash2 size={16} aria-hidden /> : <Pencil size={16} aria-hidden />}
            <ItemLabel>{column === "Danger" ? remove : edit}</ItemLabel>
          </Item>
        </StyledMenu>
      )}
    />
  );
}

/**
 * Every state of a menu item in one picture, a plain and a danger one: at rest, under the pointer, with keyboard
 * focus and disabled.
 */
export const States: Story = {
  render: () => <MenuItemStates edit="Edit" remove="Delete" />,
  decorators: [(Story) => Story()],
  parameters: { docs: { story: { inline: true } } },
  play: ({ canvasElement }) => expectDistinctStates(canvasElement, "[role=menuitem]"),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  render: () => <MenuItemStates edit="تعديل" remove="حذف" />,
  globals: { locale: "ar" },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
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
    defaultOpen: false,
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "تعديل" })).toHaveFocus());
    // The arrows pass the separator: two steps reach Delete, focused at rest.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "حذف" })).toHaveFocus());
  },
};
