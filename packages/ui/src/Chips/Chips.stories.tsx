import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Chips } from ".";
import { inColumn } from "../__stories__/inColumn";
import { theme } from "../theme/theme";

const meta = {
  title: "Components/Data/Chips",
  component: Chips,
  tags: ["autodocs"],
  args: { items: ["Opera PMS", "Salto", "Onity"], "aria-label": "Integrations" },
  argTypes: { density: { control: "inline-radio", options: ["regular", "compact"] } },
} satisfies Meta<typeof Chips>;

export default meta;
type Story = StoryObj<typeof meta>;

const chipsOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-ui="Chips"]')!;

export const Playground: Story = {};

/** A property's integrations in its dashboard part: a list a screen reader counts, one chip a name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Integrations" });
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Opera PMS",
      "Salto",
      "Onity",
    ]);
    await expect(getComputedStyle(list.firstElementChild!).fontSize).toBe(theme.font.size.sm);
  },
};

/** In a list's cell: small text on one line, so a row keeps its height however many names it holds. */
export const Compact: Story = {
  args: { density: "compact", items: ["Opera PMS", "Salto", "Onity", "Samsung LYNK"] },
  render: inColumn(Chips, 200),
  play: async ({ canvasElement }) => {
    const list = chipsOf(canvasElement);
    await expect(getComputedStyle(list).flexWrap).toBe("nowrap");
    await expect(getComputedStyle(list.firstElementChild!).fontSize).toBe(theme.font.size.xs);
  },
};

/** Many names in a narrow dialog: whole chips wrap onto the next line, none is cut or broken inside. */
export const Wrapping: Story = {
  args: {
    items: [
      "Alpine Resorts",
      "Vienna city hotels",
      "Spa and wellness",
      "Winter season 2026",
      "Conference venues",
    ],
    "aria-label": "Property groups",
  },
  render: inColumn(Chips, 260),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    const lines = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(lines.size).toBeGreaterThan(1);
    for (const item of items) await expect(getComputedStyle(item).whiteSpace).toBe("nowrap");
  },
};

/** No names, no empty frame: the part says "none" in its own words. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="Chips"]')).toBeNull();
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: { items: ["أوبرا", "سالتو", "أونيتي"], "aria-label": "التكاملات" },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const [first, second] = canvas.getAllByRole("listitem");
    // The first name leads at the inline start: the right in right-to-left.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};
