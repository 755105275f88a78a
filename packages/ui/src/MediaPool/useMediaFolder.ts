import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OperationStatus } from "../GenericList/definition";
import { useLatestCallback } from "../useLatestCallback";
import { isFolder, mediaKey, replaceMedia, sortMedia, withoutMedia } from "./mediaLogic";
import { forgetThumbnails } from "./thumbnailCache";
import type { MediaFile, MediaSource } from "./types";

export type MediaOperation = "update" | "delete";

/** The state of the last rename or delete of one item; its error stays until the next try. */
export interface MediaItemStatus {
  operation: MediaOperation;
  status: OperationStatus;
  error?: unknown;
}

interface Answer {
  request: { source: MediaSource; folderId: string | null; reloads: number };
  status: "success" | "failure";
  items: MediaFile[];
  error?: unknown;
}

const NO_ITEMS: MediaFile[] = [];

/** The outcome of a rename or delete: the server's answer, or why it failed. */
export type MediaResult = { ok: true; file: MediaFile } | { ok: false; error: unknown };

export interface UseMediaFolderOptions {
  source: MediaSource;
  /** Loads only while true (the picker while open, the pool with the list permission). */
  enabled?: boolean;
  /**
   * The keys of the folders from the root to the shown one, kept outside (the console's URL query, so a
   * reload, a shared link and Back show the same folder). The pool follows them: a shorter path goes up, a
   * new one is looked up folder by folder from the root. Without it the pool keeps its folder itself.
   */
  folderKeys?: readonly string[];
  /** Called with the new keys when the user opens a folder or goes up (or a kept folder no longer exists). */
  onFolderKeysChange?: (keys: string[]) => void;
}

/**
 * The headless core of the media pool and the picker: the folder path from the root, the shown folder's
 * items (folders first, sorted for the user's language) with the load status, and rename and delete with a
 * status per item. The server's answer is the truth: an item changes or goes only after a confirmed answer.
 */
export function useMediaFolder({
  source,
  enabled = true,
  folderKeys,
  onFolderKeysChange,
}: UseMediaFolderOptions) {
  const { i18n } = useTranslation();
  const [path, setPath] = useState<MediaFile[]>([]);
  const [resolving, setResolving] = useState(false);
  const reportKeys = useLatestCallback((keys: string[]) => onFolderKeysChange?.(keys));
  const [itemStatus, setItemStatus] = useState<Record<string, MediaItemStatus>>({});
  const [reloads, setReloads] = useState(0);
  const folder = path.at(-1) ?? null;
  const folderId = folder ? mediaKey(folder) : null;

  // One request per source, folder and reload. Until its answer arrives the status is fetching and the
  // items are empty (a load first empties the items, spec section 4); an answer for a request that is no
  // longer the current one (the user left the folder) is dropped.
  const request = useMemo(() => ({ source, folderId, reloads }), [source, folderId, reloads]);
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    request.source.list(request.folderId).then(
      (files) => current && setAnswer({ request, status: "success", items: files }),
      (reason: unknown) => current && setAnswer({ request, status: "failure", items: [], error: reason }),
    );
    return () => {
      current = false;
    };
  }, [request, enabled]);

  const settled = answer?.request === request ? answer : undefined;
  const items = settled?.items ?? NO_ITEMS;
  const status: OperationStatus = !enabled
    ? undefined
    : resolving
      ? "fetching"
      : (settled?.status ?? "fetching");
  const error = settled?.error;
  const setItems = (change: (files: MediaFile[]) => MediaFile[]) =>
    setAnswer((current) => (current ? { ...current, items: change(current.items) } : current));

  const sorted = useMemo(() => sortMedia(items, i18n.language), [items, i18n.language]);

  const reload = useCallback(() => {
    setItemStatus({});
    setReloads((n) => n + 1);
  }, []);

  const open = useCallback(
    (target: MediaFile) => {
      setItemStatus({});
      setPath((current) => [...current, target]);
      reportKeys([...path.map(mediaKey), mediaKey(target)]);
    },
    [path, reportKeys],
  );

  /** Goes to the folder at `depth` of the path: 0 is the root. */
  const goTo = useCallback(
    (depth: number) => {
      setItemStatus({});
      setPath((current) => (depth < current.length ? current.slice(0, depth) : current));
      if (depth < path.length) reportKeys(path.slice(0, depth).map(mediaKey));
    },
    [path, reportKeys],
  );

  // Follows kept folder keys (a reload, Back): up by cutting the path, down by looking each folder up in its
  // parent's listing. A folder that is gone ends the path there, and the keys are corrected.
  const wantedKeys = folderKeys?.join("/");
  useEffect(() => {
    if (wantedKeys === undefined || !enabled) return;
    const wanted = wantedKeys ? wantedKeys.split("/") : [];
    const shown = path.map(mediaKey);
    if (shown.join("/") === wantedKeys) return;
    let same = 0;
    while (same < Math.min(wanted.length, shown.length) && wanted[same] === shown[same]) same++;
    if (same === wanted.length) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the kept keys are the external state
      setPath(path.slice(0, same));
      return;
    }
    let current = true;
    setResolving(true);
    void (async () => {
      const found = path.slice(0, same);
      for (const key of wanted.slice(same)) {
        const parent = found.at(-1);
        const files = await source.list(parent ? mediaKey(parent) : null).catch(() => []);
        const next = files.find((file) => isFolder(file) && mediaKey(file) === key);
        if (!next) break;
        found.push(next);
      }
      if (!current) return;
      setItemStatus({});
      setPath(found);
      setResolving(false);
      if (found.length < wanted.length) reportKeys(found.map(mediaKey));
    })();
    return () => {
      current = false;
      setResolving(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the kept keys; `path` is read, not followed
  }, [wantedKeys, enabled, source]);

  const track = (key: string, next: MediaItemStatus) => setItemStatus((all) => ({ ...all, [key]: next }));

  /** Renames an item; ok when the server confirmed. A failure also stays in `itemStatus`. */
  const rename = async (file: MediaFile, name: string): Promise<MediaResult> => {
    if (!source.update) return { ok: false, error: new Error("This media source cannot rename") };
    const key = mediaKey(file);
    track(key, { operation: "update", status: "fetching" });
    try {
      const saved = await source.update({ ...file, name });
      forgetThumbnails(source, file);
      setItems((current) => replaceMedia(current, saved, key));
      setPath((current) => replaceMedia(current, saved, key));
      track(key, { operation: "update", status: "success" });
      return { ok: true, file: saved };
    } catch (reason) {
      track(key, { operation: "update", status: "failure", error: reason });
      return { ok: false, error: reason };
    }
  };

  /** Deletes an item; ok when the server confirmed. On failure the item stays, with its error. */
  const remove = async (file: MediaFile): Promise<MediaResult> => {
    if (!source.remove) return { ok: false, error: new Error("This media source cannot delete") };
    const key = mediaKey(file);
    track(key, { operation: "delete", status: "fetching" });
    try {
      const removed = await source.remove(file);
      forgetThumbnails(source, file);
      setItems((current) => withoutMedia(current, key));
      setItemStatus(({ [key]: _gone, ...rest }) => rest);
      return { ok: true, file: removed };
    } catch (reason) {
      track(key, { operation: "delete", status: "failure", error: reason });
      return { ok: false, error: reason };
    }
  };

  return {
    /** The folders from the root to the shown one; empty at the root. */
    path,
    folder,
    items: sorted,
    status,
    error,
    itemStatus,
    reload,
    open,
    goTo,
    rename,
    remove,
  };
}

export type MediaFolderState = ReturnType<typeof useMediaFolder>;
