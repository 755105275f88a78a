import { describe, expect, it } from "vitest";
import { EXPIRING_SOON_DAYS, LICENCE_BOUNDS, infoFor, renewalState, withinBounds } from "./licences";

const now = new Date("2026-11-20T10:00:00.000Z");

describe("renewalState", () => {
  it("counts calendar days (UTC) to the last day of the licence", () => {
    expect(renewalState("2027-06-08T23:59:00.000Z", now)).toEqual({ state: "active", daysLeft: 200 });
    expect(renewalState("2026-12-10T23:59:00.000Z", now)).toEqual({ state: "expiringSoon", daysLeft: 20 });
  });

  it("is expiring soon up to and including the threshold, active the day after", () => {
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(renewalState(inDays(EXPIRING_SOON_DAYS), now).state).toBe("expiringSoon");
    expect(renewalState(inDays(EXPIRING_SOON_DAYS + 1), now).state).toBe("active");
  });

  it("a licence ending later today has 0 days left and expires soon", () => {
    expect(renewalState("2026-11-20T23:59:00.000Z", now)).toEqual({ state: "expiringSoon", daysLeft: 0 });
  });

  it("is expired once validUntil has passed, with no days left", () => {
    expect(renewalState("2026-11-20T09:59:59.000Z", now)).toEqual({ state: "expired", daysLeft: 0 });
    expect(renewalState("2026-11-15T23:59:00.000Z", now)).toEqual({ state: "expired", daysLeft: 0 });
  });

  it("is unknown without a (valid) end", () => {
    expect(renewalState(undefined, now)).toEqual({ state: "unknown" });
    expect(renewalState("not a date", now)).toEqual({ state: "unknown" });
  });
});

describe("infoFor", () => {
  it("sends no themes for streaming, and the default for a product that lacks them", () => {
    expect(infoFor("onestream", { autoRenew: true, autoRenewDays: 30, themes: 4 })).toEqual({
      autoRenew: true,
      autoRenewDays: 30,
    });
    expect(infoFor("onespeed", { autoRenew: false, autoRenewDays: 90 })).toEqual({
      autoRenew: false,
      autoRenewDays: 90,
      themes: 5,
    });
  });
});

describe("LICENCE_BOUNDS", () => {
  it("are the contract's, the streaming licence's renewal days included", async () => {
    expect(LICENCE_BOUNDS).toEqual({ autoRenewDays: { min: 1, max: 3650 }, themes: { min: 0, max: 1000 } });
    const { default: document } = await import("@cms/api/openapi.json");
    const stream = (
      document as unknown as {
        components: {
          schemas: Record<string, { properties: Record<string, { minimum: number; maximum: number }> }>;
        };
      }
    ).components.schemas.StreamLicenceInfo!.properties;
    expect({ min: stream.autoRenewDays!.minimum, max: stream.autoRenewDays!.maximum }).toEqual(
      LICENCE_BOUNDS.autoRenewDays,
    );
  });

  it("lets through whole numbers within them only", () => {
    expect(withinBounds(365, LICENCE_BOUNDS.autoRenewDays)).toBe(true);
    expect(withinBounds(3650, LICENCE_BOUNDS.autoRenewDays)).toBe(true);
    for (const days of [0, -5, 3651, 99_999_999_999, 2.5, Number.NaN])
      expect(withinBounds(days, LICENCE_BOUNDS.autoRenewDays), String(days)).toBe(false);
  });
});
