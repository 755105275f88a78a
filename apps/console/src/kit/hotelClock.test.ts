import { describe, expect, it } from "vitest";
import { onHotelClock } from "./hotelClock";

describe("a UTC moment on the hotel's clock", () => {
  it("is the hotel's local time, summer or winter", () => {
    expect(onHotelClock("2026-11-28T18:00:00.000Z", "Europe/Vienna")).toBe("28.11.2026 19:00");
    expect(onHotelClock("2026-07-01T22:30:00.000Z", "Europe/Vienna")).toBe("02.07.2026 00:30");
    expect(onHotelClock("2026-11-28T18:00:00.000Z", "Europe/Tallinn", "HH:mm")).toBe("20:00");
  });

  it("is nothing without a moment or a known time zone", () => {
    expect(onHotelClock("", "Europe/Vienna")).toBeUndefined();
    expect(onHotelClock(null, "Europe/Vienna")).toBeUndefined();
    expect(onHotelClock("2026-11-28T18:00:00.000Z", undefined)).toBeUndefined();
    expect(onHotelClock("2026-11-28T18:00:00.000Z", "Mars/Olympus")).toBeUndefined();
  });
});
