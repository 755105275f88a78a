import { describe, expect, it } from "vitest";
import type { DashboardPart } from "../../../access";
import { licencePeriodUsed, ownParts, visibleParts } from "./dashboardParts";

const NOW = new Date("2026-11-20T10:00:00.000Z");

const part = (id: string, ...requirements: DashboardPart["requirements"]): DashboardPart => ({
  id,
  order: 0,
  requirements,
  load: () => Promise.reject(new Error("not loaded in this test")),
});

describe("visibleParts", () => {
  const parts = [
    part("frontDesk", "property.checkinRoomManager.list"),
    part("gateway", "onespeed.stats.dashboard", "onespeed.bulkTickets.list"),
    part("webCheckin", { anyPrefix: "oneapp.webcheckin." }),
  ];

  it("shows a part when the user meets any one of its requirements, in the parts' order", () => {
    expect(
      visibleParts(parts, new Set(["oneapp.webcheckin.por_report", "onespeed.bulkTickets.list"])).map(
        (p) => p.id,
      ),
    ).toEqual(["gateway", "webCheckin"]);
    expect(visibleParts(parts, new Set())).toEqual([]);
  });

  it("shows the platform's own parts, licences then heartbeat, only with their permissions", () => {
    expect(ownParts(new Set(["admin.heartbeat.list", "property.settings.license.list"]))).toEqual([
      "licences",
      "heartbeat",
    ]);
    expect(ownParts(new Set(["admin.heartbeat.list"]))).toEqual(["heartbeat"]);
    expect(ownParts(new Set())).toEqual([]);
  });
});

describe("licencePeriodUsed", () => {
  it("measures the used part of the renew period, so the UsageBar colours it", () => {
    // 9 days left of 365: 97.5 % used (orange); 200 left: 45.2 % (green).
    expect(licencePeriodUsed("2026-11-29T23:59:00.000Z", 365, NOW)).toBeCloseTo(97.53, 1);
    expect(licencePeriodUsed("2027-06-08T23:59:00.000Z", 365, NOW)).toBeCloseTo(45.2, 1);
    // 20 days left of 180: 88.9 % (yellow).
    expect(licencePeriodUsed("2026-12-10T23:59:00.000Z", 180, NOW)).toBeCloseTo(88.9, 1);
  });

  it("is 100 % once expired, 0 % beyond a full period, and undefined without an end", () => {
    expect(licencePeriodUsed("2026-11-15T23:59:00.000Z", 365, NOW)).toBe(100);
    expect(licencePeriodUsed("2028-11-15T23:59:00.000Z", 365, NOW)).toBe(0);
    expect(licencePeriodUsed(undefined, 365, NOW)).toBeUndefined();
  });
});
