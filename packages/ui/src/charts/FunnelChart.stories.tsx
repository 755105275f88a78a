import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FunnelChart } from ".";
import { inColumn } from "../__stories__/inColumn";
import { chartArgTypes } from "./__fixtures__/argTypes";
import { checkinSteps } from "./__fixtures__/series";

const meta = {
  title: "Patterns/Charts/FunnelChart",
  // The kit's own entry, which the docs page's import line (for "@cms/ui") does not know.
  parameters: { docs: { subtitle: 'import { FunnelChart } from "@cms/ui/charts"' } },
  component: FunnelChart,
  args: { title: "Web check-in steps", steps: checkinSteps, valueLabel: "Guests" },
  render: inColumn(FunnelChart, 760, { maxInlineSize: "100%" }),
  argTypes: {
    ...chartArgTypes({ xLabel: '"Step"', formatValue: "the locale's number" }),
  },
} satisfies Meta<typeof FunnelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each step's share of the first and of the step before. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole("group", { name: "Web check-in steps" });
    await expect(plot).toHaveAccessibleDescription(
      "1,240 started at Room selection and 750 reached Registration certificate, 60.5% of them.",
    );
    plot.focus();
    await userEvent.keyboard("{Home}{ArrowRight}");
    const tooltip = canvas.getByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Upsells");
    await expect(tooltip).toHaveTextContent("86% of the first step");
    await expect(tooltip).toHaveTextContent("86% of the step before");
  },
};

/** The funnel as a table (the "Show as table" switch on): figures to read, with each step's share. */
export const AsTable: Story = {
  args: { defaultShowTable: true },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Web check-in steps" });
    await expect(await canvas.findByText("72.3%")).toBeInTheDocument();
    // Figures to read: one heading (the chart's), no selection column.
    await expect(canvas.getAllByRole("heading", { name: "Web check-in steps" })).toHaveLength(1);
    await expect(within(table).queryByRole("checkbox")).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { steps: checkinSteps.map((step) => ({ ...step, value: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No data available in the defined time range")).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { pending: true } };
export const Failure: Story = { args: { failed: true, failureMessage: "Timeout" } };
export const Dark: Story = { ...Default, globals: { scheme: "dark" } };
export const RightToLeft: Story = { args: { title: "خطوات تسجيل الوصول" }, globals: { locale: "ar" } };
