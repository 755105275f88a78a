import { describe, expect, it } from "vitest";
import { bucketOf, connectionSeries, serviceSeries, totals, unnamedServices } from "./streamStats";

const events = [
  { timestamp: "2026-11-20T09:15:00Z", usage: { type: "conn_succ" as const, name: "YouTube" } },
  { timestamp: "2026-11-20T09:45:00Z", usage: { type: "conn_fail" as const } },
  { timestamp: "2026-11-19T22:00:00Z", usage: { type: "conn_succ" as const, name: "Netflix" } },
  { timestamp: "2026-11-19T23:30:00Z", usage: { type: "stop" as const, duration: 5400 } },
];

describe("streaming statistics", () => {
  it("buckets in UTC", () => {
    expect(bucketOf("2026-11-20T09:15:00Z", "daily")).toBe(Date.UTC(2026, 10, 20));
    expect(bucketOf("2026-11-20T09:15:00Z", "monthly")).toBe(Date.UTC(2026, 10, 1));
  });
  it("counts connections per bucket, oldest first", () => {
    const series = connectionSeries(events, "daily", { conn_succ: "OK", conn_fail: "Failed" });
    expect(series[0]!.points).toEqual([
      { x: Date.UTC(2026, 10, 19), y: 1 },
      { x: Date.UTC(2026, 10, 20), y: 1 },
    ]);
    expect(series[1]!.points.map((p) => p.y)).toEqual([0, 1]);
  });
  it("sums the range", () => {
    expect(totals(events)).toEqual({ succeeded: 2, failed: 1, hours: 1.5 });
  });
  it("orders services by use", () => {
    const { sessions, hours } = serviceSeries(
      [
        { name: "Netflix", count: 2, duration: 7200 },
        { name: "YouTube", count: 5, duration: 1800 },
      ],
      { sessions: "Sessions", hours: "Hours" },
    );
    expect(sessions[0]!.points.map((p) => p.x)).toEqual(["YouTube", "Netflix"]);
    expect(hours[0]!.points.map((p) => p.y)).toEqual([0.5, 2]);
  });
});

// Issue 42 item 10: raw Chromecast ids in the charts had no way to their mapping.
describe("unnamedServices", () => {
  it("finds the services the usage names by a raw identifier, most used first, each once", () => {
    expect(
      unnamedServices([
        { name: "YouTube", count: 40 },
        { name: "5e81f6db", count: 3 },
        { name: "A9BCCB7C", count: 9 },
        { name: "5E81F6DB", count: 2 },
        { name: "Apple TV+", count: 5 },
      ]),
    ).toEqual(["A9BCCB7C", "5E81F6DB"]);
    expect(unnamedServices([{ name: "Twitch", count: 1 }])).toEqual([]);
  });
});
