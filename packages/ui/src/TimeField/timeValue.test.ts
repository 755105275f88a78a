import { Time } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { fromTimeValue, isFullHour, toTimeValue } from "./timeValue";

describe("time values", () => {
  it("parses HH:mm:ss and HH:mm", () => {
    expect(toTimeValue("08:30:15")).toEqual(new Time(8, 30, 15));
    expect(toTimeValue("23:59")).toEqual(new Time(23, 59, 0));
    expect(toTimeValue("7:05")).toEqual(new Time(7, 5, 0));
  });

  it("takes the time part of a stored date-time as written", () => {
    expect(toTimeValue("1970-01-01T08:00:00Z")).toEqual(new Time(8, 0, 0));
    expect(toTimeValue("1970-01-01T22:15:00.000Z")).toEqual(new Time(22, 15, 0));
  });

  it("is null for empty or invalid text", () => {
    expect(toTimeValue(null)).toBeNull();
    expect(toTimeValue("")).toBeNull();
    expect(toTimeValue("noon")).toBeNull();
    expect(toTimeValue("24:00")).toBeNull();
    expect(toTimeValue("10:60")).toBeNull();
  });

  it("formats with or without seconds", () => {
    expect(fromTimeValue(new Time(8, 5, 9))).toBe("08:05:09");
    expect(fromTimeValue(new Time(8, 5, 9), false)).toBe("08:05");
    expect(fromTimeValue(null)).toBeNull();
  });

  it("knows full hours", () => {
    expect(isFullHour(new Time(9))).toBe(true);
    expect(isFullHour(new Time(9, 30))).toBe(false);
    expect(isFullHour(new Time(9, 0, 1))).toBe(false);
  });
});
