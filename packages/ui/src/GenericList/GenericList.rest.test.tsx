// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ListDefinition, ListPage, ListSource } from "./definition";
import { useGenericList } from "./useGenericList";

type Guest = { _id: string; name: string };

const definition: ListDefinition<Guest> = {
  columns: [{ id: "name", header: "Name" }],
  rowActions: ["delete"],
};

const guests = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ _id: String(i + 1), name: `Guest ${i + 1}` }));

/**
 * A list of 300 guests answered in two parts, as a list screen asks for it: the first 20, then the whole list
 * once the test lets it come.
 */
function twoParts() {
  const all = guests(300);
  let sendRest!: (page: ListPage<Guest>) => void;
  let failRest!: (error: Error) => void;
  const rest = new Promise<ListPage<Guest>>((resolve, reject) => {
    sendRest = resolve;
    failRest = reject;
  });
  const askRest = vi.fn(() => rest);
  const source: ListSource<Guest> = {
    load: vi.fn(async () => ({ items: all.slice(0, 20), total: all.length, rest: askRest })),
    remove: vi.fn(async (items: Guest[]) => ({ items })),
  };
  return { source, askRest, sendRest: () => sendRest({ items: all, total: all.length }), failRest };
}

// jsdom lays nothing out (the table shows no rows here): the hook is tested directly.
describe("a list that comes in two parts", () => {
  it("shows its first rows with the count of all, then asks for the rest and shows every row in order", async () => {
    const { source, askRest, sendRest } = twoParts();
    // How often the rest had been asked for when the first rows were drawn.
    const askedAtFirstRows: number[] = [];
    const { result } = renderHook(() => {
      const list = useGenericList({ definition, source });
      if (list.items.length === 20) askedAtFirstRows.push(askRest.mock.calls.length);
      return list;
    });
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.status.load).toBe("success");
    expect(result.current.total).toBe(300);
    expect(askedAtFirstRows[0]).toBe(0);
    await waitFor(() => expect(askRest).toHaveBeenCalledOnce());

    await act(async () => sendRest());
    await waitFor(() => expect(result.current.items).toHaveLength(300));
    expect(result.current.items.map((guest) => guest._id)).toEqual(guests(300).map((guest) => guest._id));
    expect(result.current.total).toBe(300);
  });

  it("shows a later page as loading, not as empty, until the rest with its rows has come", async () => {
    const { source, sendRest } = twoParts();
    const { result } = renderHook(() =>
      useGenericList({ definition: { ...definition, pageSize: 10 }, source }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.waitingForRows).toBe(false);
    // Pages 1 and 2 are the first twenty rows; page 3 is among the rest (300 rows make 30 pages).
    act(() => result.current.setPagination({ pageIndex: 2, pageSize: 10 }));
    await waitFor(() => expect(result.current.waitingForRows).toBe(true));
    expect(result.current.rows).toHaveLength(0);

    await act(async () => sendRest());
    await waitFor(() => expect(result.current.waitingForRows).toBe(false));
    expect(result.current.rows.map((row) => row.original._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(21 + i)),
    );
  });

  it("counts what matches a search among the rows held while the rest comes", async () => {
    const { source } = twoParts();
    const { result } = renderHook(() => useGenericList({ definition, source }));
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    act(() => result.current.setSearch("Guest 1"));
    // Guest 1 and Guest 10 to 19 of the first twenty: not the 300 of the whole list.
    await waitFor(() => expect(result.current.total).toBe(11));
  });

  it("keeps a row deleted and a row saved meanwhile as the user left them, and adds none twice", async () => {
    const { source, sendRest } = twoParts();
    const { result } = renderHook(() => useGenericList({ definition, source }));
    await waitFor(() => expect(result.current.items).toHaveLength(20));

    act(() => result.current.setDeleteLocked(false));
    await act(() => result.current.remove([result.current.items[0]!]));
    act(() => result.current.applySaved({ _id: "2", name: "Renamed guest" }));
    act(() => result.current.applySaved({ _id: "301", name: "New guest" }));

    await act(async () => sendRest());
    await waitFor(() => expect(result.current.items).toHaveLength(300));
    const ids = result.current.items.map((guest) => guest._id);
    expect(ids).not.toContain("1");
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.current.items.find((guest) => guest._id === "2")?.name).toBe("Renamed guest");
    expect(ids[0]).toBe("301");
  });

  it("selects the rest too when the user selected every row before it came", async () => {
    const { source, sendRest } = twoParts();
    const { result } = renderHook(() => useGenericList({ definition, source }));
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    act(() => result.current.selectAll(true));
    await waitFor(() => expect(result.current.allSelected).toBe(true));

    await act(async () => sendRest());
    await waitFor(() => expect(result.current.items).toHaveLength(300));
    expect(result.current.selectedItems).toHaveLength(300);
    expect(result.current.allSelected).toBe(true);
  });

  it("has the CSV export wait for every row", async () => {
    const { source, sendRest } = twoParts();
    const { result } = renderHook(() => useGenericList({ definition, source }));
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    let whole = false;
    const waiting = result.current.whenWhole().then(() => (whole = true));
    await act(async () => {});
    expect(whole).toBe(false);

    await act(async () => sendRest());
    await waiting;
    expect(result.current.matchingItems()).toHaveLength(300);
  });

  it("shows the failure, not a part of the list, when the rest fails", async () => {
    const { source, askRest, failRest } = twoParts();
    const onFailure = vi.fn();
    const { result } = renderHook(() => useGenericList({ definition, source, onFailure }));
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    // The rest fails once the list has asked for it, as a server's answer does: failed before (the list asks once
    // its first rows are drawn, later on a loaded machine), the rejection had no one waiting for it yet.
    await waitFor(() => expect(askRest).toHaveBeenCalledOnce());

    await act(async () => failRest(new Error("The server is not reachable")));
    await waitFor(() => expect(result.current.status.load).toBe("failure"));
    expect(result.current.items).toHaveLength(0);
    expect(result.current.error).toBe("The server is not reachable");
    expect(onFailure).toHaveBeenCalledWith("load", "The server is not reachable");
  });
});
