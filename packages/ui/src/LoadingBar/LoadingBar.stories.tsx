import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LoadingBar } from ".";
import { inColumn } from "../__stories__/inColumn";
import { tokenColor } from "../__stories__/scheme";

const meta = {
  title: "Components/Feedback/LoadingBar",
  component: LoadingBar,
  args: { isLoading: true },
  argTypes: {
    "aria-label": { table: { defaultValue: { summary: '"Loading"' } } },
    value: { control: { type: "range", min: 0, max: 100 } },
  },
  render: inColumn(LoadingBar, 320),
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Loading" });
    // Indeterminate: no value announced, 3 px high, a primary-coloured segment moving along it.
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar.getBoundingClientRect().height).toBe(3);
    const fill = bar.firstElementChild as HTMLElement;
    await expect(getComputedStyle(fill).backgroundColor).toBe(tokenColor("primary"));
    // With reduced motion (the screenshot harness asks for it) the bar stays still on purpose.
    if (!matchMedia("(prefers-reduced-motion: reduce)").matches)
      await expect(fill.getAnimations().length).toBeGreaterThan(0);
  },
};

export const Determinate: Story = {
  args: { value: 40 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Loading" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getAnimations().filter((a) => a instanceof CSSAnimation)).toHaveLength(0);
    await expect(fill.style.inlineSize).toBe("40%");
  },
};

/** Renders nothing when not loading, so it can stay in the layout. */
export const NotLoading: Story = {
  args: { isLoading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
  },
};

/** At the top edge of a card, as screens show it while their data loads. */
export const InContext: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320, border: "1px solid var(--cms-color-border)" }}>
      <LoadingBar {...args} />
      <p style={{ margin: 16 }}>Hotel Seeblick</p>
    </div>
  ),
};

export const Dark: Story = {
  ...Default,
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: { value: 40 },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const bar = canvas.getByRole("progressbar");
    const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
    // Progress grows from the inline start: the right in RTL.
    await expect(Math.round(fill.right)).toBe(Math.round(bar.getBoundingClientRect().right));
  },
};
