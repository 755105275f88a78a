import type { ComponentType } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { sandboxMediaSource } from "../../MediaPool/__fixtures__/media";
import type { MediaSource } from "../../MediaPool/types";

// What the edit dialog's stories (EditDialog, Guest app fields) do alike: find the open dialog and its Save
// button, give media fields a media source, and pick an image through a media field's picker.

/** The open edit dialog. */
export const dialog = () => screen.findByRole("dialog");

/** The open dialog's Save button. */
export const saveButton = async () => within(await dialog()).getByRole("button", { name: "Save" });

/** For stories with media fields: `Harness` gets a fresh media source over the sandbox's property 1001. */
export const withMedia = <Args extends object>(
  Harness: ComponentType<Args & { mediaSource: MediaSource }>,
) => ({
  loaders: [async () => ({ mediaSource: sandboxMediaSource() })],
  render: (args: Args, { loaded }: { loaded: Record<string, unknown> }) => (
    <Harness {...args} mediaSource={loaded.mediaSource as MediaSource} />
  ),
});

/** Picks the row `file` in the media field `field`'s picker and confirms it; returns the field's group. */
export const pickImage = async (field: string, file: RegExp) => {
  const group = within(await dialog()).getByRole("group", { name: field });
  await userEvent.click(within(group).getByRole("button", { name: /Choose image|Change image/ }));
  const picker = await screen.findByRole("dialog", { name: field }, { timeout: 10_000 });
  const grid = await within(picker).findByRole("grid", {}, { timeout: 10_000 });
  await userEvent.click(await within(grid).findByRole("row", { name: file }, { timeout: 10_000 }));
  await userEvent.click(within(picker).getByRole("button", { name: "OK" }));
  await waitFor(() => expect(picker).not.toBeInTheDocument());
  return group;
};
