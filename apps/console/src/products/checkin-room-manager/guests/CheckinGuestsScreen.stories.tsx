import { formatDateTime } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, failingCall, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import {
  cellTexts,
  dropStaleAnnouncements,
  expectColumns,
  leaveEmpty,
  listStates,
  loadedRows,
  openNewByKeyboard,
  rowNamed,
  saveByKeyboard,
  searchForOne,
} from "../../../stories/listStories";
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

/** The front desk of Hotel Sacher Wien: the sandbox's 30 guests, every column of the spec, dates as DD.MM.YYYY. */
export const Default: Story = {
  play: async () => {
    await loadedRows();
    const table = await screen.findByRole("table");
    // The table renders the rows in view; it counts all of them (and the header row).
    await expect(table).toHaveAttribute("aria-rowcount", "31");
    await expectColumns([
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
    const tobias = cellTexts(await rowNamed("102"));
    await expect(tobias).toEqual(
      expect.arrayContaining(["4100339", "14.11.2026", "18.11.2026", "Herr", "Tobias", "Huber", "de", "No"]),
    );
    // The PMS's share flag N reads "No", like the other yes/no column (issue 43, item 1).
    await expect(tobias.filter((text) => text === "No")).toHaveLength(2);
    await expect(tobias).not.toContain("N");
  },
};

const states = listStates({
  url: GUESTS,
  refusedUser: "staff@demo.test",
  failureMessage: "PMS interface unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no property.checkinRoomManager.list. */
export const NoPermission: Story = {
  ...states.NoPermission,
  parameters: {
    console: {
      path: "/property/1002/checkin-room-manager",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
};

/**
 * A walk-in guest, by keyboard: the required fields refuse to stay empty and Save waits for them; the guest
 * is then saved and listed with the language's code and the no-post flag.
 */
export const CreateGuest: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    const dialog = await openNewByKeyboard(canvas, "New guest");
    const inDialog = within(dialog);
    const room = inDialog.getByRole("textbox", { name: /^Room/ });

    // Into the room and out again without typing: refused, and Save stays disabled.
    await leaveEmpty(room);
    const lastName = inDialog.getByRole("textbox", { name: /^Last name/ });
    await leaveEmpty(lastName);
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();

    await userEvent.type(room, "401");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Reservation no\./ }), "4199001");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Title/ }), "Frau");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^First name/ }), "Marie");
    await userEvent.type(lastName, "Leitner");
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

    await saveByKeyboard(dialog);

    await searchForOne(canvas, "Leitner");
    await expect(cellTexts(await rowNamed("401"))).toEqual(
      expect.arrayContaining(["4199001", "Frau", "Marie", "Leitner", "de", "Yes"]),
    );
    dropStaleAnnouncements();
  },
};

/** Ping: the PMS answered, with the time it answered (the stories' clock stands at 20.11.2026 10:00 UTC). */
export const Ping: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    const notice = await canvas.findByRole("status", {}, SANDBOX_WAIT);
    await expect(notice).toHaveTextContent(
      // The date is isolated left to right inside the sentence (LRI ... PDI), so Arabic keeps its order.
      `Ping successful: \u2066${formatDateTime("2026-11-20T10:00:00.000Z")}\u2069`,
    );
    dropStaleAnnouncements();
  },
};

/** The PMS interface does not answer: "Ping failed". */
export const PingFailure: Story = {
  parameters: { msw: { handlers: failingCall("get", "*/api/cms/v3/:propertyId/guest/ping", "PMS timeout") } },
  play: async ({ canvas }) => {
    await loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent("Ping failed");
    dropStaleAnnouncements();
  },
};

/** A sync after a ping: the ping's outcome goes, and the sync says it started. */
export const SyncStarted: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Ping PMS" }));
    await expect(await canvas.findByRole("status", {}, SANDBOX_WAIT)).toHaveTextContent("Ping successful");
    await userEvent.click(canvas.getByRole("button", { name: "Sync with PMS" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Sync started"), SANDBOX_WAIT);
    await expect(canvas.queryByText(/Ping successful/)).not.toBeInTheDocument();
    dropStaleAnnouncements();
  },
};

/** The sync fails: "Sync failed". */
export const SyncFailure: Story = {
  parameters: { msw: { handlers: failingCall("get", "*/api/cms/v3/:propertyId/guest/sync", "PMS busy") } },
  play: async ({ canvas }) => {
    await loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "Sync with PMS" }));
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent("Sync failed");
    dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await loadedRows();
    await expect(await screen.findByRole("table")).toHaveAttribute("aria-rowcount", "31");
  },
};

/** Arabic, right to left: the list and a guest's dialog by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const [first] = await loadedRows();
    // The row's first action is Edit.
    await userEvent.click(within(first!).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getAllByRole("textbox")[0]).toHaveValue("102");
  },
};
