import { expect, waitFor } from "storybook/test";
import { sandboxClient } from "../../__stories__/sandboxClient";
import { createApiMediaSource } from "../apiMediaSource";
import type { MediaSource } from "../types";
import { MediaSourceError } from "../types";

/** The sandbox's demo property with four folders (Rooms, Restaurant, Spa, Logos) and eight images. */
export const PROPERTY_ID = "1001";

export const ALL_MEDIA_PERMISSIONS: ReadonlySet<string> = new Set([
  "content.mediaPool.list",
  "content.mediaPool.update",
  "content.mediaPool.delete",
]);

export interface SandboxSourceOptions {
  /** Answers instead of the sandbox for the calls it returns a Response for (e.g. a refused DELETE). */
  intercept?: (request: Request) => Response | undefined;
}

/**
 * The real client and media source over the sandbox (answered through msw as the super user), with a
 * same-origin base URL as in the console. A fresh one per story: the thumbnail cache lives per source.
 */
export function sandboxMediaSource({ intercept }: SandboxSourceOptions = {}): MediaSource {
  return createApiMediaSource(sandboxClient(intercept), PROPERTY_ID);
}

/** A DELETE refused the way the server refuses one: 400 with its message. */
export const refuseDelete = (request: Request): Response | undefined =>
  request.method === "DELETE"
    ? Response.json(
        { message: "The file is used on the room page and cannot be deleted" },
        { status: 400, headers: { "Content-Type": "application/json" } },
      )
    : undefined;

const noImages = () => Promise.reject(new Error("This media source has no images"));

/** A media pool without files (spec: "no files uploaded" / "No files uploaded in Mediapool"). */
export const emptyMediaSource = (): MediaSource => ({
  list: async () => [],
  loadImage: noImages,
  update: async (file) => file,
  remove: async (file) => file,
});

/** A source that never answers: the loading state (no timer keeps running). */
export const pendingMediaSource = (): MediaSource => ({
  list: () => new Promise(() => {}),
  loadImage: () => new Promise(() => {}),
});

/** A source whose listing fails the way an unavailable server does. */
export const failingMediaSource = (): MediaSource => ({
  list: async () => {
    throw new MediaSourceError("failed", "Service temporarily unavailable", { status: 503 });
  },
  loadImage: noImages,
});

/** Waits until every thumbnail inside `root` has decoded its image, so the screenshot shows them all. */
export async function thumbnailsLoaded(root: ParentNode): Promise<void> {
  await waitFor(
    async () => {
      const thumbnails = [...root.querySelectorAll('[data-ui="MediaThumbnail"]')];
      await expect(thumbnails.length).toBeGreaterThan(0);
      for (const thumbnail of thumbnails) await expect(thumbnail).toHaveAttribute("data-state", "loaded");
    },
    { timeout: 10_000 },
  );
}
