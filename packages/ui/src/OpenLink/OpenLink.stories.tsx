import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { OpenLink } from ".";

const meta = {
  title: "Components/Primitives/OpenLink",
  component: OpenLink,
  tags: ["autodocs"],
  args: { href: "https://seaside.example/book" },
} satisfies Meta<typeof OpenLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A field's action: the address opens in a new tab, and the link says so to a screen reader. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Open link (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "https://seaside.example/book");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Reached by keyboard: the product's focus ring around the square. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link");
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).boxShadow).not.toBe("none");
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

/** The arrow points to the inline end: turned round in right-to-left text. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    const arrow = canvasElement.querySelector("svg")!;
    await expect(getComputedStyle(arrow).transform).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  },
};
