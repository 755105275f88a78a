import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ISOLATED_STORY, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import * as settingsStory from "../../../stories/settingsStories";
import StreamSettingsScreen from "./StreamSettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/onestream/settings/schema";

/** Streaming settings through the generic settings screen over the sandbox. */
const meta = {
  title: "Console/Streaming/Settings",
  component: StreamSettingsScreen,
  ...consoleStory,
  beforeEach: settingsStory.settingsBeforeEach,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onestream/settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof StreamSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's streaming: general, pairing and network settings. */
export const Default: Story = settingsStory.settingsGroupsStory(["General", "Pairing", "Network"]);

/**
 * By keyboard: pairings are no longer forgotten at check-out. The editor opens with Enter, Space turns the switch
 * off, the tree's Save lists the change and stores it.
 */
export const KeepPairingsOnCheckout: Story = {
  play: async (context) => {
    await settingsStory.expandGroup("Pairing");
    const editor = await settingsStory.openSetting(
      "Forget pairings on check-out",
      "Forget pairings on check-out",
    );
    within(editor).getByRole("switch", { name: "Forget pairings on check-out" }).focus();
    await userEvent.keyboard(" ");
    await settingsStory.keepEdit(editor, "Forget pairings on check-out");

    const confirm = await settingsStory.openSaveConfirm();
    await expect(settingsStory.confirmedValue(confirm, "pairing.resetOnCheckout")).toHaveTextContent(
      "(not set / off)",
    );
    await settingsStory.confirmSave(confirm);
    await expect(await settingsStory.settingRow("Forget pairings on check-out")).not.toHaveAttribute(
      "data-changed",
    );
    const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/onestream/settings", {
      params: { path: { propertyId: "1001" } },
    });
    await expect(data?.["pairing.resetOnCheckout"]).toBe(false);
    dropStaleAnnouncements();
  },
};

const states = settingsStates({ url: SCHEMA, failureMessage: "Streaming server unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onestream.settings.get. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = settingsStory.darkSettingsStory("Pairing", "Pairing mode");

export const RightToLeft: Story = settingsStory.rightToLeftSettingsStory("الاقتران");
