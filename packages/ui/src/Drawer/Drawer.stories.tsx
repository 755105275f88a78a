import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../Button";
import { closingActions } from "../__stories__/overlayActions";
import { bodyScrolls, mainButtonCloses, openInDark, opensAndCloses } from "../__stories__/overlayPlays";
import { DialogTrigger } from "../Dialog";
import { Drawer } from ".";
import type { DrawerProps } from ".";

type Args = DrawerProps & { triggerLabel?: string; onApply?: () => void };

/** `defaultOpen` goes to the trigger, which keeps owning the open state (its button opens the drawer again). */
function WithTrigger({ triggerLabel = "Open filters", onApply: _onApply, defaultOpen, ...args }: Args) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>{triggerLabel}</Button>
      <Drawer {...args} />
    </DialogTrigger>
  );
}

const content =
  "Filter the properties by country, chain and contract status. The list updates when you apply the filters.";

/** Waits for the slide-in to finish (no running animation, the same box in two frames), then returns the box. */
async function settledBox(dialog: HTMLElement) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = "";
  await waitFor(async () => {
    await frame();
    const box = JSON.stringify(dialog.getBoundingClientRect());
    const running = dialog.ownerDocument.getAnimations().filter((a) => a.playState === "running");
    const stable =
      box === last && running.length === 0 && !dialog.parentElement!.hasAttribute("data-entering");
    last = box;
    expect(stable).toBe(true);
  });
  return dialog.getBoundingClientRect();
}

const meta = {
  title: "Components/Overlays/Drawer",
  component: Drawer,
  // Open at rest: every state story's picture, in the canvas and in its docs frame, is the drawer its name says;
  // the stories that open and close it start closed (`defaultOpen: false`).
  args: {
    title: "Filters",
    children: content,
    placement: "end",
    isDismissable: true,
    defaultOpen: true,
    onApply: fn(),
  },
  argTypes: { placement: { control: "inline-radio", options: ["start", "end"] } },
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

/** End placement in LTR: attached to the right edge, 320 px wide, full height, focus inside. */
export const Default: Story = {
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await waitFor(() => expect(drawer).toContainElement(drawer.ownerDocument.activeElement as HTMLElement));
    const box = await settledBox(drawer);
    await expect(box.width).toBe(320);
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** Behaviour: opened by keyboard and closed by Escape (focus back on the trigger), then by its close button. */
export const OpensAndCloses: Story = {
  tags: ["behaviour"],
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open filters" });
    await opensAndCloses(trigger, "Filters");
  },
};

export const Start: Story = {
  args: { placement: "start", title: "Navigation" },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Navigation" });
    const box = await settledBox(drawer);
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(320);
  },
};

const withActions = {
  render: ({ onApply, ...args }) => (
    <WithTrigger {...args} actions={closingActions("Reset", "Apply", onApply)} />
  ),
} satisfies Story;

/** Reset and Apply at the foot of the drawer. */
export const WithActions: Story = {
  ...withActions,
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await expect(screen.getByRole("button", { name: "Apply" })).toBeVisible();
    await expect(drawer).toContainElement(screen.getByRole("button", { name: "Reset" }));
  },
};

/** Behaviour: Apply runs its action and closes the drawer. Ends closed. */
export const ApplyCloses: Story = {
  tags: ["behaviour"],
  ...withActions,
  play: ({ args }) => mainButtonCloses("Filters", "Apply", args.onApply),
};

export const LongText: Story = {
  args: {
    title: "Filters for the properties of every chain, country and contract status in the group",
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>
        Filter group {i + 1}: countries, chains, contract states and the managers responsible for them.
      </p>
    )),
  },
  play: async () => {
    await bodyScrolls(await screen.findByRole("dialog"));
  },
};

/** Open, in the dark scheme. */
export const Dark: Story = {
  ...withActions,
  globals: { scheme: "dark" },
  play: () => openInDark("Filters", "Apply"),
};

export const RightToLeft: Story = {
  args: {
    placement: "start",
    title: "عوامل التصفية",
    children: "صفِّ العقارات حسب البلد والسلسلة وحالة العقد.",
  },
  render: (args) => <WithTrigger {...args} triggerLabel="فتح" />,
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const drawer = await screen.findByRole("dialog", { name: "عوامل التصفية" });
    // Start in RTL is the right edge.
    const box = await settledBox(drawer);
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
  },
};

/** In Arabic the end edge is the left one. */
export const RightToLeftEnd: Story = {
  ...RightToLeft,
  args: { ...RightToLeft.args, placement: "end" },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "عوامل التصفية" });
    const box = await settledBox(drawer);
    await expect(box.left).toBe(0);
  },
};
