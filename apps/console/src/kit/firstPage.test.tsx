// @vitest-environment jsdom
import type { ListDefinition, ListPage, ListQuery, ListView } from "@cms/ui";
import { firstListQuery, useGenericList } from "@cms/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { useMemo, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useFirstPageAskedEarly } from "./firstPage";

type Profile = { _id: string; name: string };

const definition: ListDefinition<Profile> = {
  mode: "server",
  pageSize: 50,
  columns: [{ id: "name", header: "Name" }],
  permissions: { list: "onespeed.profile.list" },
};
const KEY = { route: "onespeedMonitoring", propertyId: "1001" };
const MAY_LIST = new Set(["onespeed.profile.list"]);
const MAY_NOT = new Set<string>();

/** A server of 120 profiles that answers the page asked for; each call is noted with what had rendered by then. */
function server() {
  const calls: { query: ListQuery; listRendered: boolean }[] = [];
  let listRendered = false;
  const load = vi.fn(async (query: ListQuery): Promise<ListPage<Profile>> => {
    calls.push({ query, listRendered });
    const all = Array.from({ length: 120 }, (_, i) => ({ _id: String(i + 1), name: `Guest ${i + 1}` }));
    const start = (query.page - 1) * query.limit;
    return { items: all.slice(start, start + query.limit), total: all.length };
  });
  return { load, calls, rendered: () => (listRendered = true) };
}

/** A query client of the test's own: each test opens the list afresh. */
function withQueries() {
  const queryClient = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

function useScreen(
  { load, rendered }: ReturnType<typeof server>,
  initial: Partial<ListView> | undefined,
  mayList = true,
) {
  const early = useFirstPageAskedEarly(KEY, load, mayList ? firstListQuery(initial, 50) : undefined);
  const source = useMemo(() => ({ load: early }), [early]);
  const [view] = useState({ initial });
  const list = useGenericList({
    definition,
    source,
    view,
    permissions: mayList ? MAY_LIST : MAY_NOT,
  });
  rendered();
  return list;
}

describe("a server-paged list's first page is asked for as its screen renders (issue 40)", () => {
  it("asks once, before the list has rendered, and the list's first load takes that answer", async () => {
    const backend = server();
    const { result } = renderHook(() => useScreen(backend, undefined), { wrapper: withQueries() });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    expect(backend.calls).toEqual([
      { query: { page: 1, limit: 50, search: "", sortDesc: false, filters: {} }, listRendered: false },
    ]);
  });

  it("asks for the kept view's page, search and sort: what the list asks first", async () => {
    const backend = server();
    const kept = { search: "Guest", sorting: [{ id: "name", desc: true }], pageIndex: 1 };
    const { result } = renderHook(() => useScreen(backend, kept), { wrapper: withQueries() });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]!.query).toMatchObject({
      page: 2,
      search: "Guest",
      sortBy: "name",
      sortDesc: true,
    });
    expect(result.current.items[0]!._id).toBe("51");
  });

  it("asks the server again for every later load: a refresh is not answered by the opening's rows", async () => {
    const backend = server();
    const { result } = renderHook(() => useScreen(backend, undefined), { wrapper: withQueries() });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    await act(() => result.current.refresh());
    expect(backend.calls).toHaveLength(2);
    expect(backend.calls[1]!.listRendered).toBe(true);
  });

  it("asks once when the screen's first render is set aside and started again", async () => {
    const backend = server();
    const wrapper = withQueries();
    // React starts a render again, with fresh state, when a part of the screen was still loading.
    const { unmount } = renderHook(() => useFirstPageAskedEarly(KEY, backend.load, firstListQuery({}, 50)), {
      wrapper,
    });
    unmount();
    const { result } = renderHook(() => useScreen(backend, {}), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    expect(backend.load).toHaveBeenCalledTimes(1);
  });

  it("asks nothing for a user who may not list", async () => {
    const backend = server();
    const { result } = renderHook(() => useScreen(backend, undefined, false), { wrapper: withQueries() });
    await act(async () => {});
    expect(result.current.items).toEqual([]);
    expect(backend.load).not.toHaveBeenCalled();
  });
});
