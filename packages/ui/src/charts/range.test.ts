import { describe, expect, it } from "vitest";
import {
  allowedGranularities,
  bucketStarts,
  customChartRange,
  defaultGranularity,
  presetChartRange,
  rangeDays,
  withGranularity,
} from "./range";

const NOW = "2026-05-14T10:30:00Z";

describe("presets", () => {
  it("last 1 day is today, hourly", () => {
    expect(presetChartRange("1d", NOW)).toEqual({
      preset: "1d",
      from: "2026-05-14T00:00:00.000Z",
      to: "2026-05-14T23:59:59.999Z",
      granularity: "hourly",
    });
  });
  it("last 30 days is today and the 29 days before, daily", () => {
    const range = presetChartRange("30d", NOW);
    expect(range.from).toBe("2026-04-15T00:00:00.000Z");
    expect(range.to).toBe("2026-05-14T23:59:59.999Z");
    expect(rangeDays(range)).toBe(30);
    expect(range.granularity).toBe("daily");
  });
  it("last 1 year is monthly and never offers hourly", () => {
    const range = presetChartRange("1y", NOW);
    expect(range.from).toBe("2025-05-15T00:00:00.000Z");
    expect(range.granularity).toBe("monthly");
    expect(allowedGranularities(range)).toEqual(["daily", "monthly", "yearly"]);
  });
});

describe("granularities", () => {
  it("offers only sensible bucket sizes", () => {
    expect(allowedGranularities(presetChartRange("1d", NOW))).toEqual(["hourly"]);
    expect(allowedGranularities(presetChartRange("30d", NOW))).toEqual(["hourly", "daily", "monthly"]);
    expect(allowedGranularities(customChartRange("2020-01-01", "2026-01-01"))).toEqual(["monthly", "yearly"]);
  });
  it("defaults by length", () => {
    expect(defaultGranularity(customChartRange("2026-01-01", "2026-01-02"))).toBe("hourly");
    expect(defaultGranularity(customChartRange("2026-01-01", "2026-03-01"))).toBe("daily");
    expect(defaultGranularity(customChartRange("2026-01-01", "2026-12-31"))).toBe("monthly");
  });
  it("keeps a chosen granularity that fits and refuses one that does not", () => {
    const month = presetChartRange("30d", NOW);
    expect(withGranularity(month, "hourly").granularity).toBe("hourly");
    const year = presetChartRange("1y", NOW);
    expect(withGranularity(year, "hourly")).toBe(year);
    expect(customChartRange("2026-01-01", "2026-12-31", "hourly").granularity).toBe("monthly");
    expect(customChartRange("2026-01-01", "2026-01-10", "hourly").granularity).toBe("hourly");
  });
});

describe("custom ranges", () => {
  it("run from the start of the first to the end of the last day in UTC, in either order", () => {
    expect(customChartRange("2026-03-31", "2026-03-01")).toMatchObject({
      preset: "custom",
      from: "2026-03-01T00:00:00.000Z",
      to: "2026-03-31T23:59:59.999Z",
      granularity: "daily",
    });
  });
});

describe("bucketStarts", () => {
  it("gives one start per bucket", () => {
    expect(bucketStarts(presetChartRange("1d", NOW))).toHaveLength(24);
    expect(bucketStarts(presetChartRange("30d", NOW))).toHaveLength(30);
    const year = bucketStarts({ ...presetChartRange("1y", NOW), granularity: "monthly" });
    expect(year).toHaveLength(13);
    expect(new Date(year[0]!).toISOString()).toBe("2025-05-01T00:00:00.000Z");
  });
});
