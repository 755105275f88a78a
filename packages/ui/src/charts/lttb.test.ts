import { describe, expect, it } from "vitest";
import { lttb, nearestIndex } from "./lttb";

const series = (n: number, f: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => ({ x: i, y: f(i) }));

describe("lttb", () => {
  it("returns a short series unchanged", () => {
    const points = series(10, (i) => i);
    expect(lttb(points, 1000)).toBe(points);
  });

  it("keeps the threshold's number of points, the first and the last", () => {
    const points = series(8760, (i) => Math.sin(i / 50) * 100 + 200);
    const sampled = lttb(points, 1000);
    expect(sampled).toHaveLength(1000);
    expect(sampled[0]).toBe(points[0]);
    expect(sampled.at(-1)).toBe(points.at(-1));
  });

  it("keeps x ascending and every point one of the input", () => {
    const points = series(5000, (i) => (i * 7919) % 101);
    const sampled = lttb(points, 300);
    for (let i = 1; i < sampled.length; i++) expect(sampled[i]!.x).toBeGreaterThan(sampled[i - 1]!.x);
    const inputs = new Set(points);
    expect(sampled.every((p) => inputs.has(p))).toBe(true);
  });

  it("keeps a single spike that averaging would flatten", () => {
    const points = series(10_000, (i) => (i === 4321 ? 999 : 1));
    expect(lttb(points, 100).some((p) => p.y === 999)).toBe(true);
  });
});

describe("nearestIndex", () => {
  const xs = [0, 10, 20, 30];
  it("finds the nearest x, the lower one on a tie", () => {
    expect(nearestIndex(xs, -5)).toBe(0);
    expect(nearestIndex(xs, 4)).toBe(0);
    expect(nearestIndex(xs, 5)).toBe(0);
    expect(nearestIndex(xs, 6)).toBe(1);
    expect(nearestIndex(xs, 29)).toBe(3);
    expect(nearestIndex(xs, 99)).toBe(3);
    expect(nearestIndex([], 1)).toBe(-1);
  });
});
