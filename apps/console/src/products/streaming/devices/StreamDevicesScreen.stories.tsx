import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import StreamDevicesScreen from "./StreamDevicesScreen";

const DEVICES = "*/api/cms/v3/:propertyId/onestream/device/index";

const meta = {
  title: "Console/Streaming/Devices",
  component: StreamDevicesScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onestream/devices",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof StreamDevicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's six boxes: each online or offline at a glance, with its kind, room and addresses. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(6);
    await listStory.expectColumns([
      "Name",
      "State",
      "Device type",
      "Room",
      "MAC address",
      "IP address",
      "Standalone",
      "Active",
    ]);
    await listStory.expectRow("Apple TV 101", [
      "Online",
      "Apple TV",
      "101",
      "F0:18:98:44:AD:5F",
      "192.168.50.20",
    ]);
    const states = (await listStory.dataRows()).map((row) => listStory.cellTexts(row));
    await expect(states.filter((cells) => cells.includes("Offline"))).toHaveLength(1);
  },
};

const states = listStory.listStates({ url: DEVICES, failureMessage: "Streaming server unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no onestream.devices.list. */
export const NoPermission: Story = states.NoPermission;

/** By keyboard: only the devices that are offline now, then all again. */
export const OfflineOnly: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const show = canvas.getByRole("button", { name: /Show$/ });
    show.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(document.activeElement).toHaveTextContent(/^Offline only$/);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(show).toHaveTextContent("Offline only"));
    await waitFor(async () => expect(await listStory.dataRows()).toHaveLength(1));
    await expect(listStory.cellTexts((await listStory.dataRows())[0]!)).toContain("Offline");
  },
};

/**
 * A new Apple TV in room 214, by keyboard: name, MAC and IP refuse to stay empty; a PIN of three digits is
 * refused with the spec's message and Save waits; with four digits it is saved, offline until it reports.
 */
export const CreateAppleTv: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New streaming device");
    const name = inDialog.getByRole("textbox", { name: /^Name/ });
    await listStory.leaveEmpty(name);
    const mac = inDialog.getByRole("textbox", { name: /^MAC address/ });
    await listStory.leaveEmpty(mac);
    await expect(dialog).toHaveTextContent("MAC Address is required");
    const ip = inDialog.getByRole("textbox", { name: /^IP address/ });
    await listStory.leaveEmpty(ip);
    await expect(dialog).toHaveTextContent("IP is required");

    await userEvent.type(name, "Apple TV 214");
    const type = inDialog.getByRole("combobox", { name: /^Device type/ });
    await userEvent.type(type, "Apple");
    await screen.findByRole("option", { name: "Apple TV" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(type).toHaveValue("Apple TV"));
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Room/ }), "214");
    await userEvent.type(mac, "a4:83:e7:10:22:01");
    await userEvent.type(ip, "192.168.50.214");
    const pin = inDialog.getByRole("textbox", { name: /^PIN/ });
    await userEvent.type(pin, "471");
    await userEvent.tab();
    await expect(dialog).toHaveTextContent("Must be 4 digits, eg.: 1234");
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(pin, "1");
    await waitFor(() => expect(dialog).not.toHaveTextContent("Must be 4 digits, eg.: 1234"));

    await listStory.saveAndSeeSaved(dialog);
    await listStory.searchForOne(canvas, "Apple TV 214");
    await listStory.expectRow("Apple TV 214", [
      "Offline",
      "Apple TV",
      "214",
      "A4:83:E7:10:22:01",
      "192.168.50.214",
    ]);
    listStory.dropStaleAnnouncements();
  },
};

/** An existing device: MAC and IP identify it on the network and are read-only; its name and PIN change. */
export const EditKeepsAddresses: Story = {
  play: async () => {
    const row = await listStory.rowNamed("Apple TV 101");
    // The row's first action is Edit.
    await userEvent.click(within(row).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Edit streaming device" }, SANDBOX_WAIT);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole("textbox", { name: /^MAC address/ })).toHaveAttribute("readonly");
    await expect(inDialog.getByRole("textbox", { name: /^IP address/ })).toHaveAttribute("readonly");
    await expect(inDialog.getByRole("textbox", { name: /^Name/ })).not.toHaveAttribute("readonly");
    await expect(inDialog.getByRole("textbox", { name: /^PIN/ })).toHaveValue("3308");
  },
};

/** The list in the dark scheme. */
export const Dark: Story = listStory.darkList(6);

/** Arabic, right to left: the list and a device's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("Apple TV 101");
