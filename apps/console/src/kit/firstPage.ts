import type { ListPage, ListQuery } from "@cms/ui";
import { useCallback, useRef, useState } from "react";

type Load<T> = (query: ListQuery) => Promise<ListPage<T>>;

/**
 * A server-paged list's first page, asked for while its screen renders rather than by the list's first load once
 * it has mounted (issue 40: gateway monitoring's rows, the screen's largest paint, came a render, a commit and a
 * round trip after its other reads). `first` is what the list will ask first (`firstListQuery` of its kept
 * view), or undefined when the list may not load. The `load` returned answers the list's first load with that
 * answer when the list asks the same query, and asks the server for every other load (refreshes, pages, sorts).
 */
export function useFirstPageAskedEarly<T>(load: Load<T>, first: ListQuery | undefined): Load<T> {
  const [early] = useState(() => {
    if (!first) return undefined;
    const answer = load(first);
    // A failure is the first load's answer, shown by the list: not an unhandled rejection before it takes it.
    answer.catch(() => undefined);
    return { query: JSON.stringify(first), answer };
  });
  const waiting = useRef(early);
  return useCallback(
    (query: ListQuery) => {
      const asked = waiting.current;
      waiting.current = undefined;
      return asked?.query === JSON.stringify(query) ? asked.answer : load(query);
    },
    [load],
  );
}
