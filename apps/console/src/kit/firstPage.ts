import type { ListPage, ListQuery } from "@cms/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { askForOpening, takeAsk } from "./query";

type Load<T> = (query: ListQuery) => Promise<ListPage<T>>;

/**
 * A server-paged list's first page, asked for while its screen renders rather than by the list's first load once
 * it has mounted (issue 40: gateway monitoring's rows, the screen's largest paint, came a render, a commit and a
 * round trip after its other reads). `first` is what the list will ask first (`firstListQuery` of its kept
 * view), or undefined when the list may not load. The `load` returned answers the list's first load with that
 * answer when the list asks the same query, and asks the server for every other load (refreshes, pages,
 * sorts). Like a kit list screen's, the ask goes through {@link askForOpening} (a render set aside and started
 * again asks nothing more), its answer kept in the query cache under the list's route and property.
 */
export function useFirstPageAskedEarly<T>(
  { route, propertyId }: { route: string; propertyId: string },
  load: Load<T>,
  first: ListQuery | undefined,
): Load<T> {
  const queryClient = useQueryClient();
  const options = useCallback(
    (query: ListQuery) => ({
      queryKey: ["list", route, propertyId, { page: query }],
      queryFn: () => load(query),
    }),
    [route, propertyId, load],
  );
  const [opening] = useState(() =>
    first ? { query: JSON.stringify(first), since: askForOpening(queryClient, options(first)) } : undefined,
  );
  const waiting = useRef(opening);
  return useCallback(
    (query: ListQuery) => {
      const asked = waiting.current;
      waiting.current = undefined;
      return asked?.query === JSON.stringify(query)
        ? takeAsk(queryClient, options(query), asked.since)
        : load(query);
    },
    [queryClient, options, load],
  );
}
