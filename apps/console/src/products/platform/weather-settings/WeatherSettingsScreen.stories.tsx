import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import WeatherSettingsScreen from "./WeatherSettingsScreen";
import { dropStaleAnnouncements, expectRightToLeft } from "../../../stories/storySupport";
import { settingsStates, failing } from "../../../stories/screenStates";
import * as settingsStory from "../../../stories/settingsStories";

const SETTINGS = "*/api/cms/v3/weather/settings";
const SCHEMA = "*/api/cms/v3/weather/settings/schema";

/**
 * Weather settings through the generic settings screen (SettingsTree) over the sandbox's settings and schema.
 * Failures show their status only (platform.md section 8).
 */
const meta = {
  title: "Console/Platform/Weather settings",
  component: WeatherSettingsScreen,
  ...consoleStory,
  // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
  beforeEach: settingsStory.settingsBeforeEach,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/weather/settings" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof WeatherSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await settingsStory.settingRow("Provider")).toBeVisible();
    await expect(await settingsStory.settingRow("Display")).toBeVisible();
    await expect(await settingsStory.settingRow("Schedule")).toBeVisible();
  },
};

/**
 * Switching the forecast off: the editor keeps the change locally, Save lists it in the confirm dialog (old
 * value struck through, new in bold) and confirming stores it on the server.
 */
export const ChangeSetting: Story = {
  play: async ({ loaded }) => {
    await userEvent.click(await settingsStory.settingRow("Display"));
    await userEvent.click(await settingsStory.settingRow("Show forecast"));
    const editor = await screen.findByRole("dialog", { name: "Show forecast" });
    await userEvent.click(within(editor).getByRole("switch", { name: "Show forecast" }));
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Show forecast" })).not.toBeInTheDocument(),
    );
    await expect(await settingsStory.settingRow("Show forecast")).toHaveAttribute("data-changed");

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    const change = confirm.querySelector('[data-key="display.showForecast"]')!;
    await expect(change.querySelector("del")).toHaveTextContent("On");
    await expect(change.querySelector("strong")).toHaveTextContent("(not set / off)");
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
    );
    // The spec's save notification, once.
    await expect(await screen.findAllByText("Saved", { exact: true }, SANDBOX_WAIT)).toHaveLength(1);
    await expect(await settingsStory.settingRow("Show forecast")).not.toHaveAttribute("data-changed");
    const { data } = await sessionOf({ loaded }).client.GET("/api/cms/v3/weather/settings");
    await expect(data?.["display.showForecast"]).toBe(false);
    dropStaleAnnouncements();
  },
};

/** A refused save keeps the edit and says it could not be saved, without the server's message. */
export const SaveFailure: Story = {
  parameters: failing(SETTINGS, "Settings are locked", { method: "put" }),
  play: async () => {
    await userEvent.click(await settingsStory.settingRow("Display"));
    await userEvent.click(await settingsStory.settingRow("Show forecast"));
    const editor = await screen.findByRole("dialog", { name: "Show forecast" });
    await userEvent.click(within(editor).getByRole("switch", { name: "Show forecast" }));
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Show forecast" })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    // The dialog says the save failed and why, in one notice (issue 26; docs/decisions.md).
    await expect(await within(confirm).findByText("The settings could not be saved")).toBeVisible();
    await expect(within(confirm).getByText("Settings are locked")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(await settingsStory.settingRow("Show forecast")).toHaveAttribute("data-changed");
    dropStaleAnnouncements();
  },
};

const states = settingsStates({ url: SCHEMA, failureMessage: "Schema store unavailable", statusOnly: true });

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

/** The schema failed while the settings loaded: that is a failure of the screen, shown without the message. */
export const Failure: Story = states.Failure;

export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expect(await settingsStory.settingRow("Provider")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(await settingsStory.settingsTree()).toBeVisible();
    // The schema's texts are translated by their keys (settingsSchemas.json), not shown in English.
    await expect(await settingsStory.settingRow("المزوّد")).toBeVisible();
  },
};

/** German: group and setting titles and descriptions in German; the search finds the German words. */
export const German: Story = {
  globals: { locale: "de" },
  play: async () => {
    await expect(await settingsStory.settingRow("Anbieter")).toBeVisible();
    await expect(await settingsStory.settingRow("Zeitplan")).toBeVisible();
    await userEvent.click(await settingsStory.settingRow("Anzeige"));
    await expect(await settingsStory.settingRow("Vorhersage anzeigen")).toBeVisible();
    await userEvent.type(screen.getByRole("textbox", { name: "Einstellungen durchsuchen" }), "Ruhezeit");
    await expect(await settingsStory.settingRow("Beginn der Ruhezeit")).toBeVisible();
  },
};
