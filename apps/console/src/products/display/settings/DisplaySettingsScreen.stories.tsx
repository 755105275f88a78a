import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ISOLATED_STORY, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import * as settingsStory from "../../../stories/settingsStories";
import DisplaySettingsScreen from "./DisplaySettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/onesquare/settings/schema";

/** Display (onesquare) settings through the generic settings screen over the sandbox: the lobby screen. */
const meta = {
  title: "Console/Display/Settings",
  component: DisplaySettingsScreen,
  ...consoleStory,
  beforeEach: settingsStory.settingsBeforeEach,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onesquare/settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof DisplaySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's lobby display: general, schedule, content and what the player reports. */
export const Default: Story = settingsStory.settingsGroupsStory(["General", "Schedule", "Content", "Device"]);

/**
 * By keyboard: the start page greets in English for the ski season. The editor opens with Enter, the text is
 * typed, the tree's Save lists the change and stores it.
 */
export const ChangeWelcomeText: Story = {
  play: async (context) => {
    await settingsStory.expandGroup("Content");
    const editor = await settingsStory.openSetting("Welcome text", "Welcome text");
    const text = within(editor).getByRole("textbox", { name: /Welcome text/ });
    await userEvent.clear(text);
    await userEvent.type(text, "Welcome to the ski season");
    await settingsStory.keepEdit(editor, "Welcome text");
    await expect(await settingsStory.settingRow("Welcome text")).toHaveAttribute("data-changed");

    const confirm = await settingsStory.openSaveConfirm();
    await expect(settingsStory.confirmedValue(confirm, "content.welcomeText")).toHaveTextContent(
      "Welcome to the ski season",
    );
    await settingsStory.confirmSave(confirm);
    await expect(await settingsStory.settingRow("Welcome text")).not.toHaveAttribute("data-changed");
    const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/onesquare/settings", {
      params: { path: { propertyId: "1001" } },
    });
    await expect(data?.["content.welcomeText"]).toBe("Welcome to the ski season");
    dropStaleAnnouncements();
  },
};

/** What the player reports (serial number, firmware) is shown, never edited. */
export const DeviceReadOnly: Story = {
  play: async () => {
    await settingsStory.expandGroup("Device");
    await expect(await settingsStory.settingRow("Firmware")).toHaveTextContent(/4\.\d\.\d/);
    await expect(await settingsStory.settingRow("Serial number")).toHaveTextContent(/OSQ-/);
  },
};

const states = settingsStates({ url: SCHEMA, failureMessage: "Display unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onesquare.settings.get. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = settingsStory.darkSettingsStory("Schedule", "Switch on at");

export const RightToLeft: Story = settingsStory.rightToLeftSettingsStory("المحتوى", {
  group: "الجدول الزمني",
  setting: /^التشغيل عند/,
});
