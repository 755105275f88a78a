import { afterEach, describe, expect, it } from "vitest";
import "./dateLocales";
import { formatDate, formatDateTime, formatDay, presetRange, setDateLocale, statisticsRange } from "./dates";

afterEach(() => setDateLocale("en"));

describe("formatDateTime", () => {
  it("shows DD.MM.YYYY HH:mm:ss whatever the language", () => {
    const value = new Date(2026, 10, 5, 7, 8, 9);
    expect(formatDateTime(value)).toBe("05.11.2026 07:08:09");
    setDateLocale("ar");
    expect(formatDateTime(value)).toBe("05.11.2026 07:08:09");
    setDateLocale("zh-CN");
    expect(formatDate(value)).toBe("05.11.2026");
  });

  it("shows nothing for an empty or broken value instead of 'Invalid Date'", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("statisticsRange", () => {
  it("runs from the start of the first day to the end of the last day in UTC", () => {
    expect(statisticsRange("2026-11-01", "2026-11-20")).toEqual({
      from: "2026-11-01T00:00:00.000Z",
      to: "2026-11-20T23:59:59.999Z",
    });
  });

  it("keeps the calendar day the user picked, not the UTC day of local midnight", () => {
    expect(statisticsRange(new Date(2026, 0, 1, 0, 30), new Date(2026, 0, 1, 23, 30))).toEqual({
      from: "2026-01-01T00:00:00.000Z",
      to: "2026-01-01T23:59:59.999Z",
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(() => statisticsRange("2026-11-20", "2026-11-01")).toThrow(RangeError);
  });
});

describe("presetRange", () => {
  const now = new Date(2026, 10, 20, 15, 0, 0);
  it("last 1 day is today", () => {
    expect(presetRange("1d", now)).toEqual({
      from: "2026-11-20T00:00:00.000Z",
      to: "2026-11-20T23:59:59.999Z",
    });
  });
  it("last 30 days ends today and holds 30 calendar days", () => {
    expect(presetRange("30d", now)).toEqual({
      from: "2026-10-22T00:00:00.000Z",
      to: "2026-11-20T23:59:59.999Z",
    });
  });
  it("last year starts the day after the same date a year ago", () => {
    expect(presetRange("1y", now)).toEqual({
      from: "2025-11-21T00:00:00.000Z",
      to: "2026-11-20T23:59:59.999Z",
    });
  });
});

// Issue 43, item 9: a licence that ends at 23:59 UTC on 23 November read "24.11.2026 00:59:00" in Vienna.
describe("formatDay", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });
  it("shows the day the server means by an instant, in any zone", () => {
    for (const tz of ["Europe/Vienna", "America/New_York", "Asia/Tokyo", "UTC"]) {
      process.env.TZ = tz;
      expect(formatDay("2026-11-23T23:59:00Z"), tz).toBe("23.11.2026");
      expect(formatDay("2026-11-23T00:00:00.000Z"), tz).toBe("23.11.2026");
      expect(formatDay("2026-11-23"), tz).toBe("23.11.2026");
    }
    process.env.TZ = "Europe/Vienna";
    expect(formatDate("2026-11-23T23:59:00Z")).toBe("24.11.2026");
  });
  it("shows nothing for nothing", () => {
    expect(formatDay(undefined)).toBe("");
    expect(formatDay("not a day")).toBe("");
  });
});
