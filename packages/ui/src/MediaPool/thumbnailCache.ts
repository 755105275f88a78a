import { mediaKey, thumbnailKey } from "./mediaLogic";
import type { MediaFile, MediaSource, MediaThumbnailSize, MediaValue } from "./types";

interface Entry {
  promise: Promise<Blob>;
  controller: AbortController;
  users: number;
  settled: boolean;
}

// Per source (one property's media pool), per file and size: a thumbnail shown in the grid, again after going
// back to a folder and in the edit dialog's preview is fetched once. Blobs are kept, not object URLs: every
// shown thumbnail makes its own URL and revokes it when it unmounts, so no URL outlives its image.
const caches = new WeakMap<MediaSource, Map<string, Entry>>();

function cacheOf(source: MediaSource): Map<string, Entry> {
  let cache = caches.get(source);
  if (!cache) {
    cache = new Map();
    caches.set(source, cache);
  }
  return cache;
}

export interface ThumbnailLease {
  promise: Promise<Blob>;
  /** Call when the thumbnail no longer needs the image; the last user of an unfinished load aborts it. */
  release: () => void;
}

/**
 * The thumbnail of `file` at `size`, loaded once and shared. A failed load is forgotten, so the next request
 * tries again. An unfinished load whose every user has gone is aborted a microtask later, so React's
 * StrictMode unmount and remount keeps the request instead of sending it twice.
 */
export function leaseThumbnail(
  source: MediaSource,
  file: MediaFile | MediaValue,
  size: MediaThumbnailSize,
): ThumbnailLease {
  const cache = cacheOf(source);
  const key = thumbnailKey(file, size);
  let entry = cache.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: Entry = {
      controller,
      users: 0,
      settled: false,
      promise: source.loadImage(file, size, controller.signal).then(
        (blob) => {
          created.settled = true;
          return blob;
        },
        (error: unknown) => {
          created.settled = true;
          if (cache.get(key) === created) cache.delete(key);
          throw error;
        },
      ),
    };
    // Rejections are handled by the users; this keeps an aborted, unobserved load from being reported.
    created.promise.catch(() => {});
    cache.set(key, created);
    entry = created;
  }
  const leased = entry;
  leased.users += 1;
  let released = false;
  return {
    promise: leased.promise,
    release: () => {
      if (released) return;
      released = true;
      leased.users -= 1;
      queueMicrotask(() => {
        if (leased.users > 0 || leased.settled) return;
        if (cache.get(key) === leased) cache.delete(key);
        leased.controller.abort();
      });
    },
  };
}

/** Forgets the cached thumbnails of a deleted or changed file. */
export function forgetThumbnails(source: MediaSource, file: MediaFile | MediaValue): void {
  const cache = caches.get(source);
  if (!cache) return;
  const prefix = `${mediaKey(file)}.`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
