import { findChart } from "../../../stories/storySupport";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import WebcheckinDashboardScreen from "./WebcheckinDashboardScreen";
import { expectRefusal, failing } from "../../../stories/screenStates";

const STEPS = "*/api/cms/v3/:propertyId/oneapp/statistics/webcheckinsteps";
const empty = { items: [], total: 0 };

const meta = {
  title: "Console/Guest app/Web check-in statistics",
  component: WebcheckinDashboardScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/webcheckin/dashboard",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof WebcheckinDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days as a funnel, one step by month, devices, channels and e-mails under their display names. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const funnel = await findChart("Web check-in steps");
    await expect(funnel).toHaveAccessibleDescription(/started at Room selection and .+ reached /);
    await expect(await findChart("Steps by device")).toBeInTheDocument();
    await expect(await findChart("Steps by channel")).toBeInTheDocument();
    const mails = await canvas.findByRole("list", { name: "Legend of E-mail performance" }, SANDBOX_WAIT);
    await expect(mails).toHaveTextContent("Queued");
    await expect(mails).toHaveTextContent("Sent");
    await expect(mails).not.toHaveTextContent("delivered");
  },
};

/** The views: cards, bars and the funnel, one choice of three (the funnel first), by pointer or keyboard. */
export const Views: Story = {
  play: async ({ canvas }) => {
    await findChart("Web check-in steps");
    const views = canvas.getByRole("radiogroup", { name: "View" });
    await expect(within(views).getByRole("radio", { name: "Funnel" })).toBeChecked();
    await userEvent.click(within(views).getByRole("radio", { name: "Cards" }));
    await expect(await canvas.findByRole("region", { name: "Room selection" })).toHaveTextContent(/\d/);
    // The arrow keys move between the views, Enter chooses.
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await expect(within(views).getByRole("radio", { name: "Bars" })).toBeChecked();
    await expect(await findChart("Web check-in steps")).toHaveAccessibleDescription(/^Guests peaked at/);
  },
};

/** One step by month: the step is chosen from the list. */
export const StepByMonth: Story = {
  play: async ({ canvas }) => {
    await findChart("One step by month");
    await userEvent.click(canvas.getByRole("button", { name: /Step/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Upsells" }));
    await waitFor(
      () =>
        expect(screen.getByRole("group", { name: "One step by month" })).toHaveAccessibleDescription(
          /^Guests peaked at/,
        ),
      SANDBOX_WAIT,
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { empty: [http.get(STEPS, () => HttpResponse.json(empty))] } } },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(canvas.getAllByText("No data available in the defined time range").length).toBeGreaterThan(2),
      SANDBOX_WAIT,
    );
  },
};

export const Failure: Story = {
  parameters: failing(STEPS, "Statistics unavailable"),
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole("alert", {}, SANDBOX_WAIT);
    await expect(alerts[0]).toHaveTextContent("Web check-in steps could not be loaded");
    await expect(alerts[0]).toHaveTextContent("Statistics unavailable");
  },
};

export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test", path: "/property/1002/oneapp/webcheckin/dashboard" } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async () => {
    await expect(await findChart("خطوات تسجيل الوصول عبر الويب")).toHaveAttribute("dir", "ltr");
  },
};
