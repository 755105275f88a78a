import { findChart } from "../../../stories/storySupport";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import DashboardScreen from "./DashboardScreen";
import { expectFailureNotice, expectRefusal, failing, pending } from "../../../stories/screenStates";

const STATS = "*/api/cms/v3/:propertyId/onespeed/stats";
const empty = { items: [], total: 0 };

const meta = {
  title: "Console/Gateway/Dashboard",
  component: DashboardScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/dashboard",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The property administrator of Hotel Sacher Wien: the bandwidth and sessions now, the last 30 days of
 * bandwidth, sessions and revenue, the top sessions and the group's bandwidth by month.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Gateway dashboard", level: 2 })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole("region", { name: "Download now" })).toHaveTextContent(/[\d.]+ Mbit\/s/),
      SANDBOX_WAIT,
    );
    // The sessions count is a call of its own, answered after the bandwidth now and then.
    await waitFor(
      () => expect(canvas.getByRole("region", { name: "Sessions now" })).toHaveTextContent(/\d/),
      SANDBOX_WAIT,
    );
    const bandwidth = await findChart("Bandwidth history");
    await expect(bandwidth).toHaveAccessibleDescription(
      /^Download peaked at [\d.,]+ GB on .+ and Upload peaked at/,
    );
    await expect(await findChart("Session history")).toHaveAccessibleDescription(/^Sessions peaked at/);
    await expect(await findChart("Revenue history")).toBeInTheDocument();
    await expect(await findChart("Property group bandwidth by month")).toBeInTheDocument();
    const top = await canvas.findByRole("table", { name: "Top sessions" }, SANDBOX_WAIT);
    await waitFor(() => expect(within(top).getAllByRole("row").length).toBeGreaterThan(2), SANDBOX_WAIT);
    await expect(canvas.getByText(/^1–10 of \d+$/)).toBeVisible();
  },
};

/** A year, monthly: hourly is not offered; the keyboard tooltip names a month. */
export const ChangeRange: Story = {
  play: async ({ canvas }) => {
    await findChart("Bandwidth history");
    await userEvent.click(canvas.getByRole("radio", { name: "Last 1 year" }));
    await expect(canvas.getByRole("radio", { name: "Hourly" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "Monthly" })).toBeChecked();
    const plot = await findChart("Bandwidth history");
    await waitFor(() => expect(plot).toHaveAccessibleDescription(/ on \u2066\w+ 20\d\d\u2069/), SANDBOX_WAIT);
    plot.focus();
    await expect(await canvas.findByRole("tooltip")).toHaveTextContent(/^November 2026/);
  },
};

/** Upload only: the call asks vt=up and the legend shows Upload alone. */
export const UploadOnly: Story = {
  play: async ({ canvas }) => {
    await findChart("Bandwidth history");
    await userEvent.click(canvas.getByRole("button", { name: /Direction/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Upload" }));
    const legend = await canvas.findByRole("list", { name: "Legend of Bandwidth history" }, SANDBOX_WAIT);
    await waitFor(() => expect(within(legend).getAllByRole("listitem")).toHaveLength(1), SANDBOX_WAIT);
    await expect(legend).toHaveTextContent("Upload");
  },
};

/** The session history as a table: one row per day of the range. */
export const SessionsAsTable: Story = {
  play: async ({ canvas }) => {
    await findChart("Session history");
    const switches = canvas.getAllByRole("switch", { name: "Show as table" });
    await userEvent.click(switches[1]!);
    const table = await canvas.findByRole("table", { name: "Session history" });
    await expect(within(table).getByRole("columnheader", { name: /Time/ })).toBeInTheDocument();
    await expect(await canvas.findByText("1–30 of 30")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [
          http.post(`${STATS}/bandwidth`, () => HttpResponse.json(empty)),
          http.post(`${STATS}/sessions`, () => HttpResponse.json(empty)),
          http.post(`${STATS}/revenue`, () => HttpResponse.json(empty)),
          http.get(`${STATS}/bandwidth/group-report`, () => HttpResponse.json(empty)),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(canvas.getAllByText("No data available in the defined time range")).toHaveLength(4),
      SANDBOX_WAIT,
    );
  },
};

export const Loading: Story = {
  tags: ["no-visual"],
  parameters: pending(`${STATS}/bandwidth`, { method: "post" }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("progressbar", { name: "Loading Bandwidth history" }, SANDBOX_WAIT),
    ).toBeInTheDocument();
    // Only the bandwidth waits: the other parts arrive. (A full run once had axe flag the list's greyed,
    // disabled controls while the list was still loading; axe now runs on the settled page.)
    const top = await canvas.findByRole("table", { name: "Top sessions" }, SANDBOX_WAIT);
    await waitFor(() => expect(within(top).getAllByRole("row").length).toBeGreaterThan(2), SANDBOX_WAIT);
    await expect(canvas.getByRole("progressbar", { name: "Loading Bandwidth history" })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  parameters: failing(`${STATS}/bandwidth`, "Statistics service unavailable", { method: "post" }),
  play: async ({ canvas }) => {
    await expectFailureNotice(
      canvas,
      "Bandwidth history could not be loaded",
      "Statistics service unavailable",
    );
    // The other charts still show.
    await expect(await findChart("Session history")).toBeInTheDocument();
  },
};

export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
    await expect(canvas.queryByRole("group", { name: "Bandwidth history" })).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(await findChart("سجل عرض النطاق")).toHaveAttribute("dir", "ltr");
    await expect(canvas.getByRole("radio", { name: "آخر 30 يومًا" })).toBeChecked();
  },
};
