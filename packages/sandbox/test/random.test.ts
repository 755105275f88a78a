import { describe, expect, it } from "vitest";
import { hash, sequence, textUnit, unit } from "../src/seed/random";

// The demo data every screen, story and journey shows is drawn from these numbers: a change to their mixing
// would move every seeded guest, device and chart figure (and every screenshot). Pinned to the values the
// sandbox's seeds have always had.
describe("the sandbox's seeded numbers", () => {
  it("give the same number for the same parts, as the seeds always had", () => {
    expect(hash("mac", "1001", 3, 1)).toBe(1663446657);
    expect(unit("1001", 1763596800000)).toBeCloseTo(0.3710815098602325, 15);
    expect(textUnit("R-1001-0042")).toBeCloseTo(0.6631943597458303, 15);
    expect(textUnit("1001", "por", "2026-11-20")).toBeCloseTo(0.39690877543762326, 15);
  });

  it("tell apart parts that differ in one place, and numbers from their text", () => {
    expect(hash("1001", 1)).not.toBe(hash("1001", 2));
    expect(hash("1001", 1)).not.toBe(hash("1001", "1"));
    expect(textUnit("1001", "a")).not.toBe(textUnit("1001", "b"));
  });

  it("draw a repeatable sequence in [0, 1) from one seed", () => {
    const first = sequence(0.25);
    expect([first(), first(), first()]).toEqual([0.6198235186748207, 0.934133165050298, 0.689656768925488]);
    const draws = Array.from({ length: 1000 }, sequence(unit("range")));
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(draws).size).toBe(1000);
  });
});
