import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import DisplayDashboardScreen from "./DisplayDashboardScreen";
import { expectFailureNotice, expectRefusal, failing, pending } from "../../../stories/screenStates";
import { expectRightToLeft, findChart } from "../../../stories/storySupport";

const SETTINGS = "*/api/cms/v3/:propertyId/onesquare/settings";
const SCHEMA = `${SETTINGS}/schema`;
const PATH = "/property/1001/onesquare/dashboard";

/**
 * The display dashboard over the sandbox: Hotel Sacher Wien's lobby screen at 11:00 Vienna time (the stories'
 * clock is 10:00 UTC).
 */
const meta = {
  title: "Console/Display/Dashboard",
  component: DisplayDashboardScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: PATH, user: "admin@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof DisplayDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => screen.findByRole("region", { name }, SANDBOX_WAIT);
/** On now by its schedule, the schedule, what it shows, and every group of its settings. */
export const Default: Story = {
  play: async () => {
    // Hotel Sacher Wien's screen runs until midnight.
    await expect(await card("Right now")).toHaveTextContent(
      "OnUntil \u206600:00\u2069, hotel time (Europe/Vienna)",
    );
    await expect(await card("Operating hours")).toHaveTextContent(
      "\u206606:00\u2069 to \u206600:00\u2069Dimmed from \u206621:30\u2069",
    );
    const display = await card("Screen");
    await expect(display).toHaveTextContent("Lobby display");
    await expect(display).toHaveTextContent("Shows: Clock, Weather, Today's events, Spa opening hours");
    const device = await findChart("Device");
    await expect(within(device).getByText("Firmware").nextElementSibling).toHaveTextContent(/^4\.\d\.\d$/);
    const content = await findChart("Content");
    await expect(within(content).getByText("Clock format").nextElementSibling).toHaveTextContent("24 hours");
    await expect(screen.getByRole("link", { name: "Open display settings" })).toHaveAttribute(
      "href",
      "/property/1001/onesquare/settings",
    );
  },
};

/** By keyboard from the summary to the settings screen, where the display is changed. */
export const OpenSettings: Story = {
  parameters: { console: { at: ["/property/:propertyId/onesquare/dashboard"] } },
  play: async () => {
    await card("Right now");
    screen.getByRole("link", { name: "Open display settings" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByTestId("location")).toHaveTextContent(
      "/property/1001/onesquare/settings",
    );
  },
};

/** A screen that is on in the evening and over midnight is off at 11:00 and says when it comes on. */
export const OffNow: Story = {
  parameters: {
    msw: {
      handlers: {
        evening: [
          http.get(SETTINGS, () =>
            HttpResponse.json({
              "general.displayName": "Bar screen",
              "schedule.onTime": "1970-01-01T18:00:00Z",
              "schedule.offTime": "1970-01-01T02:00:00Z",
            }),
          ),
        ],
      },
    },
  },
  play: async () => {
    await expect(await card("Right now")).toHaveTextContent(
      "OffSwitches on at \u206618:00\u2069, hotel time (Europe/Vienna)",
    );
    await expect(await card("Operating hours")).toHaveTextContent(
      /^Operating hours\u206618:00\u2069 to \u206602:00\u2069$/,
    );
    // The group lists the settings as stored, unset ones too.
    const schedule = await findChart("Schedule");
    await expect(within(schedule).getByText("Dimmed from").nextElementSibling).toHaveTextContent(
      "(not set / off)",
    );
    await expect(await card("Screen")).toHaveTextContent(/^ScreenBar screen$/);
  },
};

/** A display without settings yet: says so, and the link to the settings screen stays. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [
          http.get(SETTINGS, () => HttpResponse.json({})),
          http.get(SCHEMA, () => HttpResponse.json({ schema: [] })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The display has no settings yet.", {}, SANDBOX_WAIT)).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Right now" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Open display settings" })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ["no-visual"],
  parameters: pending(SCHEMA),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("progressbar", { name: "Loading the display's settings" }, SANDBOX_WAIT),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Right now" })).not.toBeInTheDocument();
  },
};

/** The schema call fails: the failure with the server's message and a retry. */
export const Failure: Story = {
  parameters: failing(SCHEMA, "Display unavailable"),
  play: async ({ canvas }) => {
    await expectFailureNotice(canvas, "The display's settings could not be loaded", "Display unavailable");
  },
};

/** The front desk of Hotel Sacher Wien: it holds no onesquare.settings.get. */
export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
    await expect(canvas.queryByRole("link", { name: "Open display settings" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Right now" })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expect(await card("Right now")).toHaveTextContent("On");
    await expect(await findChart("Device")).toBeVisible();
  },
};

/**
 * In German the groups, their settings and the choices read as on the settings screen (settingsSchemas.json), not
 * in the server's English beside German headings.
 */
export const German: Story = {
  tags: ["no-visual"],
  globals: { locale: "de" },
  play: async () => {
    await expect(await card("Bildschirm")).toHaveTextContent(
      "Zeigt: Uhr, Wetter, Heutige Veranstaltungen und Öffnungszeiten des Spa",
    );
    const content = await findChart("Inhalt");
    await expect(within(content).getByText("Uhrzeitformat").nextElementSibling).toHaveTextContent(
      "24 Stunden",
    );
    await expect(
      within(await findChart("Allgemein")).getByText("Ausrichtung").nextElementSibling,
    ).toHaveTextContent("Querformat");
    await expect(within(await findChart("Gerät")).getByText("Seriennummer")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(await card("الآن")).toHaveTextContent("يعمل");
    // Times inside the Arabic sentences are isolated left to right (LRI ... PDI), so they keep their order.
    await expect(await card("ساعات التشغيل")).toHaveTextContent(
      /من \u2066\d{2}:\d{2}\u2069 إلى \u2066\d{2}:\d{2}\u2069/,
    );
    await expect(screen.getByRole("link", { name: "فتح إعدادات الشاشة" })).toBeVisible();
  },
};
