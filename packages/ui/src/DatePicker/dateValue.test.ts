import { CalendarDate, CalendarDateTime } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { fromDateTimeValue, fromDateValue, toDateTimeValue, toDateValue } from "./dateValue";

describe("date values", () => {
  it("parses YYYY-MM-DD and cuts longer ISO strings to the date", () => {
    expect(toDateValue("2026-11-20")).toEqual(new CalendarDate(2026, 11, 20));
    expect(toDateValue("2026-11-20T23:30:00Z")).toEqual(new CalendarDate(2026, 11, 20));
  });

  it("is null for empty or invalid text", () => {
    expect(toDateValue(null)).toBeNull();
    expect(toDateValue(undefined)).toBeNull();
    expect(toDateValue("")).toBeNull();
    expect(toDateValue("20.11.2026")).toBeNull();
    expect(toDateValue("2026-13-40")).toBeNull();
  });

  it("formats as YYYY-MM-DD", () => {
    expect(fromDateValue(new CalendarDate(2026, 1, 5))).toBe("2026-01-05");
    expect(fromDateValue(null)).toBeNull();
  });
});

describe("date-time values", () => {
  it("parses a local date-time with or without seconds", () => {
    expect(toDateTimeValue("2026-11-20T10:05:09")).toEqual(new CalendarDateTime(2026, 11, 20, 10, 5, 9));
    expect(toDateTimeValue("2026-11-20T10:05")).toEqual(new CalendarDateTime(2026, 11, 20, 10, 5, 0));
    expect(toDateTimeValue("2026-11-20T10:05:09.250")).toEqual(new CalendarDateTime(2026, 11, 20, 10, 5, 9));
  });

  it("converts an instant to local time", () => {
    const local = new Date(Date.UTC(2026, 10, 20, 10, 0, 0));
    expect(toDateTimeValue("2026-11-20T10:00:00Z")).toEqual(
      new CalendarDateTime(
        local.getFullYear(),
        local.getMonth() + 1,
        local.getDate(),
        local.getHours(),
        local.getMinutes(),
        local.getSeconds(),
      ),
    );
  });

  it("is null for empty or invalid text", () => {
    expect(toDateTimeValue("")).toBeNull();
    expect(toDateTimeValue(null)).toBeNull();
    expect(toDateTimeValue("tomorrow")).toBeNull();
    expect(toDateTimeValue("2026-11-20T25:00:00")).toBeNull();
  });

  it("formats as YYYY-MM-DDTHH:mm:ss without milliseconds", () => {
    expect(fromDateTimeValue(new CalendarDateTime(2026, 11, 20, 8, 0, 0))).toBe("2026-11-20T08:00:00");
    expect(fromDateTimeValue(new CalendarDateTime(2026, 11, 20, 8, 0, 0, 500))).toBe("2026-11-20T08:00:00");
    expect(fromDateTimeValue(null)).toBeNull();
  });
});
