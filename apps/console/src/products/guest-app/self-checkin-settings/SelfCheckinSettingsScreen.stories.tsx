import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ISOLATED_STORY, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import * as settingsStory from "../../../stories/settingsStories";
import SelfCheckinSettingsScreen from "./SelfCheckinSettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/oneapp/self-checkin-settings/schema";

/** The self check-in terminal's settings through the generic settings screen: Hotel Sacher Wien's lobby. */
const meta = {
  title: "Console/Guest app/Self check-in settings",
  component: SelfCheckinSettingsScreen,
  ...consoleStory,
  beforeEach: settingsStory.settingsBeforeEach,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/self-checkin-settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof SelfCheckinSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby terminal: kiosk, opening hours, room keys, documents and payment. */
export const Default: Story = settingsStory.settingsGroupsStory([
  "Kiosk",
  "Opening hours",
  "Room keys",
  "Documents and payment",
]);

/** By keyboard: the terminal is renamed; the tree's Save lists the change and stores it. */
export const RenameTerminal: Story = {
  play: async (context) => {
    await settingsStory.expandGroup("Kiosk");
    const editor = await settingsStory.openSetting(/^Terminal name/, "Terminal name");
    const text = within(editor).getByRole("textbox", { name: /Terminal name/ });
    await userEvent.clear(text);
    await userEvent.type(text, "Lobby terminal east wing");
    await settingsStory.keepEdit(editor, /^Terminal name/);
    await expect(await settingsStory.settingRow(/^Terminal name/)).toHaveAttribute("data-changed");

    const confirm = await settingsStory.openSaveConfirm();
    await expect(settingsStory.confirmedValue(confirm, "kiosk.name")).toHaveTextContent(
      "Lobby terminal east wing",
    );
    await settingsStory.confirmSave(confirm);
    const { data } = await sessionOf(context).client.GET(
      "/api/cms/v3/{propertyId}/oneapp/self-checkin-settings",
      { params: { path: { propertyId: "1001" } } },
    );
    await expect(data?.["kiosk.name"]).toBe("Lobby terminal east wing");
    dropStaleAnnouncements();
  },
};

/** What the terminal reports is shown, never edited: its serial number. */
export const TerminalReportsReadOnly: Story = {
  play: async () => {
    await settingsStory.expandGroup("Kiosk");
    await expect(await settingsStory.settingRow(/^Serial number/)).toHaveTextContent(/SCK-1001-/);
  },
};

const states = settingsStates({ url: SCHEMA, failureMessage: "Self check-in unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no oneapp.self-checkin.settings.show. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = settingsStory.darkSettingsStory("Opening hours", /^Open from/);

export const RightToLeft: Story = settingsStory.rightToLeftSettingsStory("الكشك", {
  group: "ساعات العمل",
  setting: /^مفتوح من/,
});
