import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { notifyRequestStatus, showToast, toastQueue } from ".";
import type { ShowToastOptions } from ".";
import usage from "./usage.md?raw";

type Args = ShowToastOptions & {
  /** The story's button that shows one more toast, with the spec's 3000 ms. */
  label?: string;
  /** Whether the story's toast is shown as the story loads, staying until closed. */
  shownAtLoad?: boolean;
};

/**
 * Toasts shown as the story mounts, without a time-out, so that the picture at rest is the toast, in the canvas
 * and in its docs frame; they close as the story leaves.
 */
function useShownAtLoad(toasts: readonly ShowToastOptions[]) {
  useEffect(() => {
    const keys = toasts.map((toast) => showToast({ ...toast, timeout: 0 }));
    return () => keys.forEach((key) => toastQueue.close(key));
  }, [toasts]);
}

const NONE: readonly ShowToastOptions[] = [];

/** The region is mounted by UiProvider (the preview wraps every story in it); stories only add toasts. */
function ShowButton({ label = "Show toast", shownAtLoad = true, ...options }: Args) {
  const { tone, title, description } = options;
  // Shown again as the controls change it.
  const atLoad = useMemo(
    () => (shownAtLoad ? [{ tone, title, description }] : NONE),
    [shownAtLoad, tone, title, description],
  );
  useShownAtLoad(atLoad);
  return <Button onPress={() => showToast(options)}>{label}</Button>;
}

const meta = {
  title: "Components/Feedback/Toast",
  component: ShowButton,
  args: { tone: "success", title: "Saved", description: "Hotel Seeblick was updated.", shownAtLoad: true },
  argTypes: {
    tone: {
      control: "inline-radio",
      options: ["info", "success", "error"],
      description: "The toast's colour and icon: info (a save in progress), success or error.",
      table: { type: { summary: '"info" | "success" | "error"' } },
    },
    title: {
      control: "text",
      description: "A few words: the outcome.",
      table: { type: { summary: "ReactNode" } },
    },
    description: {
      control: "text",
      description: "Details under the title, e.g. the server's message.",
      table: { type: { summary: "ReactNode" } },
    },
    timeout: {
      control: "number",
      description: "Milliseconds until it closes itself; 0 keeps it until closed.",
      table: { type: { summary: "number" }, defaultValue: { summary: "3000" } },
    },
    onClose: { control: false, description: "Called when it closes, by itself or by its button." },
    label: { control: "text", table: { category: "Story" } },
    shownAtLoad: { control: "boolean", table: { category: "Story" } },
  },
  // One queue for the app: start and leave every story with it empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  parameters: {
    docs: {
      description: { component: usage },
      imports: 'import { notifyRequestStatus, showToast } from "@cms/ui";',
      // A frame of its own per story: the region is one per document, at the top of the viewport, so inline
      // every story's toasts would pile up at the top of the docs page.
      story: { inline: false, iframeHeight: 300 },
    },
  },
} satisfies Meta<typeof ShowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A success toast at the top centre, below where the console's top bar ends. */
export const Default: Story = {
  play: async () => {
    const region = await screen.findByRole("region", { name: "Notifications" });
    const toast = await within(region).findByRole("alertdialog", { name: "Saved" });
    await expect(toast).toHaveAccessibleDescription("Hotel Seeblick was updated.");
    await expect(within(toast).getByRole("alert")).toHaveTextContent("SavedHotel Seeblick was updated.");
    await expect(toast).toHaveAttribute("data-tone", "success");
    // At the top centre of the viewport, just below where the console's top bar (56 px) ends: never over the
    // screen's title there.
    const box = toast.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(56);
    await expect(box.top).toBeLessThan(80);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/**
 * Behaviour: shown from a button for the spec's 3000 ms, closed by keyboard before that, the focus back where
 * it was. Ends with no toast.
 */
export const ShowAndCloseByKeyboard: Story = {
  tags: ["behaviour"],
  args: { shownAtLoad: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const toast = await screen.findByRole("alertdialog", { name: "Saved" });
    // Shown for the spec's 3000 ms, then gone by itself (timed on a fake clock in Toast.test.tsx, so the story
    // suite does not wait three real seconds).
    await expect(toastQueue.visibleToasts[0]!.timeout).toBe(3000);
    within(toast).getByRole("button", { name: "Close" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Show toast" })).toHaveFocus());
  },
};

const TONES: readonly ShowToastOptions[] = [
  { tone: "info", title: "Saving…" },
  { tone: "success", title: "Saved" },
  { tone: "error", title: "Saving failed", description: "The server did not answer." },
];

function TonesDemo() {
  useShownAtLoad(TONES);
  return (
    <div style={{ display: "flex", gap: 8 }}>
      {TONES.map((toast) => (
        <Button key={toast.tone} variant="outline" onPress={() => showToast(toast)}>
          {toast.tone}
        </Button>
      ))}
    </div>
  );
}

/** The three tones, newest first. */
export const Tones: Story = {
  render: () => <TonesDemo />,
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole("alertdialog")).toHaveLength(3));
    const toasts = screen.getAllByRole("alertdialog");
    await expect(toasts.map((toast) => toast.getAttribute("data-tone"))).toEqual([
      "error",
      "success",
      "info",
    ]);
    await expect(toasts[0]).toHaveAccessibleName("Saving failed");
    await expect(toasts[0]).toHaveAccessibleDescription("The server did not answer.");
  },
};

/** Behaviour: every toast can be closed before it times out. Ends with no toast. */
export const ClosesOnItsButton: Story = {
  tags: ["behaviour"],
  play: async () => {
    const toast = await screen.findByRole("alertdialog", { name: "Saved" });
    await userEvent.click(within(toast).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

function RequestStatusDemo() {
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <Button variant="outline" onPress={() => notifyRequestStatus("fetching")}>
        Fetching
      </Button>
      <Button variant="outline" onPress={() => notifyRequestStatus("success")}>
        Success
      </Button>
      <Button variant="outline" onPress={() => notifyRequestStatus("failure", "The server did not answer.")}>
        Failure
      </Button>
    </div>
  );
}

/**
 * Behaviour: the spec's save notifications. "Saving…" is replaced by the success or failure toast, never
 * stacked; the last one leaves after the spec's 3000 ms.
 */
export const RequestStatus: Story = {
  render: () => <RequestStatusDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fetching" }));
    const fetching = await screen.findByRole("alertdialog", { name: "Saving…" });
    await expect(fetching).toHaveAttribute("data-tone", "info");
    // Success replaces the fetching toast instead of stacking below it.
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    const success = await screen.findByRole("alertdialog", { name: "Saved" });
    await expect(success).toHaveAttribute("data-tone", "success");
    await waitFor(() => expect(screen.getAllByRole("alertdialog")).toHaveLength(1));
    // Failure carries the message as its description.
    await userEvent.click(canvas.getByRole("button", { name: "Failure" }));
    const failure = await screen.findByRole("alertdialog", { name: "Saving failed" });
    await expect(failure).toHaveAttribute("data-tone", "error");
    await expect(failure).toHaveAccessibleDescription("The server did not answer.");
    await waitFor(() => expect(screen.getAllByRole("alertdialog")).toHaveLength(1));
  },
};

export const LongText: Story = {
  args: {
    tone: "error",
    title: "Saving the rate plans of Hotel Seeblick, Alpenhof and Seeresidenz failed",
    description:
      "The server answered 409 Conflict: another manager changed the same rate plans in the meantime. Reload the page to see their changes, then apply yours again.",
  },
  play: async () => {
    const toast = await screen.findByRole("alertdialog");
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: { label: "عرض", tone: "success", title: "تم الحفظ", description: "تم تحديث فندق زيبليك." },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const toast = await screen.findByRole("alertdialog", { name: "تم الحفظ" });
    // The icon leads at the inline start: the right in RTL.
    const icon = toast.querySelector("svg")!.getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(toast.getBoundingClientRect().left + toast.offsetWidth / 2);
  },
};
