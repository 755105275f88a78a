import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ColorPicker } from "./ColorPicker";
import { ContrastWarning } from "./ContrastWarning";

/** A background colour field with white text on it, as the guest app's primary buttons have. */
function Harness({ initial }: { initial: string }) {
  const [color, setColor] = useState<string | null>(initial);
  return (
    <div style={{ maxInlineSize: 360, display: "grid", gap: 8 }}>
      <ColorPicker label="Primary colour" value={color} onChange={setColor} />
      <ContrastWarning background={color} text="#FFFFFF" />
    </div>
  );
}

const meta = {
  title: "Components/Forms/ColorPicker/ContrastWarning",
  component: ContrastWarning,
  tags: ["autodocs"],
  args: { background: "#FFD700", text: "#FFFFFF" },
} satisfies Meta<typeof ContrastWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** White on gold fails AA: the ratio and the threshold are named. */
export const Fails: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Low contrast/)).toHaveTextContent(
      "Low contrast: text on this background has 1.40:1, WCAG AA asks for at least 4.5:1",
    );
  },
};

/** Large text needs only 3:1. */
export const LargeText: Story = { args: { background: "#2E6F9E", text: "#FFFFFF", largeText: true } };

/** Typing a darker colour in the field makes the warning go; a lighter one brings it back. */
export const WithColorField: Story = {
  render: () => <Harness initial="#8C1D2F" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvasElement.querySelector('[data-ui="ContrastWarning"]')!;
    await expect(warning).toBeEmptyDOMElement();
    const hex = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.clear(hex);
    await userEvent.type(hex, "#F6C445");
    await waitFor(() => expect(warning).toHaveTextContent(/Low contrast.*1\.\d\d:1/));
    await userEvent.clear(hex);
    await userEvent.type(hex, "#0D5EAF");
    await waitFor(() => expect(warning).toBeEmptyDOMElement());
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = { globals: { locale: "ar" } };
