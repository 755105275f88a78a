import type { MediaFile, MediaPermissions, MediaThumbnailSize, MediaValue } from "./types";

/** The spec's media pool permissions (platform.md section 6; x-permission of the mediapool routes). */
export const MEDIA_POOL_PERMISSIONS = {
  list: "content.mediaPool.list",
  update: "content.mediaPool.update",
  delete: "content.mediaPool.delete",
} as const satisfies MediaPermissions;

export const isFolder = (file: MediaFile): boolean => file.type === "folder";

/** The collection key of a file: its id (the server always sends one), else its name. */
export const mediaKey = (file: MediaFile | MediaValue): string => file.id ?? file.name;

/** Folders first, then files, each by name as the user's language sorts it (numbers by value: img2 < img10). */
export function sortMedia(files: readonly MediaFile[], locale: string): MediaFile[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  return [...files].sort(
    (a, b) => Number(isFolder(b)) - Number(isFolder(a)) || collator.compare(a.name, b.name),
  );
}

/** The picker's answer for a file. */
export function toMediaValue(file: MediaFile): MediaValue {
  if (!file.id) throw new Error(`The media file "${file.name}" has no id`);
  return { id: file.id, ext: file.ext ?? "", name: file.name };
}

/**
 * A file size in decimal units (1 kB = 1000 bytes, as file managers show it), in the user's number format.
 * "" when the size is unknown (folders).
 */
export function formatFileSize(bytes: number | undefined, locale: string): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return "";
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * The image route of openapi.yaml, built from property id, file id and extension (spec "Media file"):
 * `/api/cms/v3/{propertyId}/mediapool/{id}/image?size=…&ext=…`.
 */
export function mediaImagePath(
  propertyId: string,
  file: MediaFile | MediaValue,
  size: MediaThumbnailSize,
): string {
  const query = new URLSearchParams({ size, ext: file.ext ?? "" });
  return `/api/cms/v3/${encodeURIComponent(propertyId)}/mediapool/${encodeURIComponent(mediaKey(file))}/image?${query}`;
}

/** The key a thumbnail is cached under: the same file at the same size is fetched once. */
export const thumbnailKey = (file: MediaFile | MediaValue, size: MediaThumbnailSize): string =>
  `${mediaKey(file)}.${file.ext ?? ""}@${size}`;

/** Replaces one item by the server's answer, keeping its place. */
export function replaceMedia(files: readonly MediaFile[], saved: MediaFile, key: string): MediaFile[] {
  return files.map((file) => (mediaKey(file) === key ? saved : file));
}

/** Removes one item. */
export function withoutMedia(files: readonly MediaFile[], key: string): MediaFile[] {
  return files.filter((file) => mediaKey(file) !== key);
}
