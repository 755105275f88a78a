import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SectionHeading } from ".";

const meta = {
  title: "Components/Layout/SectionHeading",
  component: SectionHeading,
  tags: ["autodocs"],
  args: { children: "Licences" },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A block of a page without a screen heading (the property dashboard's parts): level 2. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Licences" })).toBeVisible();
  },
};

/** A block under the screen's heading (one product's licence): level 3, the same look. */
export const UnderScreenHeading: Story = {
  args: { children: "Gateway", level: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Gateway" })).toBeVisible();
  },
};

/** A block inside another (a session's profile in its row's detail): the body's size. */
export const Inner: Story = {
  args: { children: "Profile", level: 3, size: "md" },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 3, name: "Profile" });
    await expect(getComputedStyle(heading).fontSize).toBe("14px");
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = { globals: { locale: "ar" }, args: { children: "التراخيص" } };
