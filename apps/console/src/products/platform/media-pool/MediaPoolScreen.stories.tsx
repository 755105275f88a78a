import type { Meta, StoryObj } from "@storybook/react-vite";
import {} from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import MediaPoolScreen from "./MediaPoolScreen";
import { expectFailureNotice, failing, pending } from "../../../stories/screenStates";
import { expectRightToLeft } from "../../../stories/storySupport";

const meta = {
  title: "Console/Platform/Media pool",
  component: MediaPoolScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/content-management/mediapool" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof MediaPoolScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INDEX = "*/api/cms/v3/:propertyId/mediapool/file/index";

/** The pool's table, whatever its name in the story's language. */
const table = (canvas: Canvas) => canvas.findByRole("grid", {}, SANDBOX_WAIT);

/** The names in the table's first column, below its header row. */
const rowNames = async (canvas: Canvas) =>
  within(await table(canvas))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("rowheader")[0]!.querySelector("span")!.textContent);

/** Every thumbnail shown has loaded (they come through the client as blobs). */
const thumbnailsLoaded = (root: HTMLElement) =>
  waitFor(async () => {
    const thumbnails = [...root.querySelectorAll('[data-ui="MediaThumbnail"]')];
    await expect(thumbnails.length).toBeGreaterThan(0);
    for (const thumbnail of thumbnails) await expect(thumbnail).toHaveAttribute("data-state", "loaded");
  }, SANDBOX_WAIT);

/** Hotel Sacher Wien's root: its four folders, then its two loose images with thumbnails. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("grid", { name: "Media pool" }, SANDBOX_WAIT)).toBeVisible();
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(6), SANDBOX_WAIT);
    await expect(await rowNames(canvas)).toEqual([
      "Logos",
      "Restaurant",
      "Rooms",
      "Spa",
      "facade-summer.jpg",
      "lobby.jpg",
    ]);
    await expect(canvas.getByRole("button", { name: "Rename lobby.jpg" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Delete lobby.jpg" })).toBeEnabled();
    await thumbnailsLoaded(canvasElement);
  },
};

/** A folder opens on Enter and lists its files; Back returns to the root. */
export const OpenFolder: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect(await rowNames(canvas)).toContain("Rooms"), SANDBOX_WAIT);
    within(await table(canvas))
      .getAllByRole("row")
      .find((row) => row.textContent?.includes("Rooms"))!
      .focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      async () => expect(await rowNames(canvas)).toEqual(["double-room.jpg", "junior-suite.png"]),
      SANDBOX_WAIT,
    );
    await thumbnailsLoaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(6), SANDBOX_WAIT);
  },
};

/** Property 1011, whose pool is empty in the demo data: the spec's notice, and no table. */
export const Empty: Story = {
  parameters: { console: { path: "/property/1011/content-management/mediapool" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "No files uploaded in Mediapool",
    );
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: pending(INDEX),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("progressbar", { name: "Loading media" }, SANDBOX_WAIT),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeDisabled();
  },
};

/** The list fails (500): the server's message and a retry. */
export const Failure: Story = {
  parameters: failing(INDEX, "Media storage unavailable"),
  play: async ({ canvas }) => {
    await expectFailureNotice(canvas, "The media pool could not be loaded", "Media storage unavailable");
  },
};

/** The front desk has no content.mediaPool.list: the refusal, and no list. */
export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "You are not authorized to perform this action",
    );
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(6), SANDBOX_WAIT);
    await thumbnailsLoaded(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(6), SANDBOX_WAIT);
    await thumbnailsLoaded(canvasElement);
  },
};
