import { describe, expect, it } from "vitest";
import type { BlockListEntry } from "./blockList";
import { toBlockEntry } from "./blockList";

describe("the entry the contract takes", () => {
  it("drops the dialog's nulls, trims, writes MACs upper case, and an untouched switch is off", () => {
    const saved = { device: " Hotspot 508 ", mac: "de:ad:be:ef:00:01,de:ad:be:ef:00:02", enabled: null };
    expect(toBlockEntry(saved as unknown as BlockListEntry)).toEqual({
      device: "Hotspot 508",
      mac: "DE:AD:BE:EF:00:01, DE:AD:BE:EF:00:02",
      enabled: false,
    });
  });

  it("keeps the _id and an enabled entry, and leaves an empty device out", () => {
    expect(
      toBlockEntry({ _id: "661f00001001000000000001", device: "", mac: "DE:AD:BE:EF:00:01", enabled: true }),
    ).toEqual({ _id: "661f00001001000000000001", mac: "DE:AD:BE:EF:00:01", enabled: true });
  });
});
