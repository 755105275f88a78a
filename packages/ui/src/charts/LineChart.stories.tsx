import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LineChart } from ".";
import { inColumn } from "../__stories__/inColumn";
import { chartArgTypes } from "./__fixtures__/argTypes";
import { captureDownload } from "./__fixtures__/download";
import { dailySessions, hourlyBandwidth } from "./__fixtures__/series";

const day = hourlyBandwidth(24);

const meta = {
  title: "Patterns/Charts/LineChart",
  // The kit's own entry, which the docs page's import line (for "@cms/ui") does not know.
  parameters: { docs: { subtitle: 'import { LineChart } from "@cms/ui/charts"' } },
  component: LineChart,
  args: {
    title: "Bandwidth history",
    series: day,
    granularity: "hourly",
    unit: "Mbit/s",
    variant: "line",
    pending: false,
    failed: false,
    refused: false,
    onRetry: fn(),
    csvFileName: "bandwidth",
  },
  argTypes: {
    ...chartArgTypes({ xLabel: '"Time"', formatValue: "the locale's number and unit" }),
    variant: { control: "inline-radio", options: ["line", "area"] },
    granularity: { control: "inline-radio", options: ["hourly", "daily", "monthly", "yearly"] },
  },
  render: inColumn(LineChart, 760, { maxInlineSize: "100%" }),
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A day of download and upload; the summary, the legend and the keyboard tooltip. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole("group", { name: "Bandwidth history" });
    // The one-sentence summary describes the plot for screen readers.
    await expect(plot).toHaveAccessibleDescription(
      /^Download peaked at [\d.,]+ Mbit\/s on .+ and Upload peaked at/,
    );
    plot.focus();
    // Focus shows the latest hour; the arrow keys move by one hour.
    const tooltip = await canvas.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Nov 20, 23:00");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("tooltip")).toHaveTextContent("Nov 20, 21:00");
    await expect(canvas.getByRole("tooltip")).toHaveTextContent(/Download[\d.,]+ Mbit\/s/);
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tooltip")).toHaveTextContent("Nov 20, 00:00");
  },
};

/** The legend switches a series off and on; the last one shown cannot be switched off. */
export const SeriesToggles: Story = {
  play: async ({ canvas }) => {
    const download = canvas.getByRole("button", { name: "Download", pressed: true });
    const upload = canvas.getByRole("button", { name: "Upload", pressed: true });
    await userEvent.click(download);
    await expect(download).toHaveAttribute("aria-pressed", "false");
    await expect(upload).toBeDisabled();
    await userEvent.click(download);
    await expect(upload).toBeEnabled();
  },
};

/** `variant="area"` fills under each line. */
export const Area: Story = { args: { variant: "area", title: "Upload and download" } };

/** Hovering shows the tooltip of the nearest hour. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole("group", { name: "Bandwidth history" });
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + 60 },
    });
    await expect(await canvas.findByRole("tooltip")).toHaveTextContent(/Nov 20, 1[12]:00/);
  },
};

/** "Show as table" shows every point; "Download CSV" gives the raw values, ISO times in UTC. */
export const TableAndCsv: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Show as table" }));
    const table = await canvas.findByRole("table", { name: "Bandwidth history" });
    await expect(within(table).getByRole("columnheader", { name: /Download/ })).toBeInTheDocument();
    await expect(await canvas.findByText("1–24 of 24")).toBeInTheDocument();
    // One heading (the chart's) and no selection column: the table is figures to read.
    await expect(canvas.getAllByRole("heading", { name: "Bandwidth history" })).toHaveLength(1);
    await expect(within(table).queryByRole("checkbox")).not.toBeInTheDocument();
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
    const file = await captureDownload(() =>
      userEvent.click(canvas.getByRole("button", { name: "Download CSV" })),
    );
    await expect(file.name).toBe("bandwidth.csv");
    const lines = file.text.split("\r\n");
    await expect(lines[0]).toBe("Time,Download (Mbit/s),Upload (Mbit/s)");
    await expect(lines).toHaveLength(25);
    await expect(lines[1]).toMatch(/^2026-11-20T00:00:00.000Z,[\d.]+,[\d.]+$/);
  },
};

/** A year of hours (8,760 points per line): drawn from 1,000 points each, the table keeps all. */
export const YearOfHours: Story = {
  args: { series: hourlyBandwidth(8760), title: "A year of hours" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Show as table" }));
    await expect(await canvas.findByText(/^1–50 of 8,?760$/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** Daily buckets (sessions per day, no unit): the axis reads days, not hours. */
export const Daily: Story = {
  args: { series: dailySessions(), granularity: "daily", unit: undefined, title: "Sessions" },
};

export const Empty: Story = {
  args: { series: [{ id: "down", label: "Download", points: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No data available in the defined time range")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading Bandwidth history" })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { failed: true, failureMessage: "The server did not answer." },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Bandwidth history could not be loaded")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const NoPermission: Story = {
  args: { refused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You are not authorized to perform this action")).toBeInTheDocument();
    await expect(canvas.queryByRole("group", { name: "Bandwidth history" })).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: { title: "سجل عرض النطاق" },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The frame mirrors; the time axis still runs left to right.
    await expect(canvas.getByRole("group", { name: "سجل عرض النطاق" })).toHaveAttribute("dir", "ltr");
    await expect(canvas.getByRole("switch")).toBeInTheDocument();
  },
};
