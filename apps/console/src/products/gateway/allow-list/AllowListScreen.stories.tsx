import { formatDateTime, toastQueue } from "@cms/ui";
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
import AllowListScreen from "./AllowListScreen";

const ALLOW_LIST = "*/api/cms/v3/:propertyId/onespeed/whitelist/index";

const meta = {
  title: "Console/Gateway allow list",
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

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** The administrator of the Austrian hotels at Hotel Sacher Wien: the sandbox's four allowed devices. */
export const Default: Story = {
  play: async () => {
    await loadedRows();
    const table = await screen.findByRole("table");
    await expect(table).toHaveAttribute("aria-rowcount", "5");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    for (const name of ["Device", "MAC address", "Enabled", "Expires at", "Ticket"])
      await expect(headers.some((text) => text?.includes(name))).toBe(true);
    await expect(cellTexts(await rowNamed("Lobby printer"))).toEqual(
      expect.arrayContaining(["5C:E9:1E:CF:AE:CF", "Yes", "Staff devices"]),
    );
    await expect(cellTexts(await rowNamed("Reception PC 2"))).toEqual(
      expect.arrayContaining([formatDateTime("2027-01-03T23:59:00.000Z")]),
    );
  },
};

const states = listStates({
  url: ALLOW_LIST,
  refusedUser: "staff@demo.test",
  failureMessage: "Gateway unavailable",
});

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
    await loadedRows();
    canvas.getByRole("button", { name: "New" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "New allowed device" });
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

    await userEvent.type(device, "Minibar tablet");
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

    const ticket = inDialog.getByRole("combobox", { name: /^Ticket/ });
    await userEvent.type(ticket, "Staff");
    await screen.findByRole("option", { name: "Staff devices" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(ticket).toHaveValue("Staff devices"));

    const save = inDialog.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    save.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    // Saved, said once; the notice then goes, so the screenshot shows the list rather than a toast mid-fade.
    await expect(await screen.findByText("Saved", {}, SANDBOX_WAIT)).toBeInTheDocument();
    toastQueue.clear();
    await waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument());

    await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), "Minibar");
    await waitFor(async () => expect(await dataRows()).toHaveLength(1));
    await expect(cellTexts(await rowNamed("Minibar tablet"))).toEqual(
      expect.arrayContaining(["AA:BB:CC:00:11:22", "Yes", "Staff devices"]),
    );
    dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await loadedRows();
    await expect(await screen.findByRole("table")).toHaveAttribute("aria-rowcount", "5");
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
    await expect(within(dialog).getAllByRole("textbox")[0]).toHaveValue("Lobby printer");
  },
};
