import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { DialogTrigger } from "../Dialog";
import { ConfirmDialog } from ".";
import type { ConfirmDialogProps } from ".";
import { dropStaleAnnouncements } from "../__stories__/announcements";
import { clickIgnored } from "../__stories__/disabled";
import { tokenColor } from "../__stories__/scheme";

type Args = ConfirmDialogProps & { triggerLabel?: string };

/** `defaultOpen` goes to the trigger, which keeps owning the open state (its button opens the dialog again). */
function WithTrigger({ triggerLabel = "Delete property", defaultOpen, ...args }: Args) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="outline">{triggerLabel}</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  );
}

/** Opens the dialog from its trigger (after a story's dialog, open at rest, was closed). */
const open = async (label = "Delete property") => {
  await userEvent.click(screen.getByRole("button", { name: label }));
  return screen.findByRole("alertdialog");
};
/** The dialog open at rest. */
const shown = () => screen.findByRole("alertdialog");
/** Opens the dialog by keyboard: the trigger is the first tab stop of a closed story. */
const openByKeyboard = async () => {
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  return screen.findByRole("alertdialog");
};

const meta = {
  title: "Components/Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    title: "Delete property?",
    message: "Hotel Seeblick and its rooms, rates and contracts will be deleted. This cannot be undone.",
    tone: "default",
    // Open at rest: every state story's picture, in the canvas and in its docs frame, is the dialog its name
    // says; the stories that open it by keyboard start closed.
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    confirmLabel: { table: { defaultValue: { summary: '"Confirm"' } } },
    cancelLabel: { table: { defaultValue: { summary: '"Cancel"' } } },
    tone: { control: "inline-radio", options: ["default", "danger"] },
  },
  render: (args) => <WithTrigger {...args} />,
  beforeEach: () => dropStaleAnnouncements,
  parameters: {
    // On the docs page each story opens in its own frame of fixed height: an open modal inline would cover the
    // page and the stories after it.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async () => {
    const dialog = await shown();
    await expect(dialog).toHaveAccessibleName("Delete property?");
    await expect(dialog).toHaveTextContent("This cannot be undone.");
  },
};

/** Behaviour: Confirm confirms; Cancel and Escape cancel, the focus back on the trigger. Ends closed. */
export const ConfirmOrCancel: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
  play: async ({ args }) => {
    // Keyboard: open, tab to confirm (close, cancel, confirm) and press it.
    const dialog = await openByKeyboard();
    await expect(dialog).toHaveAccessibleName("Delete property?");
    await expect(dialog).toHaveTextContent("This cannot be undone.");
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();

    // Cancel closes without confirming.
    const again = await open();
    await userEvent.click(within(again).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    // Escape is a cancel too, and focus goes back to the trigger.
    await open();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete property" })).toHaveFocus());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Behaviour, by keyboard only: focus moves close, cancel, confirm inside the dialog; Enter confirms. */
export const KeyboardConfirm: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
  play: async ({ args }) => {
    const dialog = await openByKeyboard();
    // Focus order inside: close icon button, cancel, confirm.
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Confirm" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Danger: Story = {
  args: { tone: "danger", confirmLabel: "Delete" },
  play: async () => {
    const dialog = await shown();
    // Medium size: at most 500 px.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(500));
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(tokenColor("error"));
  },
};

/** A deliberate delete: Delete stays disabled until the property's name is typed exactly (case counts). */
export const RequireText: Story = {
  args: { tone: "danger", confirmLabel: "Delete", requireText: "Hotel Seeblick" },
  play: async ({ args }) => {
    const dialog = await shown();
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    const field = within(dialog).getByRole("textbox", { name: "Type “Hotel Seeblick” to confirm" });
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, "hotel seeblick");
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, "Hotel Seeblic");
    await clickIgnored(confirm, args.onConfirm);
    await userEvent.type(field, "k");
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // Opening again starts with an empty field.
    const again = await open();
    await expect(within(again).getByRole("textbox")).toHaveValue("");
    await expect(within(again).getByRole("button", { name: "Delete" })).toBeDisabled();
  },
};

/**
 * Behaviour: Enter in the typed field confirms once the text matches (the property groups' and properties' delete),
 * and does nothing before: the dialog stays open with Delete disabled.
 */
export const RequireTextEnter: Story = {
  tags: ["behaviour", "no-visual"],
  args: { tone: "danger", confirmLabel: "Delete", requireText: "Hotel Seeblick" },
  play: async ({ args }) => {
    const dialog = await shown();
    const field = within(dialog).getByRole("textbox", { name: "Type “Hotel Seeblick” to confirm" });
    // The field has the focus as the dialog opens: the name is typed at once.
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard("Hotel Seeblic{Enter}");
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await userEvent.type(field, "k{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * Settles the pending confirm of AsyncConfirm and RejectingConfirm when the play says so, not on a timer a
 * busy machine can outrun.
 */
let settleConfirm: { resolve: () => void; reject: (error: Error) => void } | undefined;
const pendingConfirm = () =>
  new Promise<void>((resolve, reject) => {
    settleConfirm = { resolve, reject };
  });

/**
 * onConfirm returns a Promise: the dialog stays open and pending (spinner, Escape ignored) until it resolves.
 */
export const AsyncConfirm: Story = {
  tags: ["behaviour"],
  args: { onConfirm: fn(pendingConfirm) },
  play: async ({ args }) => {
    const dialog = await shown();
    const confirm = within(dialog).getByRole("button", { name: /Confirm/ });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Pending until the Promise settles: spinner shown, Escape ignored, cancel disabled.
    await expect(await within(confirm).findByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    settleConfirm?.resolve();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    dropStaleAnnouncements();
  },
};

/** onConfirm's Promise rejects: the dialog stays open so the user can try again or cancel. */
export const RejectingConfirm: Story = {
  args: {
    onConfirm: fn(pendingConfirm),
  },
  play: async ({ args }) => {
    const dialog = await shown();
    const confirm = within(dialog).getByRole("button", { name: /Confirm/ });
    await userEvent.click(confirm);
    await expect(await within(confirm).findByRole("progressbar")).toBeInTheDocument();
    settleConfirm?.reject(new Error("409 Conflict"));
    // It stays open, no longer pending, and can be tried again or cancelled.
    await waitFor(() => expect(within(confirm).queryByRole("progressbar")).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await within(confirm).findByRole("progressbar");
    settleConfirm?.reject(new Error("409 Conflict"));
    await waitFor(() => expect(within(confirm).queryByRole("progressbar")).not.toBeInTheDocument());
    // Still open after the second refusal, Cancel as open to the user as Confirm.
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    dropStaleAnnouncements();
  },
};

/**
 * The parent's own pending state (`isPending`): presses and Escape are ignored until the parent closes it.
 */
export const Loading: Story = {
  args: { isOpen: true, isPending: true, onOpenChange: fn() },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Delete property?" });
    const confirm = within(dialog).getByRole("button", { name: /Confirm/ });
    await expect(within(confirm).getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    await userEvent.click(confirm);
    await userEvent.keyboard("{Escape}");
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    title: "Revoke access of every manager of the properties in the Alpine region and their deputies?",
    message: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Manager {i + 1} loses access to contracts, rates, the booking engine and the statistics of all
            properties in the region immediately.
          </p>
        ))}
      </>
    ),
    tone: "danger",
    confirmLabel: "Revoke access for all managers",
  },
  play: async () => {
    const dialog = await shown();
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Dark: Story = {
  ...RequireText,
  globals: { scheme: "dark" },
  play: async () => {
    const dialog = await shown();
    await userEvent.type(within(dialog).getByRole("textbox"), "Hotel Seeblick");
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  args: {
    title: "حذف العقار؟",
    message: "سيتم حذف فندق زيبليك وغرفه وأسعاره وعقوده. لا يمكن التراجع عن ذلك.",
    confirmLabel: "حذف",
    tone: "danger",
    requireText: "فندق زيبليك",
  },
  render: (args) => <WithTrigger {...args} triggerLabel="حذف العقار" />,
  globals: { locale: "ar" },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const dialog = await shown();
    await expect(dialog).toHaveAccessibleName("حذف العقار؟");
    const confirm = within(dialog).getByRole("button", { name: "حذف" });
    const cancel = within(dialog).getByRole("button", { name: "إلغاء" });
    // Actions at the inline end: the left in RTL, confirm the outermost.
    await expect(confirm.getBoundingClientRect().left).toBeLessThan(cancel.getBoundingClientRect().left);
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox"), "فندق زيبليك");
    // The typed Arabic name unlocks the action; the dialog stays open for the screenshot.
    await expect(confirm).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
