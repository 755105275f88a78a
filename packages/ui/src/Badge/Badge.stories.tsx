import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleAlert, CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from ".";
import { inColumn } from "../__stories__/inColumn";
import { theme } from "../theme/theme";

const meta = {
  title: "Components/Feedback/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { tone: "success", children: "Valid" },
  argTypes: { tone: { control: "inline-radio", options: ["success", "warning", "error", "neutral"] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A licence that is valid: the word carries the state, the tone backs it up. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Valid")).toBeVisible();
  },
};

const states = [
  { tone: "success", Icon: CircleCheck, label: "Valid" },
  { tone: "warning", Icon: CircleAlert, label: "Expires in 12 days" },
  { tone: "error", Icon: CircleX, label: "Expired" },
  { tone: "neutral", Icon: CircleHelp, label: "No signal yet" },
] as const;

/** Every tone with its icon, as the dashboards and the licence screen show them. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
      {states.map(({ tone, Icon, label }) => (
        <Badge key={tone} tone={tone} icon={<Icon size={14} aria-hidden />} data-state={tone}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-ui="Badge"]')];
    await expect(badges.map((badge) => badge.textContent)).toEqual(states.map((state) => state.label));
    // The icon is decoration: the word alone names the state to a screen reader.
    for (const badge of badges)
      await expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    // Four tones, four looks.
    const looks = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(looks.size).toBe(4);
  },
};

/** A long state stays on one line: a badge never wraps inside a table cell or a title bar. */
export const LongText: Story = {
  args: { tone: "warning", children: "Renewal requested, waiting for the licence server's answer" },
  render: inColumn(Badge, 200),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-ui="Badge"]')!;
    await expect(getComputedStyle(badge).whiteSpace).toBe("nowrap");
  },
};

/**
 * Beside a time in a table cell (the heartbeat's stale status): `compact` takes the cell's small text, a row no
 * taller than its neighbours.
 */
export const Compact: Story = {
  render: () => (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      <span>20.11.2026 06:40</span>
      <Badge tone="warning" density="compact" icon={<CircleAlert size={12} aria-hidden />}>
        Stale
      </Badge>
    </span>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-ui="Badge"]')!;
    await expect(badge).toHaveTextContent("Stale");
    const style = getComputedStyle(badge);
    await expect([style.fontSize, style.paddingTop]).toEqual([theme.font.size.xs, "1px"]);
  },
};

export const Dark: Story = { ...Tones, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  render: () => (
    <div style={{ display: "flex", gap: 12 }}>
      <Badge tone="success" icon={<CircleCheck size={14} aria-hidden />}>
        صالح
      </Badge>
      <Badge tone="error" icon={<CircleX size={14} aria-hidden />}>
        منتهي الصلاحية
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const badge = canvasElement.querySelector<HTMLElement>('[data-ui="Badge"]')!;
    // The icon leads in reading order: on the right in Arabic.
    const icon = badge.querySelector("svg")!.getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(badge.getBoundingClientRect().left + badge.offsetWidth / 2);
  },
};
