import type { Meta, StoryObj } from "@storybook/react-vite";
import { toastQueue } from "@cms/ui";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import { centreInView, expectRightToLeft } from "../../../stories/storySupport";
import MonitoringScreen from "./MonitoringScreen";

const PROFILES = "*/api/cms/v3/:propertyId/onespeed/profile/index";

const meta = {
  title: "Console/Gateway/Monitoring",
  component: MonitoringScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/monitoring",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof MonitoringScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's data rows (an open session's device table is a table too, so the list is found by its name). */
const listRows = () =>
  within(screen.getByRole("table", { name: "Monitoring" }))
    .queryAllByRole("row")
    .filter((row) => row.hasAttribute("data-row-index"));

/** Types into the search box and waits until the server's page holds exactly the row `name`. */
async function findGuest(canvas: Canvas, text: string, name: string): Promise<HTMLElement> {
  await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), text);
  await waitFor(async () => {
    const rows = listRows();
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveAccessibleName(name);
  }, SANDBOX_WAIT);
  return listRows()[0]!;
}

/** Opens a row's session detail from the keyboard (the row focused, Enter) and answers its tab list. */
async function openDetail(row: HTMLElement): Promise<HTMLElement> {
  row.focus();
  await userEvent.keyboard("{Enter}");
  const tabs = await screen.findByRole("tablist", { name: `Session of ${row.getAttribute("aria-label")}` });
  // The detail's code comes as the pointer or the focus reaches the list: its tab shows as soon as it is there.
  await within(tabs.closest<HTMLElement>('[data-ui="ProfileDetail"]')!).findByRole("tabpanel");
  return tabs;
}

/**
 * The property administrator of Hotel Sacher Wien: the newest 50 of the hotel's 120 portal profiles, each with
 * how it signed in, its devices connected, ticket validity and data used; the kind and connection filters.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    // 50 rows on the page, of which the table renders those in view (virtualized); 120 profiles in all.
    const rows = await listStory.loadedRows();
    await expect(await listStory.table()).toHaveAttribute("aria-rowcount", "121");
    await expect(canvas.getByText("1–50 of 120")).toBeVisible();
    await listStory.expectColumns([
      "Guest",
      "Signed in with",
      "E-mail",
      "Room",
      "Access code",
      "Devices connected",
      "Ticket",
      "Data used",
      "Created",
      "Last update",
    ]);
    await expect(listStory.cellTexts(rows[0]!)).toEqual(
      expect.arrayContaining(["Maria Welsch", "E-mail", "maria.welsch@example.com", "1 of 2", "Valid"]),
    );
    await expect(canvas.getByRole("group", { name: "Show profiles signed in with" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Connection/ })).toHaveTextContent(
      "Connected and not connected",
    );
  },
};

const states = listStory.listStates({
  url: PROFILES,
  failureMessage: "Gateway unavailable",
  refusedAt: "/property/1002/onespeed-gateway/monitoring",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no role (so no onespeed.profiles.list). */
export const NoPermission: Story = states.NoPermission;

/**
 * By keyboard: only guests who signed in with their room and are connected now. The server answers the filter,
 * from the first page.
 */
export const RoomsConnectedNow: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const room = canvas.getByRole("checkbox", { name: "Room" });
    room.focus();
    await userEvent.keyboard(" ");
    await expect(room).toBeChecked();
    const connection = canvas.getByRole("button", { name: /Connection/ });
    connection.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement).toHaveTextContent(/^Connected$/);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(connection).toHaveTextContent("Connected"));
    await waitFor(async () => {
      const rows = listRows();
      await expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        await expect(listStory.cellTexts(row)).toContain("Room");
        await expect(listStory.cellTexts(row).some((text) => /^[1-9]\d* of /.test(text ?? ""))).toBe(true);
      }
    }, SANDBOX_WAIT);
  },
};

/**
 * The front desk's everyday case, by keyboard: find the guest of room 209, open the session, see the usage,
 * go to Devices and disconnect the connected phone. The other devices stay as they were, and the row stays
 * open while the list shows the new state.
 */
export const DisconnectADevice: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const row = await findGuest(canvas, "Hoffmann", "Line Hoffmann");
    const tabs = await openDetail(row);
    const detail = tabs.closest<HTMLElement>('[data-ui="ProfileDetail"]')!;
    await expect(within(detail).getByRole("heading", { name: "Usage" })).toBeVisible();
    await expect(within(detail).getAllByRole("meter").length).toBeGreaterThan(0);

    within(tabs).getByRole("tab", { name: "General" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const devices = await within(detail).findByRole("table", { name: "Devices of Line Hoffmann" });
    const phone = within(devices).getByRole("row", { name: /F4:F5:D8:DC:97:01/ });
    await expect(phone).toHaveTextContent("Connected");
    const button = within(phone).getByRole("button", { name: "Disconnect F4:F5:D8:DC:97:01" });
    button.focus();
    await userEvent.keyboard("{Enter}");

    await expect(await screen.findByText("Disconnected: 1", {}, SANDBOX_WAIT)).toBeInTheDocument();
    toastQueue.clear();
    await waitFor(
      () =>
        expect(
          within(screen.getByRole("table", { name: "Devices of Line Hoffmann" })).getByRole("row", {
            name: /F4:F5:D8:DC:97:01/,
          }),
        ).toHaveTextContent("Offline"),
      SANDBOX_WAIT,
    );
    await expect(screen.getByRole("button", { name: "Disconnect all" })).toBeDisabled();
    await expect(listStory.cellTexts(listRows()[0]!)).toContain("0 of 3");
    // The page scrolled with the focus by timing (592 or 600 px of it shown): the devices, centred, every run.
    await centreInView(screen.getByRole("table", { name: "Devices of Line Hoffmann" }));
  },
};

/**
 * Disconnect all asks first: cancelled, nothing happens; confirmed, every connected device of the guest goes.
 */
export const DisconnectAllAsksFirst: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const row = await findGuest(canvas, "Kazmarek", "Vanessa Kazmarek");
    await openDetail(row);
    const devicesTab = screen.getByRole("tab", { name: "Devices (3)" });
    devicesTab.focus();
    await userEvent.keyboard("{Enter}");
    const all = await screen.findByRole("button", { name: "Disconnect all" });
    all.focus();
    await userEvent.keyboard("{Enter}");
    let dialog = await screen.findByRole("alertdialog", { name: "Disconnect all devices?" });
    await expect(dialog).toHaveTextContent("The connected device of Vanessa Kazmarek is signed out");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    all.focus();
    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("alertdialog", { name: "Disconnect all devices?" });
    within(dialog).getByRole("button", { name: "Disconnect all" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByText("Disconnected: 1", {}, SANDBOX_WAIT)).toBeInTheDocument();
    toastQueue.clear();
    await waitFor(async () => expect(listStory.cellTexts(listRows()[0]!)).toContain("0 of 3"), SANDBOX_WAIT);
    // Nothing is left to disconnect: the button is disabled and the keyboard goes on from the devices table.
    await waitFor(() => expect(all).toBeDisabled());
    const devices = screen.getByRole("table", { name: /Vanessa Kazmarek/ });
    await waitFor(() => expect(devices).toHaveFocus());
    await centreInView();
  },
};

/**
 * The front desk edits a guest's profile but holds none of the ticket overrides: each override field is read
 * only, the guest's own fields are not. Printing a profile needs its access code.
 */
export const OverridesReadOnly: Story = {
  parameters: {
    console: {
      path: "/property/1001/onespeed-gateway/monitoring",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
  play: async () => {
    const [first, second] = await listStory.loadedRows();
    // Maria Welsch signed in with her e-mail: no access code to print; the next guest has one.
    await expect(within(first!).getByRole("button", { name: "Print: Maria Welsch" })).toBeDisabled();
    await expect(within(second!).getByRole("button", { name: "Print: K9FC-NARC" })).toBeEnabled();

    within(first!).getByRole("button", { name: "Edit: Maria Welsch" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    const inDialog = within(dialog);
    for (const name of [
      "Data limit (MB)",
      "Time limit (seconds)",
      "Expires after (hours)",
      "Bandwidth down (Mbit/s)",
      "Bandwidth up (Mbit/s)",
      "Max. devices",
      "Cisco guest role",
    ])
      await expect(
        inDialog.getByRole("textbox", { name: new RegExp(`^${name.replace(/[().]/g, "\\$&")}`) }),
      ).toHaveAttribute("readonly");
    await expect(inDialog.getByRole("textbox", { name: /^First name/ })).not.toHaveAttribute("readonly");
    await expect(inDialog.getByRole("textbox", { name: /^First name/ })).toHaveValue("Maria");
  },
};

/** The list in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await listStory.loadedRows();
    await expect(await listStory.table()).toHaveAttribute("aria-rowcount", "121");
  },
};

/** Arabic, right to left: the list, and a session's detail by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const [first] = await listStory.loadedRows();
    first!.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("tablist")).toBeVisible();
    await expect(screen.getAllByRole("tab")).toHaveLength(2);
  },
};
