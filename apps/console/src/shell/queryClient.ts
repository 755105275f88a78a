import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isCmsApiError } from "@cms/api";
import { notifyRequestStatus } from "@cms/ui";

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
      },
    },
  });
}
