import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { closingActions } from "../__stories__/overlayActions";
import { bodyScrolls, mainButtonCloses, openInDark, opensAndCloses } from "../__stories__/overlayPlays";
import { Dialog, DialogTrigger, WhyWaits } from ".";
import type { DialogProps } from ".";

const body =
  "The property's name, address and contact details are shown to guests in the booking confirmation.";

const longBody = Array.from(
  { length: 24 },
  (_, i) =>
    `Paragraph ${i + 1}: room rates, cancellation terms and the data-processing notice are reviewed every season.`,
);

/** The usual usage: a button next to the dialog inside a DialogTrigger. */
type Args = DialogProps & { triggerLabel?: string; onSave?: () => void };

/**
 * `defaultOpen` goes to the trigger, not the dialog: the trigger then still owns the open state, and its button
 * opens the dialog again after it was closed.
 */
function WithTrigger({ triggerLabel = "Open dialog", onSave: _onSave, defaultOpen, ...args }: Args) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>{triggerLabel}</Button>
      <Dialog {...args} />
    </DialogTrigger>
  );
}

const meta = {
  title: "Components/Overlays/Dialog",
  component: Dialog,
  // Open at rest: every story's picture, in the canvas and in its docs frame, is the dialog its name says; the
  // stories that open and close it by keyboard and pointer start closed (`defaultOpen: false`).
  args: {
    title: "Property details",
    children: body,
    size: "medium",
    isDismissable: true,
    defaultOpen: true,
    onSave: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "medium", "large"] },
  },
  render: (args) => <WithTrigger {...args} />,
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
    const dialog = await screen.findByRole("dialog", { name: "Property details" });
    // Focus is inside the open dialog, so Tab and Escape act on it.
    await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
    await expect(dialog).toHaveTextContent(body);
  },
};

/** Behaviour: opened and closed by keyboard, by its close button and by a click outside. Ends closed. */
export const OpensAndCloses: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open dialog" });
    await opensAndCloses(trigger, "Property details");

    // A click on the backdrop closes it too.
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Property details" });
    await userEvent.click(document.body.querySelector('[data-ui="Dialog"]')!, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

const withActions = {
  render: ({ onSave, ...rest }) => (
    <WithTrigger {...rest} actions={closingActions("Cancel", "Save", onSave)} />
  ),
} satisfies Story;

/** Cancel and Save at the footer's inline end, open at rest. */
export const WithActions: Story = {
  ...withActions,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Property details" });
    const save = screen.getByRole("button", { name: "Save" });
    const cancel = screen.getByRole("button", { name: "Cancel" });
    // Footer buttons sit at the inline end (the right in LTR), cancel before save.
    await expect(save.getBoundingClientRect().right).toBeGreaterThan(cancel.getBoundingClientRect().right);
    await expect(dialog.getBoundingClientRect().right - save.getBoundingClientRect().right).toBeLessThan(40);
  },
};

/** Behaviour: Save runs its action and closes the dialog. Ends closed. */
export const SaveCloses: Story = {
  tags: ["behaviour"],
  ...withActions,
  play: ({ args }) => mainButtonCloses("Property details", "Save", args.onSave),
};

/**
 * A main button that waits says why, at the start of the footer (`WhyWaits`): the fields to fill in by their
 * labels, the first three and then "…"; pressing it is the dialog's cue to mark them. EditDialog shows it on
 * its own; a screen's own dialog (the registration certificate) passes its labels.
 */
export const MainButtonWaits: Story = {
  render: function Render({ onSave, ...rest }) {
    const [shown, setShown] = useState(false);
    return (
      <Dialog
        {...rest}
        actions={({ close }) => (
          <>
            <WhyWaits
              labels={["Name", "Street", "Postal code", "City", "Name"]}
              sentence={(fields) => `Before saving, fill in or correct: ${fields}`}
              onShow={() => setShown(true)}
            />
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button isDisabled onPress={onSave}>
              Save
            </Button>
          </>
        )}
      >
        {shown ? "Name, Street, Postal code and City are marked." : body}
      </Dialog>
    );
  },
  play: async () => {
    const why = await screen.findByRole("button", {
      name: "Before saving, fill in or correct: Name, Street, Postal code …",
    });
    await expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.click(why);
    await expect(await screen.findByText(/are marked/)).toBeVisible();
  },
};

/** A parent owns the open state (`isOpen`, `onOpenChange`) instead of a DialogTrigger. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: function Render({ defaultOpen: _uncontrolled, ...args }) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Edit property</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit property" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Property details" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again by the parent: the picture at rest is the open dialog.
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Property details" });
  },
};

/** Neither Escape nor a click outside closes it: only its buttons do (e.g. while a choice is required). */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Property details" });
    await userEvent.keyboard("{Escape}");
    await userEvent.click(document.body.querySelector('[data-ui="Dialog"]')!, { pointerEventsCheck: 0 });
    // Still open (its close button is the way out, as Opens And Closes shows).
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "Close" })).toBeEnabled();
  },
};

export const Small: Story = {
  args: { size: "small", title: "Session expired", children: "Sign in again to continue." },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Session expired" });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(320));
  },
};

export const Large: Story = {
  args: { size: "large" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Property details" });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(600));
  },
};

export const LongText: Story = {
  args: {
    title: "Terms of the season's rate plans for all properties of the group and their managers",
    children: longBody.map((text) => <p key={text}>{text}</p>),
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // The dialog fits the viewport; its body scrolls.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await bodyScrolls(dialog);
  },
};

/** Open, in the dark scheme. */
export const Dark: Story = {
  ...withActions,
  globals: { scheme: "dark" },
  play: () => openInDark("Property details", "Save"),
};

export const RightToLeft: Story = {
  args: {
    title: "تفاصيل العقار",
    children: "يظهر اسم العقار وعنوانه وبيانات الاتصال للضيوف في تأكيد الحجز.",
  },
  render: (args) => <WithTrigger {...args} triggerLabel="فتح" />,
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const dialog = await screen.findByRole("dialog", { name: "تفاصيل العقار" });
    // The close button sits at the inline end: the left in RTL.
    const close = screen.getByRole("button", { name: "إغلاق" });
    await expect(close.getBoundingClientRect().left - dialog.getBoundingClientRect().left).toBeLessThan(40);
  },
};
