import type { MaybeOptionalInit } from "openapi-fetch";
import type { PathsWithMethod } from "openapi-typescript-helpers";
import type { CmsClient } from "./client";
import type { paths } from "./schema";

/** A file the API sent: CSV exports, bulk-ticket PDFs. */
export interface Download<Body> {
  filename: string;
  contentType: string;
  body: Body;
}

type GetPath = PathsWithMethod<paths, "get">;

/** The name from `Content-Disposition` (RFC 6266, the UTF-8 form preferred), else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape falls through to the plain form.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return name || fallback;
}

async function fetchDownload<P extends GetPath>(
  client: CmsClient,
  path: P,
  init: MaybeOptionalInit<paths[P], "get">,
  fallbackName: string,
  parseAs: "blob" | "stream",
) {
  // The generic path defeats openapi-fetch's overloads; the public signatures below stay fully typed.
  const get = client.GET as unknown as (
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const { data, error, response } = await get(path, { ...(init ?? {}), parseAs });
  if (!response.ok || data === undefined || data === null) {
    const message =
      error && typeof error === "object" && "message" in error
        ? String(error.message)
        : `HTTP ${response.status}`;
    throw new Error(`Download of ${path} failed: ${message}`);
  }
  return {
    filename: filenameFromDisposition(response.headers.get("Content-Disposition"), fallbackName),
    contentType: response.headers.get("Content-Type") ?? "application/octet-stream",
    body: data,
  };
}

/** Downloads into memory, for the browser (save it with an object URL). */
export async function downloadBlob<P extends GetPath>(
  client: CmsClient,
  path: P,
  init: MaybeOptionalInit<paths[P], "get">,
  fallbackName: string,
): Promise<Download<Blob>> {
  return (await fetchDownload(client, path, init, fallbackName, "blob")) as Download<Blob>;
}

/** Downloads as a stream, for Node: a 100,000-ticket CSV goes to disk without sitting in memory. */
export async function downloadStream<P extends GetPath>(
  client: CmsClient,
  path: P,
  init: MaybeOptionalInit<paths[P], "get">,
  fallbackName: string,
): Promise<Download<ReadableStream<Uint8Array>>> {
  return (await fetchDownload(client, path, init, fallbackName, "stream")) as Download<
    ReadableStream<Uint8Array>
  >;
}
