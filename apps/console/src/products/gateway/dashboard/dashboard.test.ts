import { presetChartRange } from "@cms/ui/charts";
import { describe, expect, it } from "vitest";
import {
  bandwidthQuery,
  bandwidthSeries,
  groupSeries,
  revenueSeries,
  sessionGuest,
  singleCurrency,
  topQuery,
} from "./dashboard";

const NOW = "2026-11-20T10:00:00Z";
const day = presetChartRange("1d", NOW);
const year = presetChartRange("1y", NOW);

describe("queries", () => {
  it("asks bandwidth in MB per hour, GB beyond; vt only for one direction", () => {
    expect(bandwidthQuery(day, "both")).toEqual({
      sdt: "2026-11-20T00:00:00.000Z",
      edt: "2026-11-20T23:59:59.999Z",
      bt: "hourly",
      u: "MB",
    });
    expect(bandwidthQuery(year, "up")).toMatchObject({ bt: "monthly", u: "GB", vt: "up" });
  });
  it("turns a list page into limit, skip and a trimmed search within the range", () => {
    expect(topQuery({ page: 3, limit: 10, search: " anna " }, day)).toEqual({
      limit: 10,
      skip: 20,
      search: "anna",
      sdt: day.from,
      edt: day.to,
    });
    expect(topQuery({ page: 1, limit: -1, search: "" }, day)).toMatchObject({ limit: 10, skip: 0 });
  });
});

describe("series", () => {
  const t0 = "2026-11-20T00:00:00.000Z";
  const t1 = "2026-11-20T01:00:00.000Z";
  it("keeps only the directions the answer carries", () => {
    const both = bandwidthSeries(
      [
        { timestamp: t0, down: 5, up: 1 },
        { timestamp: t1, down: 7, up: 2 },
      ],
      { down: "Download", up: "Upload" },
    );
    expect(both.map((s) => s.label)).toEqual(["Download", "Upload"]);
    expect(both[0]!.points).toEqual([
      { x: Date.parse(t0), y: 5 },
      { x: Date.parse(t1), y: 7 },
    ]);
    expect(bandwidthSeries([{ timestamp: t0, up: 1 }], { down: "D", up: "U" }).map((s) => s.id)).toEqual([
      "up",
    ]);
  });
  it("splits revenue by currency", () => {
    const points = [
      { timestamp: t0, amount: 10, currency: "EUR" },
      { timestamp: t0, amount: 3, currency: "CHF" },
    ];
    expect(revenueSeries(points, (c) => `Revenue (${c})`).map((s) => s.label)).toEqual([
      "Revenue (EUR)",
      "Revenue (CHF)",
    ]);
    expect(singleCurrency(points)).toBeUndefined();
    expect(singleCurrency(points.slice(0, 1))).toBe("EUR");
  });
  it("sums the group report per property and month in GB, zero where a month is missing", () => {
    const GB = 1024 ** 3;
    const series = groupSeries([
      { propertyId: "1", propertyName: "Sacher", month: 1, download: 2 * GB, upload: GB },
      { propertyId: "1", propertyName: "Sacher", month: 2, download: GB, upload: 0 },
      { propertyId: "2", propertyName: "Seeblick", month: 2, download: GB / 2, upload: 0 },
    ]);
    expect(series).toEqual([
      {
        id: "1",
        label: "Sacher",
        points: [
          { x: "1", y: 3 },
          { x: "2", y: 1 },
        ],
      },
      {
        id: "2",
        label: "Seeblick",
        points: [
          { x: "1", y: 0 },
          { x: "2", y: 0.5 },
        ],
      },
    ]);
  });
  it("names a session's guest", () => {
    expect(sessionGuest({ profileId: "p1", identity: { firstName: "Anna", lastName: "Berg" } })).toBe(
      "Anna Berg",
    );
    expect(sessionGuest({ profileId: "p1", identity: { accessCode: "X1" } })).toBe("X1");
    expect(sessionGuest({ profileId: "p1" })).toBe("p1");
  });
});
