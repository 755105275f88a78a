import type { components } from "@cms/api";

/** A file or folder of a property's media pool, as openapi.yaml defines it. */
export type MediaFile = components["schemas"]["MediaFile"];

/** The thumbnail sizes the image route serves (80x80 and 160x160). */
export type MediaThumbnailSize = components["schemas"]["MediaPoolThumbnailSize"];

/**
 * What the picker hands back and screens store (AppMediaRef), with every field present: a picked file always
 * has its id, extension and name. The same shape as `{ id: string; ext: string; name: string }`.
 */
export type MediaValue = Required<Pick<components["schemas"]["AppMediaRef"], "id" | "ext" | "name">>;

/**
 * Where the media pool and the picker get and change their files: the console implements it over @cms/api
 * (`createApiMediaSource`), stories over the sandbox or memory. Failures reject, preferably with a
 * {@link MediaSourceError}; `update` and `remove` resolve to the server's body, and an empty body is a failure
 * (spec section 4).
 */
export interface MediaSource {
  /** Files and folders of a folder; null is the root. */
  list: (folderId: string | null) => Promise<MediaFile[]>;
  /**
   * The thumbnail of an image file at 80x80 or 160x160. The image route needs the bearer token like every
   * call, so thumbnails are fetched as blobs through the client rather than given to `<img src>`.
   */
  loadImage: (file: MediaFile | MediaValue, size: MediaThumbnailSize, signal?: AbortSignal) => Promise<Blob>;
  /** Renames (or moves) a file or folder; without it the pool offers no rename. */
  update?: (file: MediaFile) => Promise<MediaFile>;
  /** Deletes a file or folder; without it the pool offers no delete. */
  remove?: (file: MediaFile) => Promise<MediaFile>;
}

/** The permission strings of the media pool's operations; a missing entry means allowed (spec section 6). */
export type MediaPermissions = Partial<Record<"list" | "update" | "delete", string>>;

/**
 * Why a media call failed: `forbidden` (HTTP 403: the refusal message), `unconfirmed` (an empty body on
 * update or delete) or `failed` (any other answer; `message` is the server's text when it sent one).
 */
export type MediaFailure = "forbidden" | "unconfirmed" | "failed";

export class MediaSourceError extends Error {
  override readonly name = "MediaSourceError";
  readonly reason: MediaFailure;
  readonly status: number | undefined;

  constructor(reason: MediaFailure, message: string, options?: ErrorOptions & { status?: number }) {
    super(message, options);
    this.reason = reason;
    this.status = options?.status;
  }
}
