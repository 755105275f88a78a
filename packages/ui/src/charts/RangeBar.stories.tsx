import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { RangeBar, presetChartRange } from ".";
import type { ChartRange } from ".";
import { inColumn } from "../__stories__/inColumn";

const NOW = "2026-11-20T10:00:00Z";

function Harness({ initial }: { initial: ChartRange }) {
  const [range, setRange] = useState(initial);
  return (
    <div>
      <RangeBar value={range} onChange={setRange} now={NOW} />
      <output style={{ display: "block", marginBlockStart: 16 }} aria-label="Chosen range">
        {range.from} – {range.to} · {range.granularity}
      </output>
    </div>
  );
}

const meta = {
  title: "Patterns/Charts/RangeBar",
  // The kit's own entry, which the docs page's import line (for "@cms/ui") does not know.
  parameters: { docs: { subtitle: 'import { RangeBar } from "@cms/ui/charts"' } },
  component: Harness,
  args: { initial: presetChartRange("30d", NOW) },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presets by keyboard; a year cannot be hourly. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const output = canvas.getByRole("status", { name: "Chosen range" });
    await expect(output).toHaveTextContent("2026-10-22T00:00:00.000Z – 2026-11-20T23:59:59.999Z · daily");
    await userEvent.click(canvas.getByRole("radio", { name: "Last 1 year" }));
    await expect(output).toHaveTextContent("2025-11-21T00:00:00.000Z – 2026-11-20T23:59:59.999Z · monthly");
    await expect(canvas.getByRole("radio", { name: "Hourly" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: "Daily" }));
    await expect(output).toHaveTextContent("· daily");
    await userEvent.click(canvas.getByRole("radio", { name: "Last 1 day" }));
    await expect(output).toHaveTextContent("2026-11-20T00:00:00.000Z – 2026-11-20T23:59:59.999Z · hourly");
    await expect(canvas.getByRole("radio", { name: "Monthly" })).toBeDisabled();
  },
};

/** A custom range keeps the days and lets the user change them with the date pickers. */
export const Custom: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Custom range" }));
    const from = await canvas.findByRole("group", { name: "From" });
    await expect(from).toBeInTheDocument();
    const day = within(from).getByRole("spinbutton", { name: /day/ });
    await userEvent.click(day);
    await userEvent.keyboard("01");
    await expect(canvas.getByRole("status", { name: "Chosen range" })).toHaveTextContent(
      "2026-10-01T00:00:00.000Z – 2026-11-20T23:59:59.999Z · daily",
    );
  },
};

/**
 * On a phone: the presets keep one line and scroll inside the bar's width, "Custom range" cut at the edge as the
 * cue. As a flex item the control had grown to its segments' 392 px and pushed every dashboard sideways.
 */
export const Narrow: Story = {
  render: inColumn(Harness, 320),
  play: async ({ canvas }) => {
    const range = canvas.getByRole("radiogroup", { name: "Range" });
    await expect(range.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(range.scrollWidth).toBeGreaterThan(range.clientWidth);
    await expect(
      canvas.getByRole("radiogroup", { name: "Granularity" }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(320);
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };
export const RightToLeft: Story = { globals: { locale: "ar" } };
