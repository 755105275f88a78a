import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import { enterDevice } from "../__stories__/devices";
import BlockListScreen from "./BlockListScreen";

const BLOCK_LIST = "*/api/cms/v3/:propertyId/onespeed/blocklist/index";

const meta = {
  title: "Console/Gateway/Block list",
  component: BlockListScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/blocklist",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof BlockListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator of the Austrian hotels at Hotel Sacher Wien: the sandbox's two blocked devices. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(2);
    await listStory.expectColumns(["Device", "MAC address", "Enabled"]);
    await expect(listStory.cellTexts(await listStory.rowNamed("Rogue access point (parking)"))).toEqual(
      expect.arrayContaining(["DC:A6:32:6F:6F:9A", "Yes"]),
    );
  },
};

const states = listStory.listStates({
  url: BLOCK_LIST,
  failureMessage: "Gateway unavailable",
  refusedAt: "/property/1002/onespeed-gateway/blocklist",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no role (so no onespeed.blockList.list). */
export const NoPermission: Story = states.NoPermission;

/**
 * A rogue hotspot, by keyboard: name and MAC refuse to stay empty, a MAC with dashes is refused as invalid, and
 * Save waits for them; the device is then saved enabled (blocked) and listed with its MAC upper case.
 */
export const CreateEntry: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const dialog = await listStory.openNewByKeyboard(canvas, "New blocked device");
    await enterDevice(dialog, "Hotspot in room 508");

    await listStory.saveAndSeeSaved(dialog);

    await listStory.searchForOne(canvas, "Hotspot");
    await listStory.expectRow("Hotspot in room 508", ["AA:BB:CC:00:11:22", "Yes"]);
    listStory.dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = listStory.darkList(2);

/** Arabic, right to left: the list and an entry's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("Rogue access point (parking)");
