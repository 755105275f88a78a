import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import RoomListScreen from "./RoomListScreen";

const ROOMS = "*/api/cms/v3/:propertyId/onekey/salto-rooms/index";

const meta = {
  title: "Console/Digital key/Rooms",
  component: RoomListScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onekey/roomList",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof RoomListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's 36 rooms in the lock system, each with the further doors its key opens (named in German). */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectColumns([
      "Room number",
      "Room number in the lock system",
      "Door name",
      "Other doors",
    ]);
    await listStory.expectRow("101", ["R0101", "Zimmer 101", expect.stringContaining("Tiefgarage")]);
  },
};

const states = listStory.listStates({ url: ROOMS, failureMessage: "Lock system unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no onekey.salto-rooms.get. */
export const NoPermission: Story = states.NoPermission;

/**
 * A new suite by keyboard, with its car park door named in German and English (Italian and French start empty);
 * saved, the list loads again and shows it.
 */
export const AddRoomWithDoor: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New room");
    await userEvent.type(inDialog.getAllByRole("textbox", { name: /^Room number/ })[0]!, "950");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Door name/ }), "Suite 950");
    await expect(dialog).toHaveTextContent("This room's key opens no other doors.");

    inDialog.getByRole("button", { name: "Add door" }).focus();
    await userEvent.keyboard("{Enter}");
    const door = await inDialog.findByRole("group", { name: "Door" });
    const inDoor = within(door);
    await waitFor(() => expect(inDoor.getByRole("textbox", { name: /^Door ID/ })).toHaveFocus());
    await userEvent.keyboard("EXT-GARAGE-B1");
    await expect(inDoor.getByRole("textbox", { name: "Name (Italian (it))" })).toHaveValue("");
    await userEvent.type(inDoor.getByRole("textbox", { name: "Name (German (de))" }), "Tiefgarage");
    await userEvent.type(inDoor.getByRole("textbox", { name: "Name (English (en))" }), "Car park");
    // Enter in the door's fields applies the door, not the room.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(inDialog.queryByRole("group", { name: "Door" })).not.toBeInTheDocument());
    await expect(inDialog.getByRole("button", { name: "Edit door: Car park" })).toBeVisible();

    await listStory.saveAndSeeSaved(dialog);
    // The list loaded again: the new room is the last of 31, found by its door name.
    await listStory.searchForOne(canvas, "Suite 950");
    await listStory.expectRow("950", ["Suite 950", "Tiefgarage"]);
    const { data } = await sessionOf(context).client.GET(
      "/api/cms/v3/{propertyId}/onekey/salto-rooms/index",
      {
        params: { path: { propertyId: "1001" } },
      },
    );
    const saved = data?.items.find((room) => room.roomNumber === "950");
    await expect(saved?.otherDoors?.[0]?.i18n).toEqual([
      { language: "de", text: "Tiefgarage" },
      { language: "en", text: "Car park" },
      { language: "it", text: "" },
      { language: "fr", text: "" },
    ]);
    listStory.dropStaleAnnouncements();
  },
};

/** An existing room: its number is its key and read-only; its doors are listed with edit and delete. */
export const EditRoom: Story = {
  play: async () => {
    const row = await listStory.rowNamed("101");
    await userEvent.click(within(row).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Edit room" }, SANDBOX_WAIT);
    const inDialog = within(dialog);
    await expect(inDialog.getAllByRole("textbox", { name: /^Room number/ })[0]).toHaveAttribute("readonly");
    // The dialog fades in.
    await waitFor(() =>
      expect(inDialog.getByRole("button", { name: "Edit door: Main entrance" })).toBeVisible(),
    );
    await userEvent.click(inDialog.getByRole("button", { name: "Delete door: Underground car park" }));
    await expect(
      inDialog.queryByRole("button", { name: "Edit door: Underground car park" }),
    ).not.toBeInTheDocument();
    await expect(inDialog.getByRole("button", { name: "Edit door: Main entrance" })).toBeVisible();
  },
};

/**
 * Reload one room (issue 42 item 10): the lock system renamed room 101's door meanwhile; the row's Reload shows
 * the new name, without loading the whole list again.
 */
export const ReloadARoom: Story = {
  play: async (context) => {
    const row = await listStory.rowNamed("101");
    await expect(listStory.cellTexts(row)).toContain("Zimmer 101");
    const { client } = sessionOf(context);
    const { data } = await client.GET("/api/cms/v3/{propertyId}/onekey/salto-rooms/index", {
      params: { path: { propertyId: "1001" } },
    });
    const room = data!.items.find((entry) => entry.roomNumber === "101")!;
    await client.PUT("/api/cms/v3/{propertyId}/onekey/salto-rooms/{roomNumber}", {
      params: { path: { propertyId: "1001", roomNumber: "101" } },
      body: { ...room, doorName: "Zimmer 101 (Gartenseite)" },
    });
    await expect(listStory.cellTexts(row)).toContain("Zimmer 101");
    await userEvent.click(within(row).getByRole("button", { name: "Reload: 101" }));
    await waitFor(
      async () =>
        expect(listStory.cellTexts(await listStory.rowNamed("101"))).toContain("Zimmer 101 (Gartenseite)"),
      SANDBOX_WAIT,
    );
  },
};

/**
 * New with a room number already listed updates that room (products.md section 4; issue 42 item 11): room 101
 * gets the new door name, and no second 101 appears.
 */
export const NewOnListedNumberUpdates: Story = {
  play: async (context) => {
    const { canvas } = context;
    await listStory.loadedRows();
    const before = (await screen.findByRole("table")).getAttribute("aria-rowcount");
    const dialog = await listStory.openNewByKeyboard(canvas, "New room");
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getAllByRole("textbox", { name: /^Room number/ })[0]!, "101");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Door name/ }), "Zimmer 101 (Hofseite)");
    await listStory.saveAndSeeSaved(dialog);
    await waitFor(
      async () =>
        expect(listStory.cellTexts(await listStory.rowNamed("101"))).toContain("Zimmer 101 (Hofseite)"),
      SANDBOX_WAIT,
    );
    await expect(await screen.findByRole("table")).toHaveAttribute("aria-rowcount", before);
    const { data } = await sessionOf(context).client.GET(
      "/api/cms/v3/{propertyId}/onekey/salto-rooms/index",
      {
        params: { path: { propertyId: "1001" } },
      },
    );
    await expect(data!.items.filter((room) => room.roomNumber === "101")).toHaveLength(1);
    listStory.dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await listStory.loadedRows();
    await expect(listStory.cellTexts(await listStory.rowNamed("101"))).toContain("Zimmer 101");
  },
};

/** Arabic, right to left: the list and a room's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("101");
