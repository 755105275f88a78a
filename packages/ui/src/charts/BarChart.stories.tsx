import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BarChart } from ".";
import { inColumn } from "../__stories__/inColumn";
import { chartArgTypes } from "./__fixtures__/argTypes";
import { captureDownload } from "./__fixtures__/download";
import { dailySessions, mailEvents } from "./__fixtures__/series";
import { rgb } from "../__stories__/rgb";
import { colors } from "../theme/tokens";

const TYPES: Record<string, string> = {
  preStay: "Pre-stay",
  checkinReminder: "Check-in reminder",
  checkout: "Checkout",
};

const meta = {
  title: "Patterns/Charts/BarChart",
  // The kit's own entry, which the docs page's import line (for "@cms/ui") does not know.
  parameters: { docs: { subtitle: 'import { BarChart } from "@cms/ui/charts"' } },
  component: BarChart,
  args: { title: "Sessions", series: dailySessions(), granularity: "daily", stacked: false },
  render: inColumn(BarChart, 760, { maxInlineSize: "100%" }),
  argTypes: {
    ...chartArgTypes({
      xLabel: '"Time" (time series), "Category"',
      formatValue: "the locale's number and unit",
    }),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Daily sessions: the keyboard moves the highlighted day. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole("group", { name: "Sessions" });
    await expect(plot).toHaveAccessibleDescription(
      // The date is isolated left to right (U+2066 … U+2069), so an Arabic sentence keeps it whole.
      /^Sessions peaked at [\d,]+ on \u2066\w+ \d+, 2026\u2069\.$/,
    );
    plot.focus();
    await expect(await canvas.findByRole("tooltip")).toHaveTextContent("Nov 20, 2026");
    await userEvent.keyboard("{PageDown}");
    await expect(canvas.getByRole("tooltip")).toHaveTextContent("Nov 17, 2026");
  },
};

/** E-mail events per type, stacked; categories are translated for people, raw in the CSV. */
export const Stacked: Story = {
  args: {
    title: "E-mail performance",
    series: mailEvents,
    granularity: undefined,
    stacked: true,
    formatCategory: (x: string) => TYPES[x] ?? x,
    xLabel: "E-mail type",
    csvFileName: "e-mails",
  },
  play: async ({ canvas, globals }) => {
    // Each series in its meaning's colour, not the palette's order (Rejected was drawn green).
    const tokens = colors[globals.scheme === "dark" ? "dark" : "light"];
    const swatch = (name: string) =>
      getComputedStyle(canvas.getByRole("button", { name }).querySelector("[aria-hidden]")!).backgroundColor;
    await expect(swatch("Sent")).toBe(rgb(tokens.success));
    await expect(swatch("Delayed")).toBe(rgb(tokens.usageOrange));
    await expect(swatch("Rejected")).toBe(rgb(tokens.error));
    canvas.getByRole("group", { name: "E-mail performance" }).focus();
    const tooltip = await canvas.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Checkout");
    await expect(tooltip).toHaveTextContent("Sent301");
    await userEvent.click(canvas.getByRole("switch", { name: "Show as table" }));
    const table = await canvas.findByRole("table", { name: "E-mail performance" });
    // The table view loads on demand and draws its rows as a transition: wait for them.
    await expect(await within(table).findByText("Check-in reminder")).toBeInTheDocument();
    const file = await captureDownload(() =>
      userEvent.click(canvas.getByRole("button", { name: "Download CSV" })),
    );
    await expect(file.text.split("\r\n")).toEqual([
      "E-mail type,Sent,Delayed,Rejected",
      "preStay,412,14,8",
      "checkinReminder,288,9,3",
      "checkout,301,6,5",
    ]);
    // Back to the bars: the story (and its Dark twin) rests on the chart its name says, not the table.
    await userEvent.click(canvas.getByRole("switch", { name: "Show as table" }));
    await expect(await canvas.findByRole("group", { name: "E-mail performance" })).toBeVisible();
  },
};

/** Bars side by side. */
export const Grouped: Story = {
  args: { ...Stacked.args, stacked: false, title: "E-mails side by side" },
};

/** A category that starts like a spreadsheet formula is made harmless in the CSV. */
export const FormulaSafeCsv: Story = {
  args: {
    title: "Templates",
    granularity: undefined,
    series: [{ id: "n", label: "Mails", points: [{ x: "=HYPERLINK(1)", y: 3 }] }],
  },
  play: async ({ canvas }) => {
    const file = await captureDownload(() =>
      userEvent.click(canvas.getByRole("button", { name: "Download CSV" })),
    );
    await expect(file.text).toContain("'=HYPERLINK(1)");
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No data available in the defined time range")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading Sessions" })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { failed: true, failureMessage: "Service unavailable" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Sessions could not be loaded")).toBeInTheDocument();
  },
};

export const NoPermission: Story = {
  args: { refused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You are not authorized to perform this action")).toBeInTheDocument();
  },
};

export const Dark: Story = { ...Stacked, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: { ...Stacked.args, title: "أداء البريد" },
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "أداء البريد" })).toHaveAttribute("dir", "ltr");
  },
};
