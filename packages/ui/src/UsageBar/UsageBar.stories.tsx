import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { UsageBar } from ".";
import type { UsageLevel } from ".";
import usage from "./usage.md?raw";
import { tokenColor } from "../__stories__/scheme";
import { inColumn } from "../__stories__/inColumn";

const tokenOf = {
  green: "usageGreen",
  yellow: "usageYellow",
  orange: "usageOrange",
  red: "usageRed",
} as const;

/** Checks level, colour, announced value and fill of the one meter in the canvas. */
function expectUsage(level: UsageLevel, valueNow: number, text: string, fillPercent: number) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const meter = canvasElement.querySelector<HTMLElement>('[role="meter"]')!;
    await expect(meter).toHaveAttribute("data-level", level);
    await expect(meter).toHaveAttribute("aria-valuenow", String(valueNow));
    await expect(meter).toHaveAttribute("aria-valuetext", text);
    await expect(meter).toHaveTextContent(text);
    const track = meter.lastElementChild as HTMLElement;
    const fill = track.firstElementChild as HTMLElement;
    await expect(getComputedStyle(fill).backgroundColor).toBe(tokenColor(tokenOf[level]));
    await expect(fill.getBoundingClientRect().width).toBeCloseTo((track.clientWidth * fillPercent) / 100, 0);
  };
}

const meta = {
  title: "Patterns/UsageBar",
  // Usage notes for designers and developers on the docs page (do's and don'ts).
  parameters: { docs: { description: { component: usage } } },
  component: UsageBar,
  args: { label: "Storage", value: 45, max: 100 },
  render: inColumn(UsageBar, 320),
  argTypes: {
    label: { table: { defaultValue: { summary: '"Usage"' } } },
  },
} satisfies Meta<typeof UsageBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("meter", { name: "Storage" })).toBeInTheDocument();
    await expectUsage("green", 45, "45 %", 45)({ canvasElement });
  },
};

export const Zero: Story = { args: { value: 0 }, play: expectUsage("green", 0, "0 %", 0) };
/** 79 %: the last green value (the thresholds are 80, 90 and 100 %). */
export const Percent79: Story = { args: { value: 79 }, play: expectUsage("green", 79, "79 %", 79) };
/** 80 %: yellow from here. */
export const Percent80: Story = { args: { value: 80 }, play: expectUsage("yellow", 80, "80 %", 80) };
export const Percent89: Story = { args: { value: 89 }, play: expectUsage("yellow", 89, "89 %", 89) };
/** 90 %: orange from here. */
export const Percent90: Story = { args: { value: 90 }, play: expectUsage("orange", 90, "90 %", 90) };
/** 100 %: red, the quota is used up. */
export const Percent100: Story = { args: { value: 100 }, play: expectUsage("red", 100, "100 %", 100) };
/** Over quota: the bar is full, the meter's value stops at its maximum and the text tells the real usage. */
export const Percent120: Story = { args: { value: 120 }, play: expectUsage("red", 100, "120 %", 100) };

/** Just under a threshold reads as its own level and is never rounded up to the next one's number. */
export const JustBelowThreshold: Story = {
  args: { value: 79.99 },
  play: expectUsage("green", 79.99, "79.9 %", 79.99),
};

/** A value of another maximum (45 of 50 rooms) reads as its share: 90 %. */
export const ValueOfMax: Story = {
  args: { label: "Rooms with a contract", value: 45, max: 50 },
  play: expectUsage("orange", 90, "90 %", 90),
};

const levels = [0, 79, 80, 89, 90, 100, 120];

/** Every level side by side, to compare their colours. */
export const Levels: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16, inlineSize: 320 }}>
      {levels.map((value) => (
        <UsageBar key={value} label={`Property ${value}`} value={value} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const meters = canvas.getAllByRole("meter");
    await expect(meters.map((m) => m.dataset.level)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "orange",
      "red",
      "red",
    ]);
    await expect(meters.map((m) => m.getAttribute("aria-valuenow"))).toEqual([
      "0",
      "79",
      "80",
      "89",
      "90",
      "100",
      "100",
    ]);
  },
};

/** Without a label the meter is named "Usage". */
export const DefaultLabel: Story = {
  args: { label: undefined, value: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("meter", { name: "Usage" })).toBeInTheDocument();
  },
};

/** A long label wraps, and a fractional usage keeps its decimal (87.5 %). */
export const LongText: Story = {
  args: {
    label: "Storage used by the media pool of Hotel Seeblick, Alpenhof and Seeresidenz together",
    value: 87.5,
  },
  play: expectUsage("yellow", 87.5, "87.5 %", 87.5),
};

export const Dark: Story = {
  ...Levels,
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: { label: "التخزين", value: 60 },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const meter = canvas.getByRole("meter", { name: "التخزين" });
    await expect(meter).toHaveAttribute("aria-valuenow", "60");
    const track = meter.lastElementChild as HTMLElement;
    const fill = (track.firstElementChild as HTMLElement).getBoundingClientRect();
    // The bar fills from the inline start: the right in RTL.
    await expect(Math.round(fill.right)).toBe(Math.round(track.getBoundingClientRect().right));
  },
};
