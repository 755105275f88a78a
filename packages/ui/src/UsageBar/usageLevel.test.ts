import { describe, expect, it } from "vitest";
import { usageLevel, usagePercent } from "./usageLevel";

describe("usageLevel", () => {
  it.each([
    [0, "green"],
    [79, "green"],
    [79.99, "green"],
    [80, "yellow"],
    [85, "yellow"],
    [89.99, "yellow"],
    [90, "orange"],
    [95, "orange"],
    [99.99, "orange"],
    [100, "red"],
    [120, "red"],
    [150, "red"],
    [Infinity, "red"],
  ] as const)("%s %% is %s", (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });

  it("treats negative and unknown usage as green", () => {
    expect(usageLevel(-5)).toBe("green");
    expect(usageLevel(-Infinity)).toBe("green");
    expect(usageLevel(Number.NaN)).toBe("green");
  });
});

describe("usagePercent", () => {
  it("is value of max in percent", () => {
    expect(usagePercent(45, 50)).toBe(90);
    expect(usagePercent(80)).toBe(80);
    expect(usagePercent(120, 100)).toBe(120);
  });

  it("handles a zero max and unknown values", () => {
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(3, 0)).toBe(100);
    expect(usagePercent(Number.NaN, 10)).toBe(0);
  });
});
