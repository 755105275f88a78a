// @vitest-environment jsdom
import type { ListDefinition, ListQuery, ListSource } from "@cms/ui";
import { useGenericList } from "@cms/ui";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useListViewInUrl } from "./useListViewInUrl";
import { useQueryWriter } from "./useQueryWriter";

type User = { _id: string; email: string; name: string };

const definition: ListDefinition<User> = {
  mode: "server",
  pageSize: 10,
  columns: [
    { id: "email", header: "E-mail" },
    { id: "name", header: "Name" },
    { id: "password", header: "Password", sortable: false },
  ],
};

function server() {
  const queries: ListQuery[] = [];
  const source: ListSource<User> = {
    load: vi.fn(async (query: ListQuery) => {
      queries.push(query);
      return { items: [], total: 120 };
    }),
  };
  return { source, queries };
}

/** A list screen's wiring (as ListScreen does it) at `url`, with the router's location to look at. */
function renderList(url: string, source: ListSource<User>, part?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const view = useListViewInUrl(definition.columns, definition.pageSize ?? -1, part);
      const list = useGenericList({ definition, source, view });
      return { list, location: useLocation() };
    },
    { wrapper },
  );
}

describe("list view in the URL query", () => {
  it("opens with the search, sort, page and size of the URL and asks the server for them", async () => {
    const { source, queries } = server();
    const { result } = renderList("/admin/users?q=anna&sort=-email&page=3&size=25", source);
    expect(result.current.list.search).toBe("anna");
    expect(result.current.list.sorting).toEqual([{ id: "email", desc: true }]);
    expect(result.current.list.pagination).toEqual({ pageIndex: 2, pageSize: 25 });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toMatchObject({ page: 3, limit: 25, search: "anna", sortBy: "email", sortDesc: true });
    // Opening wrote nothing new: the URL is as it was, and no navigation happened (a screen leaving as the user
    // chose another hotel took the browser back to its own address with such a write).
    expect(result.current.location.search).toBe("?q=anna&sort=-email&page=3&size=25");
    // The router's first entry is still there: its key would be new after any navigation, even to the same URL.
    expect(result.current.location.key).toBe("default");
  });

  it("writes what the user changes and leaves defaults out", async () => {
    const { source } = server();
    const { result } = renderList("/admin/users?tab=x", source);
    await waitFor(() => expect(source.load).toHaveBeenCalled());
    act(() => result.current.list.setSearch("berger"));
    act(() => result.current.list.table.getColumn("name")!.toggleSorting(false));
    act(() => result.current.list.setPagination({ pageIndex: 1, pageSize: 10 }));
    await waitFor(() => expect(result.current.location.search).toBe("?tab=x&q=berger&sort=name&page=2"));
    act(() => result.current.list.setSearch(""));
    // A new search starts at the first page.
    await waitFor(() => expect(result.current.location.search).toBe("?tab=x&sort=name"));
  });

  it("ignores what is not valid: an unsortable column, page 0, a size of abc", () => {
    const { source } = server();
    const { result } = renderList("/admin/users?sort=password&page=0&size=abc", source);
    expect(result.current.list.sorting).toEqual([]);
    expect(result.current.list.pagination).toEqual({ pageIndex: 0, pageSize: 10 });
  });

  it("keeps a route's several lists apart by their part's prefix", async () => {
    const { source } = server();
    const { result } = renderList("/x?rooms.q=101&q=other", source, "rooms");
    expect(result.current.list.search).toBe("101");
    act(() => result.current.list.setPagination({ pageIndex: 4, pageSize: 10 }));
    await waitFor(() => expect(result.current.location.search).toBe("?q=other&rooms.q=101&rooms.page=5"));
  });

  it("keeps both changes when a route's two lists write in the same moment", async () => {
    // Both write from the query they were drawn with (as when their rows arrive in one render and each corrects
    // its page): the second must not put back the first one's old value.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={["/x?tab=1"]}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        rooms: useListViewInUrl(definition.columns, 10, "rooms"),
        doors: useListViewInUrl(definition.columns, 10, "doors"),
        location: useLocation(),
      }),
      { wrapper },
    );
    const view = (search: string) => ({ search, sorting: [], pageIndex: 0, pageSize: 10 });
    act(() => {
      result.current.rooms.onChange!(view("101"));
      result.current.doors.onChange!(view("main"));
    });
    await waitFor(() => expect(result.current.location.search).toBe("?tab=1&rooms.q=101&doors.q=main"));
    // And later writes start from the query the router has, not from the one written a moment before.
    act(() => result.current.rooms.onChange!(view("")));
    await waitFor(() => expect(result.current.location.search).toBe("?tab=1&doors.q=main"));
  });

  it("keeps a list's change and another part's (a quick view, a folder) written in the same moment", async () => {
    // The reservations' quick view and their list: both write through the kit's query writer, which starts from
    // what was last written, whoever wrote it.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={["/x?page=2"]}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        list: useListViewInUrl(definition.columns, 10),
        show: useQueryWriter()[1],
        location: useLocation(),
      }),
      { wrapper },
    );
    act(() => {
      result.current.show((query) => {
        query.set("show", "arrivals");
        return query;
      });
      result.current.list.onChange!({ search: "anna", sorting: [], pageIndex: 0, pageSize: 10 });
    });
    await waitFor(() => expect(result.current.location.search).toBe("?show=arrivals&q=anna"));
  });
});
