import { formatDateTime } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import { enterDevice } from "../__stories__/devices";
import AllowListScreen from "./AllowListScreen";

const ALLOW_LIST = "*/api/cms/v3/:propertyId/onespeed/whitelist/index";

const meta = {
  title: "Console/Gateway/Allow list",
  component: AllowListScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/whitelist",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof AllowListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator of the Austrian hotels at Hotel Sacher Wien: the sandbox's four allowed devices. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(4);
    await listStory.expectColumns(["Device", "MAC address", "Enabled", "Expires at", "Ticket"]);
    await listStory.expectRow("Lobby printer", ["5C:E9:1E:CF:AE:CF", "Yes", "Staff devices"]);
    await listStory.expectRow("Reception PC 2", [formatDateTime("2027-01-03T23:59:00.000Z")]);
  },
};

const states = listStory.listStates({ url: ALLOW_LIST, failureMessage: "Gateway unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.allowList.list. */
export const NoPermission: Story = states.NoPermission;

/**
 * A new device, by keyboard: name and MAC refuse to stay empty, a MAC with dashes is refused as invalid, and
 * Save waits for them; the device is then saved enabled with the staff ticket and listed.
 */
export const CreateEntry: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New allowed device");

    await enterDevice(dialog, "Minibar tablet");

    const ticket = inDialog.getByRole("combobox", { name: /^Ticket/ });
    await userEvent.type(ticket, "Staff");
    await screen.findByRole("option", { name: "Staff devices" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(ticket).toHaveValue("Staff devices"));

    await listStory.saveAndSeeSaved(dialog);

    await listStory.searchForOne(canvas, "Minibar");
    await listStory.expectRow("Minibar tablet", ["AA:BB:CC:00:11:22", "Yes", "Staff devices"]);
    listStory.dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = listStory.darkList(4);

/** Arabic, right to left: the list and an entry's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("Lobby printer");
