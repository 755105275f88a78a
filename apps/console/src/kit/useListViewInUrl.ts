import type { ListColumn, ListView, ListViewBinding } from "@cms/ui";
import { readListView, writeListView } from "@cms/ui";
import { useMemo } from "react";
import type { Location } from "react-router";
import { useLocation, useSearchParams } from "react-router";

/**
 * The query last written and the location it was written over. React Router's setter starts from the query the
 * screen was drawn with (its function form too), so a route's two lists writing in the same moment (their rows
 * came in one render and each corrected its page) each put back the other's old value. Until the router draws
 * the new query, a write starts from the one written before it. The router's location is a new object with each
 * navigation, and each router has its own: nothing carries over to the next navigation or another router.
 */
let lastWrite: { over: Location; query: URLSearchParams } | undefined;

/**
 * A list screen's search, sort, page and page size in the URL query (`?q=anna&sort=-email&page=2&size=25`),
 * as admin frameworks keep them: a reload or a shared link shows the same view. Written with `replace`, so
 * typing a search does not fill the history and Back leaves the screen. A route with several lists (`part`)
 * prefixes its parameters with the part's name (`rooms.q`).
 */
export function useListViewInUrl<T>(
  columns: readonly ListColumn<T>[],
  defaultPageSize: number,
  part?: string,
): ListViewBinding {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const prefix = part ? `${part}.` : "";
  // Read once per column set: the list reads `initial` on its first render only.
  const sortable = useMemo(
    () => columns.filter((column) => column.sortable !== false).map((column) => column.id),
    [columns],
  );
  const initial = useMemo(
    () => readListView(unprefixed(params, prefix), sortable),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL as the screen opened, not as it writes
    [sortable, prefix],
  );
  // A new writer with each query: React Router's setter is new with each query too.
  const onChange = useMemo(
    () => (view: ListView) => {
      const current = lastWrite?.over === location ? lastWrite.query : params;
      const next = prefixed(
        current,
        writeListView(unprefixed(current, prefix), view, defaultPageSize),
        prefix,
      );
      // The same query: no navigation. The list reports its view as it opens and again as its rows come, and
      // React Router's setter navigates even to the query it already has, to the address this screen was drawn
      // at: a screen on its way out (the user had just chosen another hotel) took the browser back there.
      if (next.toString() === current.toString()) return;
      lastWrite = { over: location, query: next };
      setParams(next, { replace: true });
    },
    [params, location, setParams, prefix, defaultPageSize],
  );
  return useMemo(() => ({ initial, onChange }), [initial, onChange]);
}

/** The parameters of one part, without their prefix. */
function unprefixed(params: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return params;
  const own = new URLSearchParams();
  params.forEach((value, name) => {
    if (name.startsWith(prefix)) own.append(name.slice(prefix.length), value);
  });
  return own;
}

/** The query with one part's parameters replaced by `own`, prefixed. */
function prefixed(current: URLSearchParams, own: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return own;
  const next = new URLSearchParams();
  current.forEach((value, name) => {
    if (!name.startsWith(prefix)) next.append(name, value);
  });
  own.forEach((value, name) => next.append(prefix + name, value));
  return next;
}
