import { describe, expect, it } from "vitest";
import { ticksThatFit } from "./charts/plotLayout";
import { formatQuantity, quantityParts, unitName } from "./units";

describe("quantities in the UI language", () => {
  it("names and places each unit as the language writes it", () => {
    expect(formatQuantity(2, "GB", "en")).toBe("2 GB");
    expect(formatQuantity(2.5, "GB", "fr")).toMatch(/^2,5\sGo$/);
    expect(formatQuantity(4, "h", "de")).toBe("4 Std.");
    expect(formatQuantity(4, "h", "ar")).toBe("4 س");
    expect(formatQuantity(812.4, "Mbit/s", "en")).toBe("812.4 Mbit/s");
    expect(formatQuantity(3, "Mbit/s", "ru")).toBe("3 Мбит/c");
  });

  it("keeps a unit it does not know after the number, spaced", () => {
    expect(formatQuantity(1234.5, "EUR", "de")).toBe("1.234,5 EUR");
    expect(quantityParts(7, "", "en")).toEqual([{ type: "integer", value: "7" }]);
  });

  it("gives the unit's own name for pickers and axes", () => {
    expect(unitName("GB", "en")).toBe("GB");
    expect(unitName("h", "en", "long")).toBe("hours");
    expect(unitName("d", "de", "long")).toBe("Tage");
    expect(unitName("Mbit/s", "en")).toBe("Mbit/s");
    expect(unitName("EUR", "en")).toBe("EUR");
  });
});

describe("x ticks that fit", () => {
  const ticks = [1, 2, 3, 4, 5, 6];
  const labels = ["Nov 1", "Nov 6", "Nov 12", "Nov 17", "Nov 23", "Nov 28"];

  it("keeps every tick where the labels fit side by side", () => {
    expect(ticksThatFit(ticks, labels, 600)).toEqual(ticks);
  });

  it("thins a half-width chart's ticks so no two labels touch, keeping both ends", () => {
    const fitted = ticksThatFit(ticks, labels, 200);
    expect(fitted.length).toBeLessThan(ticks.length);
    expect(fitted[0]).toBe(1);
    expect(fitted.at(-1)).toBe(6);
    const each = 6 * 6.5 + 12;
    expect(200 / (fitted.length - 1)).toBeGreaterThanOrEqual(each);
  });
});
