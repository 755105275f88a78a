import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropStaleAnnouncements } from "../__stories__/announcements";
import { tokenColor } from "../__stories__/scheme";
import {
  ALL_MEDIA_PERMISSIONS,
  emptyMediaSource,
  failingMediaSource,
  pendingMediaSource,
  refuseDelete,
  sandboxMediaSource,
  thumbnailsLoaded,
} from "./__fixtures__/media";
import type { MediaPoolProps } from "./MediaPool";
import { MediaPool } from "./MediaPool";
import type { MediaSource } from "./types";
import usage from "./usage.md?raw";

const meta = {
  title: "Patterns/MediaPool",
  component: MediaPool,
  // Usage notes for designers and developers on the docs page (do's and don'ts).
  parameters: { layout: "padded", docs: { description: { component: usage } } },
  args: {
    // Replaced by the loader's fresh source on every render.
    source: pendingMediaSource(),
    permissions: ALL_MEDIA_PERMISSIONS,
  },
  render: (args, { loaded }) => (
    <MediaPool {...args} source={(loaded.source as MediaSource) ?? args.source} />
  ),
  loaders: [async () => ({ source: sandboxMediaSource() })],
  // Renaming and deleting close their dialog from a pending button; see dropStaleAnnouncements.
  beforeEach: () => dropStaleAnnouncements,
  argTypes: {
    title: { table: { defaultValue: { summary: '"Media pool"' } } },
  },
} satisfies Meta<MediaPoolProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (name = "Media pool") => screen.findByRole("grid", { name }, { timeout: 10_000 });
const rowNames = async (name?: string) =>
  within(await table(name))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("rowheader")[0]!.querySelector("span")!.textContent);
const row = async (name: string, tableName?: string) =>
  (await within(await table(tableName)).findAllByRole("row")).find(
    (r) => within(r).queryAllByRole("rowheader")[0]?.querySelector("span")?.textContent === name,
  );
/** The row of `name` once the pool has loaded it. */
const loadedRow = async (name: string) =>
  (await waitFor(async () => (await row(name))!, { timeout: 10_000 }))!;
/** Deletes `name` from its row, confirmed in the dialog that asks; resolves once the dialog has closed. */
const deleteFile = async (name: string) => {
  await userEvent.click(within(await loadedRow(name)).getByRole("button", { name: `Delete ${name}` }));
  const confirm = await screen.findByRole("alertdialog", { name: `Delete ${name}?` });
  await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
};

/** Property 1001's root: folders first, then files with thumbnail, size and upload date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await table();
    await expect(await rowNames()).toEqual([
      "Logos",
      "Restaurant",
      "Rooms",
      "Spa",
      "facade-summer.jpg",
      "lobby.jpg",
    ]);
    const lobby = (await row("lobby.jpg"))!;
    await expect(lobby).toHaveTextContent("48 kB");
    await expect(lobby).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(within(lobby).getByRole("button", { name: "Rename lobby.jpg" })).toBeEnabled();
    await expect(within(lobby).getByRole("button", { name: "Delete lobby.jpg" })).toBeEnabled();
    // Its header is the list's (GenericList): the muted band under a field-coloured line, labels in the text
    // colour (issue 41 item 9: it had no band and grey labels).
    const header = within(await table()).getAllByRole("rowgroup")[0]!;
    await expect(getComputedStyle(header).backgroundColor).toBe(tokenColor("surfaceMuted"));
    await expect(getComputedStyle(header).borderBlockEndColor).toBe(tokenColor("fieldBorder"));
    await expect(getComputedStyle(within(header).getAllByRole("columnheader")[0]!).color).toBe(
      tokenColor("text"),
    );
    await thumbnailsLoaded(canvasElement);
  },
};

/** A folder opens on Enter; the back button returns to the root. */
export const Folders: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rooms = await loadedRow("Rooms");
    rooms.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await table("Rooms")).toBeInTheDocument();
    await waitFor(async () =>
      expect(await rowNames("Rooms")).toEqual(["double-room.jpg", "junior-suite.png"]),
    );
    await thumbnailsLoaded(canvasElement);

    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await waitFor(async () => expect(await rowNames()).toHaveLength(6), { timeout: 10_000 });
    await expect(canvas.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    await thumbnailsLoaded(canvasElement);
  },
};

/**
 * Behaviour, by keyboard: opening a folder puts focus on its first item, going back on the folder left. The row
 * or button pressed is gone by then; focus fell to the page's body.
 */
export const FolderFocus: Story = {
  tags: ["no-visual"],
  play: async () => {
    const rooms = await loadedRow("Rooms");
    rooms.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(async () => expect(await row("double-room.jpg", "Rooms")).toHaveFocus(), {
      timeout: 10_000,
    });
    screen.getByRole("button", { name: "Back" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(async () => expect(await row("Rooms")).toHaveFocus(), { timeout: 10_000 });
  },
};

/** Rename through the edit dialog: the name is required; the list shows the server's answer. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const lobby = await loadedRow("lobby.jpg");
    await userEvent.click(within(lobby).getByRole("button", { name: "Rename lobby.jpg" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename lobby.jpg" });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    const save = within(dialog).getByRole("button", { name: "Save" });

    await userEvent.clear(name);
    await expect(save).toBeDisabled();
    await expect(within(dialog).getByText("required")).toBeInTheDocument();

    await userEvent.type(name, "lobby-winter.jpg");
    await expect(save).toBeEnabled();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // One notice says it is saved.
    await expect(await screen.findAllByText("Saved", { exact: true })).toHaveLength(1);
    await waitFor(async () =>
      expect(await rowNames()).toEqual([
        "Logos",
        "Restaurant",
        "Rooms",
        "Spa",
        "facade-summer.jpg",
        "lobby-winter.jpg",
      ]),
    );
    dropStaleAnnouncements();
    await thumbnailsLoaded(canvasElement);
  },
};

/** Delete asks first; the file goes once the server confirms. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    await deleteFile("lobby.jpg");
    await waitFor(async () =>
      expect(await rowNames()).toEqual(["Logos", "Restaurant", "Rooms", "Spa", "facade-summer.jpg"]),
    );
    dropStaleAnnouncements();
    await thumbnailsLoaded(canvasElement);
  },
};

/** The server refuses the delete: its message shows at the file, which stays. */
export const DeleteFailure: Story = {
  loaders: [async () => ({ source: sandboxMediaSource({ intercept: refuseDelete }) })],
  play: async ({ canvasElement }) => {
    await deleteFile("lobby.jpg");
    const kept = (await row("lobby.jpg"))!;
    await expect(within(kept).getByRole("alert")).toHaveTextContent(
      "lobby.jpg could not be deleted. The file is used on the room page and cannot be deleted",
    );
    await expect(await rowNames()).toHaveLength(6);
    dropStaleAnnouncements();
    await thumbnailsLoaded(canvasElement);
  },
};

/** An empty media pool: the spec's "No files uploaded in Mediapool". */
export const Empty: Story = {
  loaders: [async () => ({ source: emptyMediaSource() })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No files uploaded in Mediapool");
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  loaders: [async () => ({ source: pendingMediaSource() })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading media" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeDisabled();
  },
};

export const Failure: Story = {
  loaders: [async () => ({ source: failingMediaSource() })],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The media pool could not be loaded");
    await expect(alert).toHaveTextContent("Service temporarily unavailable");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** Without content.mediaPool.list: the refusal message, and no call. */
export const NoPermission: Story = {
  args: { permissions: new Set(["content.mediaPool.update", "content.mediaPool.delete"]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "You are not authorized to perform this action",
    );
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
  },
};

/** List only: the files show, without rename and delete. */
export const ReadOnly: Story = {
  args: { permissions: new Set(["content.mediaPool.list"]) },
  play: async ({ canvasElement }) => {
    const lobby = await loadedRow("lobby.jpg");
    await expect(within(lobby).queryByRole("button")).not.toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: /^(Rename|Delete) / })).not.toBeInTheDocument();
    await thumbnailsLoaded(canvasElement);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => {
    await table();
    await thumbnailsLoaded(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await table("مكتبة الوسائط");
    await thumbnailsLoaded(canvasElement);
  },
};

/**
 * A phone (390 px; the pool 358 px wide within the page's margins): the table keeps to the pool's width (it was
 * 461 px in 390) with small thumbnails and the row's actions one above the other, and the root shows no crumb
 * that would name the pool a third time under its heading. The width is the pool's own (a container query).
 */
export const Phone: Story = {
  parameters: {
    viewport: { options: { phone: { name: "Phone 390", styles: { width: "390px", height: "844px" } } } },
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358, maxInlineSize: "100%" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const grid = await table();
    await waitFor(async () => expect(await rowNames()).toHaveLength(6));
    const pool = canvasElement.querySelector<HTMLElement>('[data-ui="MediaPool"]')!;
    await expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(pool.getBoundingClientRect().width);
    const lobby = (await row("lobby.jpg"))!;
    const remove = within(lobby).getByRole("button", { name: "Delete lobby.jpg" });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      pool.getBoundingClientRect().right,
    );
    await expect(canvas.queryByRole("navigation", { name: "Folders" })).not.toBeInTheDocument();
    await thumbnailsLoaded(canvasElement);
  },
};
