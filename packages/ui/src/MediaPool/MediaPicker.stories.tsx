import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import {
  emptyMediaSource,
  failingMediaSource,
  pendingMediaSource,
  sandboxMediaSource,
  thumbnailsLoaded,
} from "./__fixtures__/media";
import type { MediaPickerProps } from "./MediaPicker";
import { MediaPicker } from "./MediaPicker";
import { MediaThumbnail } from "./MediaThumbnail";
import type { MediaSource, MediaValue } from "./types";
import usage from "./usage.md?raw";

/**
 * A media field in miniature: the chosen image's preview and a button that opens the picker. It owns the
 * open state (open at first) and the value, and reports both to the story's spies.
 */
function PickerField({
  source,
  value: initial,
  onSelect,
  onOpenChange,
  isOpen: _isOpen,
  ...args
}: MediaPickerProps) {
  const [isOpen, setOpen] = useState(true);
  const [value, setValue] = useState<MediaValue | null>(initial ?? null);
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 12 }}>
      {value && <MediaThumbnail source={source} file={value} size="80x80" />}
      <span data-testid="value">{value ? value.name : "No image"}</span>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Choose image
      </Button>
      <MediaPicker
        {...args}
        source={source}
        value={value}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
        onSelect={(chosen) => {
          setValue(chosen);
          onSelect(chosen);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Patterns/MediaPicker",
  component: MediaPicker,
  parameters: {
    // On the docs page each story opens in its own frame of fixed height: an open modal inline would cover the
    // page and the stories after it.
    docs: { story: { inline: false, iframeHeight: 560 }, description: { component: usage } },
    layout: "padded",
  },
  args: {
    // Replaced by the loader's fresh source on every render.
    source: pendingMediaSource(),
    isOpen: true,
    onSelect: fn(),
    onOpenChange: fn(),
  },
  render: (args, { loaded }) => (
    <PickerField {...args} source={(loaded.source as MediaSource) ?? args.source} />
  ),
  loaders: [async () => ({ source: sandboxMediaSource() })],
  argTypes: {
    title: { table: { defaultValue: { summary: '"Choose an image"' } } },
  },
} satisfies Meta<typeof MediaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = () => screen.findByRole("dialog", { name: "Choose an image" }, { timeout: 10_000 });
const grid = async () =>
  within(await picker()).findByRole("grid", { name: "Images and folders" }, { timeout: 10_000 });
const tile = async (name: RegExp) => within(await grid()).findByRole("row", { name }, { timeout: 10_000 });
const okButton = async () => within(await picker()).getByRole("button", { name: "OK" });

/** Property 1001's root: four folders first, then two images; pick one and OK. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await picker();
    await tile(/^Rooms/);
    const rows = within(await grid()).getAllByRole("row");
    await expect(rows.map((row) => row.textContent)).toEqual([
      "LogosFolder",
      "RestaurantFolder",
      "RoomsFolder",
      "SpaFolder",
      "facade-summer.jpg",
      "lobby.jpg",
    ]);
    await thumbnailsLoaded(dialog);
    await expect(await okButton()).toBeDisabled();

    const lobby = await tile(/^lobby\.jpg$/);
    await userEvent.click(lobby);
    await expect(lobby).toHaveAttribute("aria-selected", "true");
    await expect(within(dialog).getByText("Selected: lobby.jpg")).toBeInTheDocument();
    await expect(await okButton()).toBeEnabled();

    await userEvent.click(await okButton());
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith({
      id: "1001m1",
      ext: "jpg",
      name: "lobby.jpg",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByTestId("value")).toHaveTextContent("lobby.jpg");
    await thumbnailsLoaded(canvas.getByTestId("value").parentElement!);
  },
};

/** Folders open with Enter (or a press); the breadcrumb and the back button lead to the root. */
export const Folders: Story = {
  play: async () => {
    const dialog = await picker();
    const rooms = await tile(/^Rooms/);
    rooms.focus();
    await userEvent.keyboard("{Enter}");
    await tile(/^double-room\.jpg$/);
    const names = within(await grid())
      .getAllByRole("row")
      .map((row) => row.textContent);
    await expect(names).toEqual(["double-room.jpg", "junior-suite.png"]);
    const crumbs = within(dialog).getByRole("navigation", { name: "Folders" });
    await expect(within(crumbs).getByText("Rooms")).toHaveAttribute("aria-current", "page");
    await thumbnailsLoaded(dialog);

    // A folder cannot be the answer: OK stays disabled until an image is chosen.
    await expect(await okButton()).toBeDisabled();

    await userEvent.click(within(crumbs).getByRole("link", { name: "Media pool" }));
    await tile(/^lobby\.jpg$/);
    await expect(within(crumbs).queryByText("Rooms")).not.toBeInTheDocument();
    await thumbnailsLoaded(dialog);
  },
};

/** The current value is selected when the picker opens on its folder; OK is enabled. */
export const Preselected: Story = {
  args: { value: { id: "1001m2", ext: "jpg", name: "facade-summer.jpg" } },
  play: async ({ args, canvas }) => {
    const dialog = await picker();
    const facade = await tile(/^facade-summer\.jpg$/);
    await expect(facade).toHaveAttribute("aria-selected", "true");
    await expect(within(dialog).getByText("Selected: facade-summer.jpg")).toBeInTheDocument();
    await expect(await okButton()).toBeEnabled();
    await thumbnailsLoaded(dialog);
    await thumbnailsLoaded(canvas.getByTestId("value").parentElement!);
    await expect(args.onSelect).not.toHaveBeenCalled();

    // The selected tile, another under the pointer and the selected one under it are three fills (a selected
    // tile looked hovered, and did not change under the pointer).
    const fill = (element: Element) => getComputedStyle(element).backgroundColor;
    const lobby = await tile(/^lobby\.jpg$/);
    const selected = fill(facade);
    await userEvent.hover(lobby);
    const hovered = fill(lobby);
    await userEvent.hover(facade);
    await expect(new Set([selected, hovered, fill(facade)]).size).toBe(3);
    await userEvent.unhover(facade);
  },
};

/** Without files the spec's error notice shows and OK stays disabled. */
export const EmptyMedia: Story = {
  loaders: [async () => ({ source: emptyMediaSource() })],
  play: async () => {
    const dialog = await picker();
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("no files uploaded");
    await expect(within(dialog).queryByRole("grid")).not.toBeInTheDocument();
    await expect(await okButton()).toBeDisabled();
  },
};

export const Loading: Story = {
  loaders: [async () => ({ source: pendingMediaSource() })],
  play: async () => {
    const dialog = await picker();
    await expect(within(dialog).getByRole("progressbar", { name: "Loading media" })).toBeInTheDocument();
    await expect(await okButton()).toBeDisabled();
  },
};

/** A failed listing shows the server's message and a retry. */
export const Failure: Story = {
  loaders: [async () => ({ source: failingMediaSource() })],
  play: async () => {
    const dialog = await picker();
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent("The media pool could not be loaded");
    await expect(alert).toHaveTextContent("Service temporarily unavailable");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
    await expect(await okButton()).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const dialog = await picker();
    await userEvent.click(await tile(/^lobby\.jpg$/));
    await thumbnailsLoaded(dialog);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "اختر صورة" }, { timeout: 10_000 });
    const list = await within(dialog).findByRole("grid", { name: "الصور والمجلدات" }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole("row", { name: /^lobby\.jpg$/ }));
    await expect(within(dialog).getByRole("button", { name: "موافق" })).toBeEnabled();
    await thumbnailsLoaded(dialog);
  },
};
