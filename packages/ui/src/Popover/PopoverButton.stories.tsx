import type { Meta, StoryObj } from "@storybook/react-vite";
import { Columns3 } from "lucide-react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Checkbox, CheckboxGroup } from "../Checkbox";
import { IconButton } from "../IconButton";
import { PartsLater } from "../__stories__/PartsLater";
import { PopoverButton } from "./PopoverButton";

/** A list's column chooser, the popover button's use in the product. */
function ColumnChooser({ label, columns }: { label: string; columns: string[] }) {
  return (
    <CheckboxGroup label={label} defaultValue={columns.slice(0, 3)}>
      {columns.map((column) => (
        <Checkbox key={column} value={column}>
          {column}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

const columns = ["Name", "E-mail", "Role", "Last sign-in", "Created"];

const meta = {
  title: "Components/Overlays/PopoverButton",
  component: PopoverButton,
  // Open at rest: every state story's picture is the popover, not only its button. The stories that open it by
  // keyboard or pointer start closed.
  args: {
    label: "Columns",
    defaultOpen: true,
    trigger: (
      <IconButton aria-label="Columns">
        <Columns3 size={18} aria-hidden />
      </IconButton>
    ),
    children: <ColumnChooser label="Columns" columns={columns} />,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "center", alignItems: "flex-start", minBlockSize: 280 }}>
        {Story()}
      </div>
    ),
  ],
  parameters: {
    // A frame of its own per story on the docs page: an open popover holds the focus.
    docs: { story: { inline: false, iframeHeight: 320 } },
  },
} satisfies Meta<typeof PopoverButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the column chooser of a list, three of five columns shown. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Columns" });
    await expect(within(dialog).getAllByRole("checkbox", { checked: true })).toHaveLength(3);
  },
};

/** Behaviour: opened by keyboard and closed by Escape (the focus back on the button), then by a click outside. */
export const KeyboardAndPointer: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: "Columns" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Columns" });
    await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
    // A choice inside keeps it open.
    await userEvent.keyboard("{Tab}");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Created" }));
    await expect(within(dialog).getByRole("checkbox", { name: "Created" })).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Columns" });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/**
 * Behaviour: pressed in a page's first second, before React Aria's overlay parts have come (issue 40). The button is
 * drawn as it will be; the press is kept and the popover opens when they come.
 */
export const PressedBeforeTheParts: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
  decorators: [(Story) => <PartsLater>{Story()}</PartsLater>],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Columns" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Let the overlay parts come" }));
    await expect(await screen.findByRole("dialog", { name: "Columns" })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    label: "الأعمدة",
    trigger: (
      <IconButton aria-label="الأعمدة">
        <Columns3 size={18} aria-hidden />
      </IconButton>
    ),
    children: <ColumnChooser label="الأعمدة" columns={["الاسم", "البريد الإلكتروني", "الدور", "آخر دخول"]} />,
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await screen.findByRole("dialog", { name: "الأعمدة" });
  },
};
