import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { notifyRequestStatus, showToast, toastQueue } from ".";
import type { ShowToastOptions } from ".";

/** The region is mounted by UiProvider (the preview wraps every story in it); stories only add toasts. */
function ShowButton(args: ShowToastOptions & { label?: string }) {
  const { label = "Show toast", ...options } = args;
  return <Button onPress={() => showToast(options)}>{label}</Button>;
}

const meta = {
  title: "Components/Feedback/Toast",
  component: ShowButton,
  args: { tone: "success", title: "Saved", description: "Hotel Seeblick was updated." },
  argTypes: { tone: { control: "inline-radio", options: ["info", "success", "error"] } },
  // One queue for the app: start and leave every story with it empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof ShowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const region = await screen.findByRole("region", { name: "Notifications" });
    const toast = within(region).getByRole("alertdialog", { name: "Saved" });
    await expect(toast).toHaveAccessibleDescription("Hotel Seeblick was updated.");
    await expect(within(toast).getByRole("alert")).toHaveTextContent("SavedHotel Seeblick was updated.");
    await expect(toast).toHaveAttribute("data-tone", "success");
    // At the top centre of the viewport, just below where the console's top bar (56 px) ends: never over the
    // screen's title there.
    const box = toast.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(56);
    await expect(box.top).toBeLessThan(80);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    // Shown for the spec's 3000 ms, then gone by itself (timed on a fake clock in Toast.test.tsx, so the story
    // suite does not wait three real seconds).
    await expect(toastQueue.visibleToasts[0]!.timeout).toBe(3000);
    // Closed by keyboard before that: the focus goes back to where it was.
    within(toast).getByRole("button", { name: "Close" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Show toast" })).toHaveFocus());
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <ShowButton label="Info" tone="info" title="Saving…" />
      <ShowButton label="Success" tone="success" title="Saved" />
      <ShowButton label="Error" tone="error" title="Saving failed" description="The server did not answer." />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ["Info", "Success", "Error"])
      await userEvent.click(canvas.getByRole("button", { name: label }));
    const toasts = await screen.findAllByRole("alertdialog");
    // Newest first, each with its tone.
    await expect(toasts.map((toast) => toast.getAttribute("data-tone"))).toEqual([
      "error",
      "success",
      "info",
    ]);
    await expect(toasts[0]).toHaveAccessibleName("Saving failed");
    await expect(toasts[0]).toHaveAccessibleDescription("The server did not answer.");
  },
};

/** Every toast can be closed before it times out. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
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

/** The spec's save notifications: "Saving…" is replaced by the success or failure toast, never stacked. */
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.click(canvas.getByRole("button", { name: "عرض" }));
    const toast = await screen.findByRole("alertdialog", { name: "تم الحفظ" });
    // The icon leads at the inline start: the right in RTL.
    const icon = toast.querySelector("svg")!.getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(toast.getBoundingClientRect().left + toast.offsetWidth / 2);
  },
};
