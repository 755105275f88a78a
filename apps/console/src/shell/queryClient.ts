import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isCmsApiError } from "@cms/api";
import { notifyRequestStatus } from "@cms/ui";
import { useEffect } from "react";
import { areaOf, invalidateOnWrites } from "../kit/query";
import type { Session } from "../session/session";

declare module "@tanstack/react-query" {
  interface Register {
    /** `meta: { notify: true }` on a mutation shows the spec's save notification for it. */
    mutationMeta: { notify?: boolean };
  }
}

/**
 * Server state for the screens. The save notification of platform.md section 4 (fetching: info, failure:
 * error, success; 3000 ms at the top) is one mechanism here: any mutation with `meta.notify` gets it.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => {
        if (mutation.meta?.notify) notifyRequestStatus("fetching");
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.notify) notifyRequestStatus("success");
      },
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.notify) notifyRequestStatus("failure", error.message);
      },
    }),
    defaultOptions: {
      queries: {
        // A refused or unauthorised call is an answer, not a hiccup: no retry.
        retry: (count, error) =>
          !isCmsApiError(error, "forbidden") && !isCmsApiError(error, "unauthorized") && count < 1,
        refetchOnWindowFocus: false,
        // A view opened again within half a minute shows what it had, with no request and no loading bar (a
        // manager going back and forth between the dashboard and a list): every write the console makes
        // invalidates what it changes (useWritesInvalidate), so only changes made elsewhere wait that long.
        staleTime: 30_000,
      },
    },
  });
}

/**
 * Every successful write through the session's client marks stale what it changed in this query client, and
 * the views on screen load again (kit/query.ts): for as long as the query client lives. The session's property
 * list (the selector, home, the forms' property choices) loads again after a write to the properties: a
 * property added, renamed or removed shows in the selector without a reload.
 */
export function useWritesInvalidate(session: Session, queryClient: QueryClient) {
  useEffect(() => {
    const middleware = invalidateOnWrites(queryClient, (area) => {
      if (area === areaOf("/api/cms/v3/property/index")) void session.refreshProperties();
    });
    session.client.use(middleware);
    return () => session.client.eject(middleware);
  }, [session, queryClient]);
}
