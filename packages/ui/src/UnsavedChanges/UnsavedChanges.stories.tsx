import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { TextField } from "../TextField";
import { UnsavedChangesGuard, useLeaveConfirmation, useUnsavedChanges } from ".";
import { dropStaleAnnouncements } from "../__stories__/announcements";

/** The story's form, inside the guard (whose one prop is its children). */
interface Args {
  /** The welcome text as the screen loaded it. */
  saved: string;
  /** What the user has typed over it, not saved yet (the same as `saved`: nothing unsaved). */
  typed: string;
  /** Asks "Leave without saving?" as the story loads, as a click on the menu would. */
  askedAtLoad: boolean;
  /** The screen the menu's link goes to. */
  destination: string;
}

/**
 * A settings form inside the guard, and a link to another screen as the console's menu would be: the link asks
 * the guard first, and says where the user went.
 */
function WelcomeForm({ saved, typed, askedAtLoad, destination }: Args) {
  const [text, setText] = useState(typed);
  const [left, setLeft] = useState(false);
  const question = useLeaveConfirmation();
  useUnsavedChanges(() => text !== saved);
  const leave = () => void question?.confirmLeave().then(setLeft);
  useEffect(() => {
    if (askedAtLoad) leave();
    // Once, as the story loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (left) return <p>{`${destination} ✓`}</p>;
  return (
    <div style={{ display: "grid", gap: 16, maxInlineSize: 360 }}>
      <TextField label="Welcome text" value={text} onChange={setText} />
      <Button variant="outline" onPress={leave}>
        {destination}
      </Button>
    </div>
  );
}

const meta = {
  title: "Components/Overlays/UnsavedChangesGuard",
  component: UnsavedChangesGuard,
  args: {
    saved: "Welcome to Hotel Seeblick",
    typed: "Welcome to Hotel Seeblick, check-in from 14:00",
    askedAtLoad: true,
    destination: "Tickets",
  },
  render: (args) => (
    <UnsavedChangesGuard>
      <WelcomeForm {...args} />
    </UnsavedChangesGuard>
  ),
  beforeEach: () => dropStaleAnnouncements,
  parameters: {
    // Each story's question opens in a frame of its own on the docs page: an open modal inline would cover it.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<Args & { children?: ReactNode }>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = () => screen.findByRole("alertdialog", { name: "Leave without saving?" });

/** The question as the user meets it: a screen's edits not saved, and the menu's link pressed. */
export const Default: Story = {
  play: async () => {
    const dialog = await question();
    await expect(dialog).toHaveTextContent("Your changes on this screen are not saved yet and will be lost.");
    await expect(within(dialog).getByRole("button", { name: "Discard and leave" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Keep editing" })).toBeVisible();
  },
};

/** Behaviour: Keep editing closes the question and keeps the typed text; the next press asks again. */
export const KeepEditing: Story = {
  tags: ["behaviour"],
  args: { askedAtLoad: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: args.destination }));
    await userEvent.click(within(await question()).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("textbox", { name: "Welcome text" })).toHaveValue(args.typed);
    await userEvent.click(canvas.getByRole("button", { name: args.destination }));
    await expect(await question()).toBeVisible();
  },
};

/** Behaviour: Discard and leave goes where the user pressed. Ends on the other screen. */
export const DiscardAndLeave: Story = {
  tags: ["behaviour"],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(await question()).getByRole("button", { name: "Discard and leave" }));
    await expect(await within(canvasElement).findByText(`${args.destination} ✓`)).toBeVisible();
  },
};

/** Behaviour: with nothing unsaved the link goes at once, without a question. */
export const NothingUnsaved: Story = {
  tags: ["behaviour"],
  args: { askedAtLoad: false, typed: "Welcome to Hotel Seeblick" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: args.destination }));
    await expect(await canvas.findByText(`${args.destination} ✓`)).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expect(await question()).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    saved: "مرحبًا بكم في فندق زيبليك",
    typed: "مرحبًا بكم في فندق زيبليك، تسجيل الوصول من 14:00",
    destination: "التذاكر",
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const dialog = await screen.findByRole("alertdialog", { name: "المغادرة دون حفظ؟" });
    const leave = within(dialog).getByRole("button", { name: "تجاهل والمغادرة" });
    const stay = within(dialog).getByRole("button", { name: "متابعة التعديل" });
    // Actions at the inline end: the left in RTL, the danger action the outermost.
    await expect(leave.getBoundingClientRect().left).toBeLessThan(stay.getBoundingClientRect().left);
  },
};
