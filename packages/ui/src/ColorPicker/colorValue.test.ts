import { describe, expect, it } from "vitest";
import { EMPTY_COLOR, parseHex, swatchColor } from "./colorValue";

describe("parseHex", () => {
  it("normalises hex colours to #RRGGBB", () => {
    expect(parseHex("#C9A23F")).toBe("#C9A23F");
    expect(parseHex("c9a23f")).toBe("#C9A23F");
    expect(parseHex(" #c9a23f ")).toBe("#C9A23F");
    expect(parseHex("#fa0")).toBe("#FFAA00");
  });

  it("refuses anything else", () => {
    expect(parseHex("")).toBeNull();
    expect(parseHex("#C9A2")).toBeNull();
    expect(parseHex("#C9A23G")).toBeNull();
    expect(parseHex("gold")).toBeNull();
    expect(parseHex("##C9A23F")).toBeNull();
  });
});

describe("swatchColor", () => {
  it("shows a stored hex colour, white when empty or invalid", () => {
    expect(swatchColor("#1A73E8")).toBe("#1A73E8");
    expect(swatchColor("#1A73E880")).toBe("#1A73E880");
    expect(swatchColor("")).toBe(EMPTY_COLOR);
    expect(swatchColor(null)).toBe(EMPTY_COLOR);
    expect(swatchColor("red")).toBe(EMPTY_COLOR);
  });
});
