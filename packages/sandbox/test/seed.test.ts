import { describe, expect, it } from "vitest";
import { seed } from "../src";
import { collection } from "../src/state";

describe("seed", () => {
  it("is the same on every run", () => {
    expect(seed({ today: "2026-11-20" })).toEqual(seed({ today: "2026-11-20" }));
  });

  it("moves every date with today", () => {
    const a = seed({ today: "2026-11-20" });
    const b = seed({ today: "2026-11-21" });
    const heartbeat = (s: typeof a) =>
      collection(s, "/api/cms/v3/property/heartbeat")[0]!.bridgeServiceStatusTime as string;
    expect(new Date(heartbeat(b)).getTime() - new Date(heartbeat(a)).getTime()).toBe(86_400_000);
  });

  it("looks like hotels in four countries with groups, roles and users", () => {
    const state = seed();
    const properties = collection(state, "/api/cms/v3/property");
    expect(properties.length).toBeGreaterThanOrEqual(25);
    expect(new Set(properties.map((p) => p.country))).toEqual(new Set(["AT", "DE", "EE", "GR"]));
    expect(collection(state, "/api/cms/v3/property-group").length).toBeGreaterThanOrEqual(3);
    const users = collection(state, "/api/cms/v3/user");
    expect(users.length).toBeGreaterThanOrEqual(40);
    expect(users.some((u) => (u.globalRoles as string[]).length > 0)).toBe(true);
    expect(users.some((u) => (u.propertyRoles as unknown[]).length > 0)).toBe(true);
    const heartbeat = collection(state, "/api/cms/v3/property/heartbeat");
    const ages = heartbeat.map(
      (h) =>
        new Date(`${state.today}T09:00:00Z`).getTime() -
        new Date(h.bridgeServiceStatusTime as string).getTime(),
    );
    expect(ages.some((age) => age < 3_600_000)).toBe(true);
    expect(ages.some((age) => age > 86_400_000)).toBe(true);
  });

  it("scales list sizes for benchmarks", () => {
    // The benchmarks seed 2,000 properties (scale 80), which takes seconds; the same rule at scale 4 is 100.
    expect(collection(seed({ scale: 4 }), "/api/cms/v3/property")).toHaveLength(100);
  });
});
