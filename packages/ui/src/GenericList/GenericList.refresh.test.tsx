// @vitest-environment jsdom
import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import { createRef } from "react";
import { useGenericList } from "./useGenericList";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import type { ListDefinition, ListQuery, ListSource } from "./definition";
import type { GenericListHandle } from "./GenericList";
import { GenericList } from "./GenericList";

type Guest = { _id: string; name: string; online: boolean };

const definition: ListDefinition<Guest> = {
  mode: "server",
  pageSize: 50,
  columns: [
    { id: "name", header: "Name", filterable: false },
    { id: "online", header: "Online", kind: "boolean", filterable: false },
  ],
  renderDetail: (guest) => <p>Detail of {guest.name}</p>,
};

/** A server of 120 guests that answers the page asked for and records every query. */
function server(online = false) {
  const queries: ListQuery[] = [];
  let isOnline = online;
  const source: ListSource<Guest> = {
    load: vi.fn(async (query: ListQuery) => {
      queries.push(query);
      const all = Array.from({ length: 120 }, (_, i) => ({
        _id: String(i + 1),
        name: `Guest ${i + 1}`,
        online: isOnline,
      }));
      const start = (query.page - 1) * query.limit;
      return { items: all.slice(start, start + query.limit), total: all.length };
    }),
  };
  return { source, queries, goOnline: () => (isOnline = true) };
}

// jsdom lays nothing out, so the virtualized table shows no rows here: the hook is tested directly, and the
// rows with their detail in the browser (the gateway monitoring stories).
describe("useGenericList refresh", () => {
  it("loads the shown page again in place: never empty meanwhile, the expanded row stays expanded", async () => {
    const { source, queries, goOnline } = server();
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const list = useGenericList({ definition, source });
      seen.push(list.items.length);
      return list;
    });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    act(() => result.current.rows[0]!.toggleExpanded(true));
    await waitFor(() => expect(result.current.rows[0]!.getIsExpanded()).toBe(true));
    const before = seen.length;

    goOnline();
    await act(() => result.current.refresh());

    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(queries[0]);
    expect(Math.min(...seen.slice(before))).toBe(50);
    expect(result.current.items.every((guest) => guest.online)).toBe(true);
    expect(result.current.rows[0]!.getIsExpanded()).toBe(true);
  });

  it("keeps the rows when a refresh fails, and leaves a load's answer alone", async () => {
    const { source } = server();
    const { result } = renderHook(() => useGenericList({ definition, source }));
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    vi.mocked(source.load).mockRejectedValueOnce(new Error("Gateway unavailable"));
    await act(() => result.current.refresh());
    expect(result.current.items).toHaveLength(50);
    expect(result.current.status.load).toBe("success");
  });
});

describe("GenericList handle", { timeout: 20_000 }, () => {
  it("sets a screen's own filter: sent in the query's filters, from the first page", async () => {
    const { source, queries } = server();
    const handle = createRef<GenericListHandle>();
    renderUi(<GenericList title="Guests" definition={definition} source={source} handle={handle} />);
    await waitFor(() => expect(queries).toHaveLength(1));
    act(() => handle.current!.setFilter("connected", "connected"));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ page: 1, filters: { connected: "connected" } }),
    );
    expect(handle.current!.query().filters).toEqual({ connected: "connected" });
    act(() => handle.current!.setFilter("connected", ""));
    await waitFor(() => expect(queries.at(-1)?.filters).toEqual({}));
  });

  it("shows no filter toggle when no column has a filter box, and exports through the screen's call", async () => {
    const { source, queries } = server();
    const onExportCsv = vi.fn();
    const { user } = renderUi(
      <GenericList title="Guests" definition={definition} source={source} onExportCsv={onExportCsv} />,
    );
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Filter" })).not.toBeInTheDocument();
    // Nothing to export until the first page has come.
    const csv = screen.getByRole("button", { name: /csv/i });
    await waitFor(() => expect(csv).toBeEnabled());
    await user.click(csv);
    expect(onExportCsv).toHaveBeenCalledOnce();
  });
});

describe("GenericList failing to load", { timeout: 20_000 }, () => {
  it("says so once, in the list with Retry: no toast repeats it, however often Retry fails", async () => {
    let calls = 0;
    const source: ListSource<Guest> = {
      load: async () => {
        calls += 1;
        throw new Error("Gateway unavailable");
      },
    };
    const { user } = renderUi(<GenericList title="Guests" definition={definition} source={source} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Gateway unavailable");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByRole("alert")).toHaveTextContent("Gateway unavailable");
    expect(screen.getAllByText("Gateway unavailable")).toHaveLength(1);
    expect(screen.queryByText("The action failed")).not.toBeInTheDocument();
  });
});

describe("GenericList counts", { timeout: 20_000 }, () => {
  /** A year of hourly sessions: the server says 8,760 and sends the page asked for. */
  const year: ListSource<Guest> = {
    load: async (query: ListQuery) => ({
      items: Array.from({ length: query.limit }, (_, i) => ({
        _id: String(i),
        name: `Guest ${i}`,
        online: false,
      })),
      total: 8760,
    }),
  };

  it.each([
    ["en", "1–50 of 8,760", "Page 1 of 176"],
    ["de", "1–50 von 8.760", "Seite 1 von 176"],
  ])("groups the range and page counts in %s", async (lang, range, page) => {
    renderUi(<GenericList title="Guests" definition={definition} source={year} />, { lang });
    expect(await screen.findByText(range)).toBeInTheDocument();
    expect(screen.getByText(page)).toBeInTheDocument();
  });
});
