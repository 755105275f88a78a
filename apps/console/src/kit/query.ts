import type { CmsClient, paths } from "@cms/api";
import type {
  DefaultError,
  FetchQueryOptions,
  Query,
  QueryClient,
  QueryKey,
  UseQueryOptions,
  UseQueryResult,
} from "@tanstack/react-query";
import {
  hashKey,
  useQueries as useQueriesAfterCommit,
  useQuery as useQueryAfterCommit,
  useQueryClient,
} from "@tanstack/react-query";
import createQueryHooks, { type OpenapiQueryClient } from "openapi-react-query";
import { useScreen } from "../access";
import { CallError, failureMessage } from "./defineListScreen";

/**
 * One query layer keyed by the contract (issue 44). A query that makes one call takes its options from
 * {@link useContract}: openapi-react-query's `queryOptions(method, path, init)`, keyed `[method, path, init]`, so
 * every view of an operation (a list's options, a dashboard part, another screen) shares one cache entry. A
 * query that combines several calls wraps its function in {@link readsOf}, which notes the contract paths it
 * called. Every write the console's client makes (any method but GET, the reads below aside) then marks stale
 * every query that read the same area of the contract, and the views on screen load again: a ticket saved on
 * the tickets list is in monitoring and on the property dashboard when the user goes there, without a reload.
 */

type Method = "get" | "post";
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/**
 * The contract's POSTs that only read (a chart's figures, a report, a guest looked up) and the sign-in's own
 * calls: their answers change nothing another view shows.
 */
const NOT_WRITES: ReadonlySet<string> = new Set<PathOf<"post">>([
  "/api/cms/v3/{propertyId}/onespeed/stats/bandwidth",
  "/api/cms/v3/{propertyId}/onespeed/stats/sessions",
  "/api/cms/v3/{propertyId}/onespeed/stats/revenue",
  "/api/cms/v3/{propertyId}/oneapp/webcheckin/por_report",
  "/api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/profile",
  "/api/cms/v3/auth/token",
  "/api/cms/v3/auth/verify-two-factor-auth-code",
  "/api/cms/v3/auth/resend-two-factor-auth-code",
  "/api/cms/v3/auth/login/forgot-password",
  "/api/cms/v3/auth/login/forgot-password/set-new-password",
]);

/**
 * Areas whose data show in each other: a user's roles and the roles' user counts; a property and its groups
 * (and its heartbeat, under `property/`).
 */
const SHARED_AREAS: Readonly<Record<string, string>> = {
  user: "people",
  role: "people",
  property: "properties",
  "property-group": "properties",
};

/**
 * The area of the contract a path belongs to: its first segment after the version and the property
 * (`/api/cms/v3/{propertyId}/onespeed/ticket/{id}` → `onespeed`, `/api/cms/v3/user/index` → `people`). A
 * product's data are linked inside it (a ticket's profile, the login types in the settings, the licence that
 * switches its screens), so a write marks the whole area stale; only the queries on screen load again.
 */
export function areaOf(schemaPath: string): string {
  const segments = schemaPath.split("/").filter(Boolean);
  // api / <service> / <version> / [property / ] [{propertyId} / ] <area> / …
  const rest = segments.slice(3).filter((segment, index) => !(index === 0 && segment === "{propertyId}"));
  const first = rest[0] === "property" && rest[1] === "{propertyId}" ? rest[2] : rest[0];
  return SHARED_AREAS[first ?? ""] ?? first ?? "";
}

/**
 * The contract's GETs that change data: a sync with the PMS (its guests), a weather location's forecast fetched
 * afresh.
 */
const WRITING_GETS: ReadonlySet<string> = new Set<PathOf<"get">>([
  "/api/cms/v3/{propertyId}/guest/sync",
  "/api/cms/v3/weather/location/fetch/{id}",
]);

/** Whether a call to this path (made with this method) changes data that views show. */
export function isWrite(method: string, schemaPath: string): boolean {
  return method.toUpperCase() === "GET" ? WRITING_GETS.has(schemaPath) : !NOT_WRITES.has(schemaPath);
}

/** The contract paths a query's function called, by query hash (see {@link readsOf}). */
const recordedReads = new Map<string, ReadonlySet<string>>();

/** The contract paths a query reads: its key's path, or those its function was seen calling. */
function pathsRead(query: Query): ReadonlySet<string> | readonly string[] {
  const [method, path] = query.queryKey;
  if ((method === "get" || method === "post") && typeof path === "string") return [path];
  return recordedReads.get(query.queryHash) ?? [];
}

/** Marks stale, and loads again where on screen, every query that read the area of the path written. */
export function invalidateArea(queryClient: QueryClient, schemaPath: string): Promise<void> {
  const area = areaOf(schemaPath);
  return queryClient.invalidateQueries({
    predicate: (query) => [...pathsRead(query)].some((path) => areaOf(path) === area),
  });
}

/**
 * The client's middleware that invalidates after every successful write (see {@link invalidateArea}), and
 * tells `afterWrite` the area written (for server state kept outside the query client: the session's property
 * list). The console registers it on its one client for as long as the signed-in frame's query client lives.
 */
export function invalidateOnWrites(queryClient: QueryClient, afterWrite?: (area: string) => void) {
  return {
    onResponse({
      request,
      response,
      schemaPath,
    }: {
      request: Request;
      response: Response;
      schemaPath: string;
    }) {
      // After the caller has the answer: the view that saved applies its own change first.
      if (response.ok && isWrite(request.method, schemaPath))
        setTimeout(() => {
          void invalidateArea(queryClient, schemaPath);
          afterWrite?.(areaOf(schemaPath));
        }, 0);
      return undefined;
    },
  };
}

/**
 * A query function over several calls, noting the contract paths it calls so that a write to their area
 * invalidates it: `queryFn: readsOf(client, (client) => …)`. It gets a client that notes, and the query's signal.
 */
export function readsOf<T>(
  client: CmsClient,
  run: (client: CmsClient, signal: AbortSignal) => Promise<T>,
): (context: { queryKey: QueryKey; signal: AbortSignal }) => Promise<T> {
  return ({ queryKey, signal }) => {
    const reads = new Set<string>();
    recordedReads.set(hashKey(queryKey), reads);
    const noting = new Proxy(client, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof property !== "string" || !/^[A-Z]+$/.test(property) || typeof value !== "function")
          return value;
        return (path: string, ...rest: unknown[]) => {
          reads.add(path);
          return (value as (...args: unknown[]) => unknown).call(target, path, ...rest);
        };
      },
    });
    return run(noting, signal);
  };
}

/**
 * The client as openapi-react-query calls it, failing the way the console's other calls fail: a CallError with
 * the server's message and the HTTP status (an answer without a body that is not OK is a failure too).
 */
function failingClient(client: CmsClient): CmsClient {
  const call =
    (method: "GET" | "POST") =>
    async (...args: unknown[]) => {
      const result = (await (client[method] as (...a: unknown[]) => Promise<unknown>)(...args)) as {
        data?: unknown;
        error?: unknown;
        response: Response;
      };
      if (result.error !== undefined || !result.response.ok)
        return { ...result, error: new CallError(failureMessage(result), result.response.status) };
      return result;
    };
  return { ...client, GET: call("GET"), POST: call("POST") } as CmsClient;
}

const hooksByClient = new WeakMap<CmsClient, OpenapiQueryClient<paths>>();

/** The contract's query options and hooks over a client (one set per client). */
export function contractQueries(client: CmsClient): OpenapiQueryClient<paths> {
  let hooks = hooksByClient.get(client);
  if (!hooks) {
    hooks = createQueryHooks<paths>(failingClient(client));
    hooksByClient.set(client, hooks);
  }
  return hooks;
}

/** The contract's query options and hooks over the screen's client: `useContract().queryOptions("get", …)`. */
export function useContract(): OpenapiQueryClient<paths> {
  return contractQueries(useScreen().client);
}

/**
 * Asking while a view renders (issue 40). A view's first answer was asked for only after the whole screen and
 * the shell around it had rendered and committed: on a cheap PC (4x CPU) that put every list's, dashboard card's
 * and settings form's request a second or more behind the code that makes it. Asked from the render, the answer
 * travels while React is still drawing. A render can be set aside and started again (a part of the screen still
 * loading), and the render started again must not ask a second time. Two policies:
 * - {@link useQuery}: a query the cache has never seen is asked early; one it holds follows TanStack's rules.
 *   The render started again finds the query in the cache.
 * - {@link askForOpening}: a list asks on every opening, since its rule is that every load asks the server.
 *   The cache holds earlier answers, so the asks of the moment are kept here.
 */
const asked = new Map<string, number>();
/** How long an ask waits for the render started again (which comes within moments) to take it. */
const SET_ASIDE_MS = 5_000;

/**
 * Asks the server for a list's query from the render of one opening of the list, even if the cache holds an
 * older answer: the time of the ask, which {@link takeAsk} gives its first load (a render started again gets
 * the same time, and asks nothing).
 */
export function askForOpening<T, TError, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, TError, T, TQueryKey>,
): number {
  const hash = hashKey(options.queryKey);
  const earlier = asked.get(hash);
  if (earlier !== undefined && Date.now() - earlier < SET_ASIDE_MS) return earlier;
  const at = Date.now();
  asked.set(hash, at);
  void queryClient.prefetchQuery({ ...options, staleTime: 0 });
  return at;
}

/**
 * The first load of an opening takes its early ask: its answer, or its failure (that is the load's answer, not
 * a reason to ask twice). Later loads pass `since` = Infinity and ask the server.
 */
export async function takeAsk<T, TError = DefaultError, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, TError, T, TQueryKey>,
  since: number,
): Promise<T> {
  asked.delete(hashKey(options.queryKey));
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === "error" && state.fetchStatus === "idle" && state.errorUpdatedAt >= since)
    throw state.error;
  return queryClient.fetchQuery({
    ...options,
    staleTime: (query) => (query.state.dataUpdatedAt >= since ? Infinity : 0),
  });
}

/**
 * TanStack's `useQuery`, asking the server while the component renders rather than once it has committed, for
 * a query the cache has never seen (see above). A disabled query waits as before. The console's views use this
 * one; the lint says so.
 *
 * `askEarly: false` ({@link AFTER_COMMIT}) waits for the commit, as TanStack does.
 */
export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  { askEarly = true }: { askEarly?: boolean } = {},
): UseQueryResult<TData, TError> {
  const queryClient = useQueryClient();
  if (askEarly) askIfNeverSeen(queryClient, options as unknown as UseQueryOptions);
  return useQueryAfterCommit(options);
}

/** TanStack's `useQueries`, each query asked while the component renders as {@link useQuery} asks. */
export const useQueries: typeof useQueriesAfterCommit = (options, queryClient) => {
  const client = useQueryClient(queryClient);
  for (const query of options.queries as readonly UseQueryOptions[]) askIfNeverSeen(client, query);
  return useQueriesAfterCommit(options, queryClient);
};

/** Asks for an enabled query the cache has never seen (a disabled one waits, as TanStack's does). */
export function askIfNeverSeen(
  queryClient: QueryClient,
  options: Pick<UseQueryOptions, "queryKey" | "queryFn" | "enabled">,
) {
  if (
    options.enabled !== false &&
    typeof options.queryFn === "function" &&
    !queryClient.getQueryState(options.queryKey)
  )
    void queryClient.prefetchQuery(options as FetchQueryOptions);
}

/** The items of an answer that is `{ items }`: one function for every such query, so TanStack selects once. */
const selectItems = <Data extends { items: unknown }>(data: Data): Data["items"] => data.items;

/**
 * The items of a call that answers `{ items }` (a chart's series, a choice's options), asked as {@link useQuery}
 * asks: `useItems(api.queryOptions("get", path, init), { enabled })`. The contract's query options carry the
 * answer's type, so the items are typed without a `select` written out at every call.
 */
export function useItems<Data extends { items: unknown }, TError, TQueryKey extends QueryKey>(
  options: UseQueryOptions<Data, TError, Data, TQueryKey>,
  { enabled = true, askEarly = true }: { enabled?: boolean; askEarly?: boolean } = {},
): UseQueryResult<Data["items"], TError> {
  return useQuery(
    { ...options, enabled, select: selectItems } as unknown as UseQueryOptions<
      Data,
      TError,
      Data["items"],
      TQueryKey
    >,
    { askEarly },
  );
}

/**
 * For the chart dashboards: their queries ask once the screen has committed. Asked early, their answers had all
 * arrived by the commit and were drawn in one long task (Lighthouse, desktop, medians of three: the gateway and
 * streaming dashboards blocked longer).
 */
export const AFTER_COMMIT = { askEarly: false } as const;
