// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { deviceDefinition, makeDevices } from "./__fixtures__/devices";
import type { ListColumn } from "./definition";
import {
  buildSearchIndex,
  cachedSearchText,
  NAME_SLOT,
  copyItem,
  fillSlot,
  isActionAllowed,
  isAllowed,
  isConfirmed,
  readListView,
  writeListView,
  searchIndexes,
  toCsv,
  truncate,
} from "./listLogic";

describe("permissions", () => {
  const permissions = { list: "a.list", delete: "a.delete" };
  it("allows what has no requirement and what the user holds", () => {
    const granted = new Set(["a.list"]);
    expect(isAllowed("list", permissions, granted)).toBe(true);
    expect(isAllowed("create", permissions, granted)).toBe(true);
    expect(isAllowed("delete", permissions, granted)).toBe(false);
    expect(isAllowed("delete", undefined, new Set())).toBe(true);
  });

  it("maps row actions to operations: copy needs create, print needs print", () => {
    const granted = new Set(["a.list"]);
    const needs = { create: "a.create", print: "a.print", update: "a.update" };
    expect(isActionAllowed("copy", needs, granted)).toBe(false);
    expect(isActionAllowed("print", needs, granted)).toBe(false);
    expect(isActionAllowed("edit", needs, granted)).toBe(false);
    expect(isActionAllowed("preview", needs, granted)).toBe(true);
    expect(isActionAllowed("copy", needs, new Set(["a.create"]))).toBe(true);
  });
});

describe("truncate", () => {
  it("keeps 39 characters and marks the cut", () => {
    const macs = "3C:22:00:01:05:07, 3C:22:00:01:16:08, 3C:22:00:01:27:09";
    expect(truncate(macs)).toBe(`${macs.slice(0, 39)}…`);
    expect(truncate("x".repeat(39))).toBe("x".repeat(39));
  });
});

describe("isConfirmed", () => {
  it("treats an empty body as a failure", () => {
    expect(isConfirmed(undefined)).toBe(false);
    expect(isConfirmed(null)).toBe(false);
    expect(isConfirmed("")).toBe(false);
    expect(isConfirmed({})).toBe(false);
    expect(isConfirmed({ deleted: 1 })).toBe(true);
    expect(isConfirmed([{ _id: "1" }])).toBe(true);
  });
});

describe("copyItem", () => {
  it("drops the key and the listed fields and leaves the original alone", () => {
    const item = makeDevices(1)[0]!;
    const copy = copyItem(item, "_id", ["macs"]);
    expect(copy).not.toHaveProperty("_id");
    expect(copy).not.toHaveProperty("macs");
    expect(copy.device).toBe(item.device);
    expect(item._id).toBe("dev-000001");
    copy.tags.push("changed");
    expect(item.tags).not.toContain("changed");
  });
});

describe("search", () => {
  const items = makeDevices(500);
  const index = buildSearchIndex(items, deviceDefinition.columns);

  it("matches every word in any column, case-insensitively", () => {
    const hits = searchIndexes(index, "KINDLE lea")!;
    expect(hits.length).toBeGreaterThan(0);
    for (const i of hits) expect(items[i]!.device).toMatch(/Kindle – Lea/);
    const expected = items.filter((d) => /Kindle – Lea/.test(d.device)).length;
    expect(hits).toHaveLength(expected);
  });

  it("finds dates in the display format and MAC addresses", () => {
    const target = items[42]!;
    expect(searchIndexes(index, target.macs[0]!.toLowerCase())).toContain(42);
    expect(searchIndexes(index, "22.11.2026")!.length).toBeGreaterThan(0);
  });

  it("finds a boolean cell by the word the table shows", () => {
    const words = { yes: "Ja", no: "Nein" };
    const shown = buildSearchIndex(items.slice(0, 8), deviceDefinition.columns, words);
    // enabled is false for every fourth device (3, 7).
    expect(searchIndexes(shown, "nein")).toEqual([3, 7]);
    expect(searchIndexes(shown, "ja")).toHaveLength(6);
    expect(searchIndexes(shown, "false")).toEqual([]);
  });

  it("gives a sorted list's matches in the sorted order, multi-word queries too", () => {
    const texts = ["lobby router", "spa router", "bar display", "pool router lobby"];
    const byName = [2, 0, 3, 1]; // bar, lobby, pool, spa
    expect(searchIndexes(texts, "router", byName)).toEqual([0, 3, 1]);
    expect(searchIndexes(texts, "lobby router", byName)).toEqual([0, 3]);
    expect(searchIndexes(texts, "router")).toEqual([0, 1, 3]);
  });

  it("returns null for an empty query (no filtering)", () => {
    expect(searchIndexes(index, "   ")).toBeNull();
  });

  it("reads an item's cells once, and an edited item (a new object) again", () => {
    let reads = 0;
    const columns: ListColumn<{ name: string }>[] = [
      { id: "name", header: "Name", text: (item) => (reads++, item.name) },
    ];
    const textOf = cachedSearchText(columns);
    const item = { name: "Lobby Display" };
    expect(textOf(item)).toBe("lobby display");
    expect(textOf(item)).toBe("lobby display");
    expect(reads).toBe(1);
    expect(textOf({ ...item, name: "Spa Display" })).toBe("spa display");
    expect(reads).toBe(2);
  });
});

describe("fillSlot", () => {
  it("puts the name where the translation has the slot, in any word order", () => {
    expect(fillSlot(`Select ${NAME_SLOT}`)("Lobby")).toBe("Select Lobby");
    expect(fillSlot(`${NAME_SLOT} を選択`)("Lobby")).toBe("Lobby を選択");
    expect(fillSlot(`Edit ${NAME_SLOT} now`)("Bar 2")).toBe("Edit Bar 2 now");
  });
});

describe("toCsv", () => {
  const columns: ListColumn<{ name: string; note: string; on: boolean }>[] = [
    { id: "name", header: "Name" },
    { id: "note", header: "Note" },
    { id: "on", header: "On", kind: "boolean" },
  ];

  it("writes a header and one line per row, quoting commas and quotes", async () => {
    const csv = await toCsv([{ name: 'Suite "Alpine", 3rd floor', note: "", on: true }], columns);
    expect(csv.split("\r\n")).toEqual(["Name,Note,On", '"Suite ""Alpine"", 3rd floor",,true']);
  });

  it("writes boolean cells as the table shows them", async () => {
    const csv = await toCsv(
      [
        { name: "Spa", note: "", on: true },
        { name: "Bar", note: "", on: false },
      ],
      columns,
      {
        yes: "Yes",
        no: "No",
      },
    );
    expect(csv.split("\r\n").slice(1)).toEqual(["Spa,,Yes", "Bar,,No"]);
  });

  it("defuses cells a spreadsheet would run as a formula", async () => {
    const csv = await toCsv(
      [
        { name: '=HYPERLINK("http://evil.test")', note: "+1", on: false },
        { name: "@SUM(A1)", note: "-2", on: false },
      ],
      columns,
    );
    const lines = csv.split("\r\n").slice(1);
    for (const line of lines) expect(line).not.toMatch(/^"?[=+\-@]/);
    expect(lines[0]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain("'-2");
  });
});

describe("list view in the URL query", () => {
  const sortable = ["email", "name"];

  it("reads search, sort, page and size", () => {
    expect(readListView(new URLSearchParams("q=anna&sort=-email&page=3&size=25"), sortable)).toEqual({
      search: "anna",
      sorting: [{ id: "email", desc: true }],
      pageIndex: 2,
      pageSize: 25,
    });
    expect(readListView(new URLSearchParams("sort=name&size=all"), sortable)).toEqual({
      sorting: [{ id: "name", desc: false }],
      pageSize: -1,
    });
  });

  it("leaves out what is not valid, so the list's defaults apply", () => {
    expect(readListView(new URLSearchParams("sort=password&page=0&size=abc"), sortable)).toEqual({});
    expect(readListView(new URLSearchParams("page=-2&size=0"), sortable)).toEqual({});
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const written = writeListView(
      new URLSearchParams("folder=f1&page=4"),
      { search: "anna", sorting: [{ id: "email", desc: true }], pageIndex: 1, pageSize: 10 },
      -1,
    );
    expect(written.toString()).toBe("folder=f1&page=2&q=anna&sort=-email&size=10");
    const plain = writeListView(written, { search: "", sorting: [], pageIndex: 0, pageSize: -1 }, -1);
    expect(plain.toString()).toBe("folder=f1");
  });

  it("reads back what it writes", () => {
    const view = { search: "ü &=?", sorting: [{ id: "name", desc: false }], pageIndex: 5, pageSize: -1 };
    expect(readListView(writeListView(new URLSearchParams(), view, 25), sortable)).toEqual(view);
  });
});

// Issue 42 item 11 (products.md: the reservations' hidden columns are "kept in a cookie for one year").
describe("the column choice's cookie", () => {
  it("is written for one year, for the whole console, and read back", async () => {
    const { readColumnCookie, writeColumnCookie } = await import("./listLogic");
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      writeColumnCookie("reservations-columns", { roomTypeCode: false });
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/; max-age=31536000; path=\/; samesite=lax$/);
      expect(readColumnCookie("reservations-columns")).toEqual({ roomTypeCode: false });
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});
