import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPEFACE_HOLD, TYPEFACE_MARK, holdTypeface } from "./typeface";

/** A stand-in PerformanceObserver reporting largest paints when the test says. */
class LargestPaints {
  static supportedEntryTypes = ["largest-contentful-paint"];
  static current: LargestPaints | undefined;
  disconnected = false;
  constructor(readonly report: () => void) {
    LargestPaints.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

const held = () => document.documentElement.hasAttribute(TYPEFACE_HOLD);
const releasedBecause = () =>
  performance.getEntriesByName(TYPEFACE_MARK).map((mark) => (mark as PerformanceMark).detail as string);

describe("holdTypeface", () => {
  let cache: { resolve: (cached: boolean) => void };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    performance.clearMarks();
    vi.stubGlobal("PerformanceObserver", LargestPaints);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((resolve, reject) => {
            expect(init).toMatchObject({ cache: "only-if-cached", mode: "same-origin" });
            cache = {
              resolve: (cached) =>
                cached
                  ? resolve({ ok: true, body: { cancel: async () => undefined } })
                  : reject(new TypeError()),
            };
          }),
      ),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(TYPEFACE_HOLD);
  });

  it("lets Inter in at once when the browser has it cached", async () => {
    holdTypeface();
    expect(held()).toBe(true);
    cache.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["cached"]);
    expect(LargestPaints.current?.disconnected).toBe(true);
  });

  it("on a first visit holds Inter until the largest paint has stayed the same for a while", async () => {
    holdTypeface({ quietMs: 1000, longestMs: 5000 });
    cache.resolve(false);
    await vi.advanceTimersByTimeAsync(0);
    LargestPaints.current!.report();
    await vi.advanceTimersByTimeAsync(800);
    // The screen's rows come: a larger paint, and the wait starts again.
    LargestPaints.current!.report();
    await vi.advanceTimersByTimeAsync(800);
    expect(held()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["drawn"]);
  });

  it("holds Inter no longer than its longest wait while the screen keeps painting", async () => {
    holdTypeface({ quietMs: 1000, longestMs: 3000 });
    cache.resolve(false);
    for (let elapsed = 0; elapsed < 2900; elapsed += 500) {
      LargestPaints.current!.report();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["late"]);
  });

  it("without largest-paint reports, counts from the page's load", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    holdTypeface({ quietMs: 1000 });
    cache.resolve(false);
    await vi.advanceTimersByTimeAsync(1000);
    // jsdom's document has loaded: the quiet wait started at once.
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["drawn"]);
  });
});
