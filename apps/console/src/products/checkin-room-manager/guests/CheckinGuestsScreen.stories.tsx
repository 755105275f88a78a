import { formatDateTime } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { consoleStory, failingCall, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import CheckinGuestsScreen from "./CheckinGuestsScreen";

const GUESTS = "*/api/cms/v3/:propertyId/guest/index";

const meta = {
  title: "Console/Check-in room manager",
  component: CheckinGuestsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/checkin-room-manager",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof CheckinGuestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The front desk of Hotel Sacher Wien: the guests in its rooms as of this morning's sync with its PMS (the
 * people of the guest app's reservations), every column of the spec, dates as DD.MM.YYYY, and where the list
 * comes from.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const table = await screen.findByRole("table");
    // The table renders the rows in view; it counts all of them (and the header row).
    await expect(table).toHaveAttribute("aria-rowcount", "50");
    await expect(canvas.getByTestId("room-manager-source")).toHaveTextContent(
      `protel (PMS), last sync \u2066${formatDateTime("2026-11-20T05:00:00.000Z")}\u2069`,
    );
    await listStory.expectColumns([
      "Room",
      "Reservation no.",
      "Arrival",
      "Departure",
      "Title",
      "First name",
      "Last name",
      "Language",
      "Share flag",
      "Group no.",
      "VIP status",
      "No post",
    ]);
    const kayra = listStory.cellTexts(await listStory.rowNamed("103"));
    await expect(kayra).toEqual(
      expect.arrayContaining(["240056", "19.11.2026", "22.11.2026", "Frau", "Kayra", "Schindzielorz", "de"]),
    );
    // The PMS's share flag N reads "No", like the other yes/no column (no post: "Yes"; issue 43, item 1).
    await expect(kayra.slice(-5, -1)).toEqual(["No", "", "", "Yes"]);
    await expect(kayra).not.toContain("N");
  },
};

const states = listStory.listStates({
  url: GUESTS,
  failureMessage: "PMS interface unavailable",
  refusedAt: "/property/1002/checkin-room-manager",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no property.checkinRoomManager.list. */
export const NoPermission: Story = states.NoPermission;

/**
 * A walk-in guest, by keyboard: the required fields refuse to stay empty and Save waits for them; the guest
 * is then saved and listed with the language's code and the no-post flag.
 */
export const CreateGuest: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New guest");
    const room = inDialog.getByRole("textbox", { name: /^Room/ });

    // Into the room and out again without typing: refused, and Save stays disabled.
    await listStory.leaveEmpty(room);
    const lastName = inDialog.getByRole("textbox", { name: /^Last name/ });
    await listStory.leaveEmpty(lastName);
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();

    await userEvent.type(room, "401");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Reservation no\./ }), "4199001");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Title/ }), "Frau");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^First name/ }), "Marie");
    await userEvent.type(lastName, "Pichler");
    await expect(room).not.toHaveAttribute("aria-invalid", "true");
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();

    // The language by its own name: typing narrows the list, the arrow and Enter choose.
    const language = inDialog.getByRole("combobox", { name: /^Language/ });
    await userEvent.type(language, "Deutsch");
    await screen.findByRole("option", { name: "Deutsch (de)" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(language).toHaveValue("Deutsch (de)"));

    const noPost = inDialog.getByRole("checkbox", { name: /^No post/ });
    noPost.focus();
    await userEvent.keyboard(" ");
    await expect(noPost).toBeChecked();

    await listStory.saveByKeyboard(dialog);

    await listStory.searchForOne(canvas, "Pichler");
    await listStory.expectRow("401", ["4199001", "Frau", "Marie", "Pichler", "de", "Yes"]);
    listStory.dropStaleAnnouncements();
  },
};

/** Ping: the PMS answered, with the time it answered (the stories' clock stands at 20.11.2026 10:00 UTC). */
export const Ping: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    const notice = await canvas.findByRole("status", {}, SANDBOX_WAIT);
    await expect(notice).toHaveTextContent(
      // The date is isolated left to right inside the sentence (LRI ... PDI), so Arabic keeps its order.
      `Ping successful: \u2066${formatDateTime("2026-11-20T10:00:00.000Z")}\u2069`,
    );
    listStory.dropStaleAnnouncements();
  },
};

/** The PMS interface does not answer: "Ping failed". */
export const PingFailure: Story = {
  parameters: { msw: { handlers: failingCall("get", "*/api/cms/v3/:propertyId/guest/ping", "PMS timeout") } },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent("Ping failed");
    listStory.dropStaleAnnouncements();
  },
};

/**
 * A sync after a ping: the ping's outcome goes, and the sync says what it changed since this morning's (two
 * short-notice bookings with their companions came, a stay was extended, this morning's departures left); the
 * list shows them at once, and the source line the new last sync.
 */
export const SyncDone: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    await expect(await canvas.findByRole("status", {}, SANDBOX_WAIT)).toHaveTextContent("Ping successful");
    await userEvent.click(canvas.getByRole("button", { name: "Sync with PMS" }));
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent("Sync done. Added: 4, updated: 3, removed: 2"),
      SANDBOX_WAIT,
    );
    await expect(canvas.queryByText(/Ping successful/)).not.toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole("table")).toHaveAttribute("aria-rowcount", "52"),
      SANDBOX_WAIT,
    );
    await expect(canvas.getByTestId("room-manager-source")).toHaveTextContent(
      `protel (PMS), last sync \u2066${formatDateTime("2026-11-20T10:00:00.000Z")}\u2069`,
    );
    listStory.dropStaleAnnouncements();
  },
};

/** A PMS interface that only starts the sync (the contract's message alone): "Sync started", as products.md says. */
export const SyncStarted: Story = {
  parameters: {
    msw: {
      handlers: {
        startOnly: [
          http.get("*/api/cms/v3/:propertyId/guest/sync", () =>
            HttpResponse.json({ message: "sync started" }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    await expect(await canvas.findByRole("status", {}, SANDBOX_WAIT)).toHaveTextContent("Ping successful");
    await userEvent.click(canvas.getByRole("button", { name: "Sync with PMS" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Sync started"), SANDBOX_WAIT);
    await expect(canvas.queryByText(/Ping successful/)).not.toBeInTheDocument();
    listStory.dropStaleAnnouncements();
  },
};

/** The sync fails: "Sync failed". */
export const SyncFailure: Story = {
  parameters: { msw: { handlers: failingCall("get", "*/api/cms/v3/:propertyId/guest/sync", "PMS busy") } },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Sync with PMS" }));
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent("Sync failed");
    listStory.dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = listStory.darkList(49);

/** Arabic, right to left: the list and a guest's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("101");
