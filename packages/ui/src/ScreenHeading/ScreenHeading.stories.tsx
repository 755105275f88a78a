import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button";
import { ScreenHeading } from ".";

const meta = {
  title: "Components/Layout/ScreenHeading",
  component: ScreenHeading,
  tags: ["autodocs"],
  args: { children: "Licence" },
} satisfies Meta<typeof ScreenHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A screen's one heading: level 2, under the toolbar's level 1. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Licence" })).toBeVisible();
  },
};

/** With what belongs beside it, at the end of the row. */
export const WithActions: Story = {
  args: {
    children: "Display dashboard",
    actions: <Button variant="secondary">Open display settings</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Display dashboard" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Open display settings" })).toBeVisible();
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = { globals: { locale: "ar" }, args: { children: "الترخيص" } };
