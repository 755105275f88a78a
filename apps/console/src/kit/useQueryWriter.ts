import { useCallback } from "react";
import type { Location, NavigateOptions } from "react-router";
import { useLocation, useSearchParams } from "react-router";

/**
 * The query last written and the location it was written over. React Router's setter starts from the query the
 * screen was drawn with (its function form too), so two writers of one route writing in the same moment (a
 * route's two lists whose rows came in one render, each correcting its page) each put back the other's old
 * value. Until the router draws the new query, a write starts from the one written before it. The router's
 * location is a new object with each navigation, and each router has its own: nothing carries over to the next
 * navigation or another router.
 */
let lastWrite: { over: Location; query: URLSearchParams } | undefined;

/** How a writer changes the query: a copy of the current one, to change and return. */
export type QueryUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * Writes the URL query from what was last written, for every part of a screen that keeps its state there (a
 * list's view, a folder, a quick view, a link's one-time parameters). The same query navigates nowhere: a part
 * reports its state as it opens, and React Router's setter navigates even to the query it already has, to the
 * address the screen was drawn at (a screen on its way out, as the user chose another hotel, took the browser
 * back there).
 */
export function useQueryWriter(): [
  URLSearchParams,
  (update: QueryUpdate, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const write = useCallback(
    (update: QueryUpdate, options?: NavigateOptions) => {
      const current = lastWrite?.over === location ? lastWrite.query : params;
      const next = update(new URLSearchParams(current));
      if (next.toString() === current.toString()) return;
      lastWrite = { over: location, query: next };
      setParams(next, options);
    },
    [params, location, setParams],
  );
  return [params, write];
}
