import { toastQueue } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import {
  dataRows,
  dropStaleAnnouncements,
  listStates,
  loadedRows,
  rowNamed,
} from "../../../stories/listStories";
import BlockListScreen from "./BlockListScreen";

const BLOCK_LIST = "*/api/cms/v3/:propertyId/onespeed/blocklist/index";

const meta = {
  title: "Console/Gateway block list",
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

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** The administrator of the Austrian hotels at Hotel Sacher Wien: the sandbox's two blocked devices. */
export const Default: Story = {
  play: async () => {
    await loadedRows();
    const table = await screen.findByRole("table");
    await expect(table).toHaveAttribute("aria-rowcount", "3");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    for (const name of ["Device", "MAC address", "Enabled"])
      await expect(headers.some((text) => text?.includes(name))).toBe(true);
    await expect(cellTexts(await rowNamed("Rogue access point (parking)"))).toEqual(
      expect.arrayContaining(["DC:A6:32:6F:6F:9A", "Yes"]),
    );
  },
};

const states = listStates({
  url: BLOCK_LIST,
  refusedUser: "staff@demo.test",
  failureMessage: "Gateway unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.blockList.list. */
export const NoPermission: Story = states.NoPermission;

/**
 * A rogue hotspot, by keyboard: name and MAC refuse to stay empty, a MAC with dashes is refused as invalid, and
 * Save waits for them; the device is then saved enabled (blocked) and listed with its MAC upper case.
 */
export const CreateEntry: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    canvas.getByRole("button", { name: "New" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "New blocked device" });
    const inDialog = within(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const device = inDialog.getByRole("textbox", { name: /^Device/ });
    device.focus();
    await userEvent.tab();
    await expect(device).toHaveAttribute("aria-invalid", "true");
    const mac = inDialog.getByRole("textbox", { name: /^MAC address/ });
    mac.focus();
    await userEvent.tab();
    await expect(mac).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toHaveTextContent("MAC Address is required");
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();

    await userEvent.type(device, "Hotspot in room 508");
    await userEvent.type(mac, "aa-bb-cc-00-11-22");
    await userEvent.tab();
    await expect(dialog).toHaveTextContent("MAC Address must be valid");
    await userEvent.clear(mac);
    await userEvent.type(mac, "aa:bb:cc:00:11:22");
    await expect(mac).not.toHaveAttribute("aria-invalid", "true");

    const enabled = inDialog.getByRole("switch", { name: /^Enabled/ });
    enabled.focus();
    await userEvent.keyboard(" ");
    await expect(enabled).toBeChecked();

    const save = inDialog.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    save.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    // Saved, said once; the notice then goes, so the screenshot shows the list rather than a toast mid-fade.
    await expect(await screen.findByText("Saved", {}, SANDBOX_WAIT)).toBeInTheDocument();
    toastQueue.clear();
    await waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument());

    await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), "Hotspot");
    await waitFor(async () => expect(await dataRows()).toHaveLength(1));
    await expect(cellTexts(await rowNamed("Hotspot in room 508"))).toEqual(
      expect.arrayContaining(["AA:BB:CC:00:11:22", "Yes"]),
    );
    dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await loadedRows();
    await expect(await screen.findByRole("table")).toHaveAttribute("aria-rowcount", "3");
  },
};

/** Arabic, right to left: the list and an entry's dialog by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const [first] = await loadedRows();
    // The row's first action is Edit.
    await userEvent.click(within(first!).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getAllByRole("textbox")[0]).toHaveValue("Rogue access point (parking)");
  },
};
