// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ListDefinition, ListSource } from "./definition";
import { useGenericList } from "./useGenericList";

type Device = { id: string; name: string; online: boolean };

// Finnish, where the offline word contains the online one: a text match would keep both.
const state = (device: Device) => (device.online ? "verkossa" : "ei verkossa");

const devices: Device[] = [
  { id: "1", name: "Apple TV 101", online: true },
  { id: "2", name: "Chromecast 102", online: false },
  { id: "3", name: "Chromecast 103", online: true },
];
const source: ListSource<Device> = { load: async () => ({ items: devices, total: devices.length }) };

const definition = (withMatches: boolean): ListDefinition<Device> => ({
  keyField: "id",
  columns: [
    { id: "name", header: "Name" },
    {
      id: "online",
      header: "State",
      text: state,
      ...(withMatches && { matches: (device: Device, filter: string) => state(device) === filter }),
    },
  ],
});

describe("a column's own filter (matches)", () => {
  it("keeps exactly the items it matches, where the shown text would match both states", async () => {
    const { result } = renderHook(() => useGenericList({ definition: definition(true), source }));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    act(() => result.current.setFilters({ online: "verkossa" }));
    expect(result.current.matchingItems().map((d) => d.id)).toEqual(["1", "3"]);
    act(() => result.current.setFilters({ online: "ei verkossa" }));
    expect(result.current.matchingItems().map((d) => d.id)).toEqual(["2"]);
  });

  it("leaves the text match to columns without one", async () => {
    const { result } = renderHook(() => useGenericList({ definition: definition(false), source }));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    act(() => result.current.setFilters({ online: "verkossa" }));
    expect(result.current.matchingItems()).toHaveLength(3);
  });
});

describe("a screen's quick view (itemFilter)", () => {
  it("shows only the items it passes, together with a search, and filters again when it changes", async () => {
    const onlineOnly = (device: Device) => device.online;
    const { result, rerender } = renderHook(
      ({ itemFilter }: { itemFilter?: (device: Device) => boolean }) =>
        useGenericList({ definition: definition(false), source, itemFilter }),
      { initialProps: { itemFilter: onlineOnly as ((device: Device) => boolean) | undefined } },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.matchingItems().map((d) => d.id)).toEqual(["1", "3"]);
    act(() => result.current.setSearch("chromecast"));
    expect(result.current.matchingItems().map((d) => d.id)).toEqual(["3"]);
    // All again: no load, the same items.
    rerender({ itemFilter: undefined });
    expect(result.current.matchingItems().map((d) => d.id)).toEqual(["2", "3"]);
  });
});
