import { describe, expect, it } from "vitest";
import { contrastOf, formatRatio, hexChannels, meetsAA, readableTextOn } from "./contrast";

describe("hexChannels", () => {
  it("reads the short, long and alpha forms, with or without #", () => {
    expect(hexChannels("#FFF")).toEqual([255, 255, 255]);
    expect(hexChannels("1a73e8")).toEqual([26, 115, 232]);
    expect(hexChannels("#1A73E880")).toEqual([26, 115, 232]);
    expect(hexChannels("#F008")).toEqual([255, 0, 0]);
  });
  it("is null for text that is no hex colour", () => {
    for (const value of ["", null, undefined, "red", "#12345", "#GGGGGG", "rgb(0,0,0)"])
      expect(hexChannels(value)).toBeNull();
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, in either order", () => {
    expect(contrastOf("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastOf("#FFFFFF", "#000")).toBeCloseTo(21, 5);
    expect(contrastOf("#8C1D2F", "#8C1D2F")).toBe(1);
  });
  it("matches the WCAG reference values", () => {
    expect(contrastOf("#FFF", "#FFFFFFFF")).toBe(1);
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastOf("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
    expect(contrastOf("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
  });
  it("is null when one colour is missing or invalid", () => {
    expect(contrastOf(null, "#FFFFFF")).toBeNull();
    expect(contrastOf("#FFFFFF", "blue")).toBeNull();
  });
});

describe("meetsAA", () => {
  it("asks 4.5 for normal text and 3 for large text, inclusive", () => {
    expect(meetsAA(4.5)).toBe(true);
    expect(meetsAA(4.49)).toBe(false);
    expect(meetsAA(3, true)).toBe(true);
    expect(meetsAA(2.99, true)).toBe(false);
  });
  it("judges white on the seeded theme colours", () => {
    expect(meetsAA(contrastOf("#8C1D2F", "#FFFFFF")!)).toBe(true);
    expect(meetsAA(contrastOf("#FFD700", "#FFFFFF")!)).toBe(false);
  });
});

describe("formatRatio", () => {
  it("rounds down so a failing ratio never reads as 4.50", () => {
    expect(formatRatio(4.4999)).toBe("4.49");
    expect(formatRatio(21)).toBe("21.00");
  });
});

describe("readableTextOn", () => {
  it("picks black on light and white on dark backgrounds", () => {
    expect(readableTextOn("#FFFFFF")).toBe("#000000");
    expect(readableTextOn("#F6F1EA")).toBe("#000000");
    expect(readableTextOn("#0F2233")).toBe("#FFFFFF");
    expect(readableTextOn(null)).toBe("#FFFFFF");
  });
});
