import { describe, expect, it } from "vitest";
import { MONTHS_OFFERED, monthLabel, monthOf, porCsvFileName, recentMonths } from "./porReport";

describe("POR report months", () => {
  it("takes the month of the user's own calendar day", () => {
    expect(monthOf(new Date(2026, 10, 20, 10))).toBe("2026-11");
    expect(monthOf(new Date(2026, 0, 1, 0, 0))).toBe("2026-01");
    expect(monthOf(new Date(2026, 11, 31, 23, 59))).toBe("2026-12");
  });

  it("offers this month and the twelve before it, newest first, across the turn of the year", () => {
    const months = recentMonths(new Date(2026, 10, 20));
    expect(months).toHaveLength(MONTHS_OFFERED);
    expect(months.slice(0, 3)).toEqual(["2026-11", "2026-10", "2026-09"]);
    expect(months.at(-1)).toBe("2025-11");
    expect(recentMonths(new Date(2026, 0, 31), 3)).toEqual(["2026-01", "2025-12", "2025-11"]);
    // The 31st of a month does not skip a shorter month before it.
    expect(recentMonths(new Date(2026, 2, 31), 2)).toEqual(["2026-03", "2026-02"]);
  });

  it("names a month in the user's language, whatever the time zone", () => {
    expect(monthLabel("2026-11", "en")).toBe("November 2026");
    expect(monthLabel("2026-01", "de")).toBe("Januar 2026");
  });

  it("names the CSV after the property and the month", () => {
    expect(porCsvFileName("1001", "2026-11")).toBe("por-report-1001-2026-11.csv");
  });
});
