import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import StreamDashboardScreen from "./StreamDashboardScreen";

const STATS = "*/api/cms/v3/:propertyId/onestream/stats";

const meta = {
  title: "Console/Streaming dashboard",
  component: StreamDashboardScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onestream/dashboard",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof StreamDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (name: string) => screen.findByRole("group", { name }, SANDBOX_WAIT);

/** Connections, usage per service and the Chromecast service mappings. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await chart("Connections")).toHaveAccessibleDescription(/^Successful connections peaked at/);
    await expect(await chart("Sessions per service")).toBeInTheDocument();
    const mappings = await canvas.findByRole("table", { name: "Chromecast service mappings" }, SANDBOX_WAIT);
    await expect(await within(mappings).findByText("YouTube", {}, SANDBOX_WAIT)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [
          http.get(STATS, () => HttpResponse.json({ items: [], total: 0 })),
          http.get(`${STATS}/usage/services`, () => HttpResponse.json({ items: [], total: 0 })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(canvas.getAllByText("No data available in the defined time range")).toHaveLength(3),
      SANDBOX_WAIT,
    );
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.get(STATS, () => HttpResponse.json({ message: "Statistics unavailable" }, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("Connections could not be loaded");
  },
};

export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("You are not authorized to perform this action", {}, SANDBOX_WAIT),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async () => {
    await expect(await chart("الاتصالات")).toHaveAttribute("dir", "ltr");
  },
};
