// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { Property } from "../session/session";
import { PROPERTY_MATCH_LIMIT, findProperties } from "./findProperties";
import { PROPERTY_KEYS, readSelection, selectProperty } from "./selection";

describe("property selection", () => {
  it("stores the choice and keeps at most three recent properties, most recent first, without repeats", () => {
    for (const id of ["1001", "1002", "1003", "1002", "1004"]) selectProperty(id);
    expect(readSelection()).toEqual({ selected: "1004", recent: ["1004", "1002", "1003"] });
    expect(JSON.parse(localStorage.getItem(PROPERTY_KEYS.recent)!)).toEqual(["1004", "1002", "1003"]);
  });

  it("survives a damaged entry in local storage", () => {
    localStorage.setItem(PROPERTY_KEYS.recent, "{not json");
    expect(readSelection().recent).toEqual([]);
  });
});

describe("findProperties", () => {
  const properties: Property[] = [
    { id: "1001", name: "Hotel Sacher Wien" },
    { id: "1010", name: "Alpenhof Salzburg" },
    { id: "1101", name: "Seehotel Wien" },
  ];
  const ids = (text: string) => findProperties(properties, text).map((p) => p.id);

  it("finds by name in any case, and by id", () => {
    expect(ids("WIEN")).toEqual(["1001", "1101"]);
    expect(ids("1010")).toEqual(["1010"]);
    expect(ids("10")).toEqual(["1001", "1010"]);
    expect(ids("")).toEqual(["1001", "1010", "1101"]);
    expect(ids("nowhere")).toEqual([]);
  });

  it("lists at most PROPERTY_MATCH_LIMIT matches, however many there are", () => {
    const many: Property[] = Array.from({ length: 2_000 }, (_, i) => ({
      id: String(2000 + i),
      name: `Hotel ${i}`,
    }));
    expect(findProperties(many, "hotel")).toHaveLength(PROPERTY_MATCH_LIMIT);
    expect(PROPERTY_MATCH_LIMIT).toBeLessThanOrEqual(20);
  });

  it("lists an exact id first", () => {
    expect(findProperties([{ id: "1", name: "Room 1001" }, ...properties], "1001")[0]!.id).toBe("1001");
  });
});
