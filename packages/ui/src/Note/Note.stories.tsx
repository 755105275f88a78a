import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Note } from ".";

const meta = {
  title: "Components/Layout/Note",
  component: Note,
  tags: ["autodocs"],
  args: { children: "protel (PMS), last sync 20.11.2026 06:00" },
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Where a list comes from and when it was read, under its title bar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("protel (PMS), last sync 20.11.2026 06:00")).toBeVisible();
  },
};

/** Before its text arrives the line is already there, one line high: nothing under it moves. */
export const Loading: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-ui="Note"]')!;
    await expect(line.getBoundingClientRect().height).toBeGreaterThan(10);
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  args: { children: "protel (نظام إدارة الفندق)، آخر مزامنة 20.11.2026 06:00" },
};
