import { describe, expect, it } from "vitest";
import { timeZoneOptions } from "./timeZones";

describe("timeZoneOptions", () => {
  it("offers the IANA zones and UTC, sorted, and nothing invented", () => {
    const ids = timeZoneOptions().map((option) => option.id);
    expect(ids).toEqual(expect.arrayContaining(["Europe/Vienna", "Europe/Oslo", "America/New_York", "UTC"]));
    expect(ids).not.toContain("Mars/Olympus");
    expect(ids.length).toBeGreaterThan(300);
    expect([...ids].sort((a, b) => a.localeCompare(b, "en"))).toEqual(ids);
  });
});
