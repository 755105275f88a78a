import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FormattedDate } from ".";

/** Left edge of the characters of `part` inside `element`'s text. */
function leftOf(element: Element, part: string): number {
  const text = element.firstChild!;
  const start = text.textContent!.indexOf(part);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + part.length);
  return range.getBoundingClientRect().left;
}

const meta = {
  title: "Components/Data/FormattedDate",
  component: FormattedDate,
  tags: ["autodocs"],
  args: { value: "2026-11-24T09:55:00", kind: "dateTime" },
  render: (args) => (
    <p>
      <FormattedDate {...args} />
    </p>
  ),
} satisfies Meta<typeof FormattedDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector("time")!;
    await expect(time).toHaveTextContent("24.11.2026 09:55:00");
    await expect(time).toHaveAttribute("datetime", "2026-11-24T09:55:00");
  },
};

export const DateOnly: Story = { args: { kind: "date" } };

export const Empty: Story = { args: { value: "", fallback: "—" } };

export const Dark: Story = { globals: { scheme: "dark" } };

/** In Arabic the date still reads day, month, year, then the time: the date comes first, at the left. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const time = canvasElement.querySelector("time")!;
    await expect(leftOf(time, "24.11.2026")).toBeLessThan(leftOf(time, "09:55:00"));
  },
};
