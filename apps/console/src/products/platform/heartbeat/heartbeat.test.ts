import { describe, expect, it } from "vitest";
import { STALE_AFTER_MINUTES, activeIntegrations, isAhead, isRoomControlStale, isStale } from "./heartbeat";

const NOW = Date.parse("2026-11-20T10:00:00.000Z");

describe("heartbeat staleness", () => {
  it("is stale after the limit, or when never reported", () => {
    expect(STALE_AFTER_MINUTES).toBe(30);
    expect(isStale("2026-11-20T09:30:00.000Z", NOW)).toBe(false);
    expect(isStale("2026-11-20T09:29:59.000Z", NOW)).toBe(true);
    expect(isStale(undefined, NOW)).toBe(true);
    expect(isStale("not a date", NOW)).toBe(true);
  });

  it("questions a time more than five minutes ahead of now: a bridge whose clock is wrong", () => {
    expect(isAhead("2026-11-20T10:04:59.000Z", NOW)).toBe(false);
    expect(isAhead("2026-11-20T10:05:01.000Z", NOW)).toBe(true);
    expect(isAhead("2026-11-21T10:00:00.000Z", NOW)).toBe(true);
    expect(isAhead(undefined, NOW)).toBe(false);
  });

  it("counts room control only where it is enabled", () => {
    const old = "2026-11-11T14:00:00.000Z";
    expect(
      isRoomControlStale({ propertyID: "1", roomControlEnabled: false, roomControlStatusTime: old }, NOW),
    ).toBe(false);
    expect(
      isRoomControlStale({ propertyID: "1", roomControlEnabled: true, roomControlStatusTime: old }, NOW),
    ).toBe(true);
  });

  it("names the switched-on integrations in the spec's order", () => {
    expect(activeIntegrations({ propertyID: "1", fias: true, opera: true, salto: false })).toEqual([
      "OPERA",
      "FIAS",
    ]);
  });
});
