// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPEFACE_HOLD, TYPEFACE_MARK, holdTypeface, releaseTypeface } from "./typeface";

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

/** The page's style sheet, as the browser reports its load: from the cache (nothing transferred) or not. */
function styleSheet(cached: boolean) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    {
      name: "https://console.test/assets/index-abc.css",
      initiatorType: "link",
      transferSize: cached ? 0 : 2100,
      decodedBodySize: 9000,
    } as unknown as PerformanceEntry,
  ]);
}

describe("holdTypeface", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    performance.clearMarks();
    vi.stubGlobal("PerformanceObserver", LargestPaints);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(TYPEFACE_HOLD);
  });

  it("lets Inter in at once when the page's style sheet came from the cache (a visit after the first), and asks for it before any text", async () => {
    const load = vi.fn(async () => []);
    vi.stubGlobal("document", Object.assign(document, { fonts: { load } }));
    styleSheet(true);
    holdTypeface();
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["cached"]);
    expect(LargestPaints.current?.disconnected).toBe(true);
    // Ready when the screen first draws, not swapped in under it a moment later.
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"');
  });

  it("on a first visit fetches Inter once the largest paint has stayed the same, and lets it in on the next screen", async () => {
    const load = vi.fn(async () => []);
    vi.stubGlobal("document", Object.assign(document, { fonts: { load } }));
    styleSheet(false);
    holdTypeface({ quietMs: 1000 });
    expect(held()).toBe(true);
    LargestPaints.current!.report();
    await vi.advanceTimersByTimeAsync(800);
    // The screen's rows come: a larger paint, and the wait starts again.
    LargestPaints.current!.report();
    await vi.advanceTimersByTimeAsync(800);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"');
    // Fetched, not let in: the screen the user reads does not change its face.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held()).toBe(true);

    releaseTypeface();
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["navigated"]);
  });

  it("lets Inter in when the page is hidden", async () => {
    styleSheet(false);
    holdTypeface();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(held()).toBe(false);
    expect(releasedBecause()).toEqual(["hidden"]);
  });

  it("without largest-paint reports, fetches Inter a while after the page's load", async () => {
    const load = vi.fn(async () => []);
    vi.stubGlobal("document", Object.assign(document, { fonts: { load } }));
    vi.stubGlobal("PerformanceObserver", undefined);
    styleSheet(false);
    holdTypeface({ quietMs: 1000 });
    // jsdom's document has loaded: the quiet wait started at once.
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledOnce();
    expect(held()).toBe(true);
  });

  it("lets nothing in twice, and nothing when the page held nothing", async () => {
    releaseTypeface();
    expect(releasedBecause()).toEqual([]);
    styleSheet(true);
    holdTypeface();
    releaseTypeface();
    expect(releasedBecause()).toEqual(["cached"]);
  });
});
