import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatCard, StatCards } from ".";

const meta = {
  title: "Patterns/Charts/StatCard",
  // The kit's own entry, which the docs page's import line (for "@cms/ui") does not know.
  parameters: { docs: { subtitle: 'import { StatCard, StatCards } from "@cms/ui/charts"' } },
  component: StatCard,
  args: { label: "Download now", value: 812.4, unit: "Mbit/s", digits: 1, hint: "Updated 10:00:00" },
  render: (args) => (
    <StatCards style={{ inlineSize: 760, maxInlineSize: "100%" }}>
      <StatCard {...args} />
      <StatCard label="Sessions now" value={143} />
      <StatCard
        label="Revenue"
        value={1234.5}
        formatValue={(v, locale) =>
          new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(v)
        }
      />
    </StatCards>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "Download now" });
    // The number and its unit read as one quantity, spaced, when copied or read aloud.
    await expect(card.querySelector("p")).toHaveTextContent(/^812\.4 Mbit\/s$/);
    await expect(canvas.getByRole("region", { name: "Revenue" })).toHaveTextContent("€1,234.50");
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading Download now" })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Download now" })).toHaveTextContent("Not available");
  },
};

/** A value that is not a number (a state, a time span), as the display dashboard shows its screen. */
export const TextValue: Story = {
  args: { label: "Now", text: "On", hint: "Until 23:00", value: undefined, unit: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "Now" });
    await expect(card).toHaveTextContent("OnUntil 23:00");
    await expect(card).not.toHaveTextContent("Mbit/s");
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

/** Arabic names the unit in Arabic, after its number in reading order (issue 43, item 11: "GB 2", "Mbit/s"). */
export const RightToLeft: Story = {
  args: { label: "التنزيل الآن" },
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    const value = canvas.getByRole("region", { name: "التنزيل الآن" }).querySelector("p")!;
    await expect(value).toHaveTextContent(/^812\.4 ميغابت\/ث$/);
  },
};
