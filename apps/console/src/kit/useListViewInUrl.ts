import type { ListColumn, ListView, ListViewBinding } from "@cms/ui";
import { readListView, writeListView } from "@cms/ui";
import { useMemo } from "react";
import { useQueryWriter } from "./useQueryWriter";

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
  const [params, write] = useQueryWriter();
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
  const onChange = useMemo(
    () => (view: ListView) =>
      write(
        (current) =>
          prefixed(current, writeListView(unprefixed(current, prefix), view, defaultPageSize), prefix),
        { replace: true },
      ),
    [write, prefix, defaultPageSize],
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
