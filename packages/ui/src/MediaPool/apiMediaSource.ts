// Only types come from @cms/api (erased at build time), so @cms/ui keeps no runtime dependency on the client:
// the console passes in its own configured CmsClient.
import type { CmsClient } from "@cms/api";
import { isConfirmed } from "../GenericList/listLogic";
import { mediaKey } from "./mediaLogic";
import type { MediaFile, MediaSource, MediaValue } from "./types";
import { MediaSourceError } from "./types";

/** The server's own text of an error body (`{ message }`), if it sent one. */
function serverMessage(error: unknown): string | undefined {
  return error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
}

function failure(response: Response, error: unknown): MediaSourceError {
  return new MediaSourceError(
    response.status === 403 ? "forbidden" : "failed",
    serverMessage(error) ?? `HTTP ${response.status}`,
    { status: response.status },
  );
}

/**
 * The client rejects a 403 with its ForbiddenError (and the console's global 403 state is set by the client's
 * `onForbidden`); here it becomes a MediaSourceError, so the screens show the refusal message. Recognised by
 * its `kind`, since @cms/api is not imported at runtime. Aborts and other errors pass unchanged.
 */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (cause) {
    if (cause && typeof cause === "object" && "kind" in cause && cause.kind === "forbidden") {
      const text =
        "serverMessage" in cause && typeof cause.serverMessage === "string" ? cause.serverMessage : "";
      throw new MediaSourceError("forbidden", text || "Forbidden", { cause, status: 403 });
    }
    throw cause;
  }
}

const idOf = (file: MediaFile | MediaValue): string => {
  if (!file.id) throw new Error(`The media file "${file.name}" has no id`);
  return file.id;
};

/**
 * The media pool of one property over @cms/api: the root and folder listings, PUT to rename and DELETE to
 * delete (both must answer with the file: an empty body is a failure), and thumbnails of the image route
 * fetched as blobs through the client, so they carry its auth headers like every other call.
 */
export function createApiMediaSource(client: CmsClient, propertyId: string): MediaSource {
  return {
    list: (folderId) =>
      call(async () => {
        const { data, error, response } =
          folderId === null
            ? await client.GET("/api/cms/v3/{propertyId}/mediapool/file/index", {
                params: { path: { propertyId } },
              })
            : await client.GET("/api/cms/v3/{propertyId}/mediapool/{parentId}/file/index", {
                params: { path: { propertyId, parentId: folderId } },
              });
        if (!data) throw failure(response, error);
        return data.items;
      }),

    loadImage: (file, size, signal) =>
      call(async () => {
        const { data, error, response } = await client.GET("/api/cms/v3/{propertyId}/mediapool/{id}/image", {
          params: { path: { propertyId, id: idOf(file) }, query: { size, ext: file.ext ?? "" } },
          parseAs: "blob",
          signal,
        });
        if (!data || data.size === 0) throw failure(response, error);
        return data;
      }),

    update: (file) =>
      call(async () => {
        const { data, error, response } = await client.PUT("/api/cms/v3/{propertyId}/mediapool/{id}", {
          params: { path: { propertyId, id: idOf(file) } },
          body: file,
        });
        if (!response.ok) throw failure(response, error);
        if (!data || !isConfirmed(data)) {
          throw new MediaSourceError("unconfirmed", `The update of ${mediaKey(file)} was not confirmed`);
        }
        return data;
      }),

    remove: (file) =>
      call(async () => {
        const { data, error, response } = await client.DELETE("/api/cms/v3/{propertyId}/mediapool/{id}", {
          params: { path: { propertyId, id: idOf(file) } },
        });
        if (!response.ok) throw failure(response, error);
        if (!data || !isConfirmed(data)) {
          throw new MediaSourceError("unconfirmed", `The deletion of ${mediaKey(file)} was not confirmed`);
        }
        return data;
      }),
  };
}
