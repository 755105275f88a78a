// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenDrawn } from "./whenDrawn";

/** A stand-in PerformanceObserver reporting largest paints when the test says; counts the observers made. */
class LargestPaints {
  static supportedEntryTypes = ["largest-contentful-paint"];
  static made: LargestPaints[] = [];
  disconnected = false;
  constructor(readonly report: () => void) {
    LargestPaints.made.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

const latest = () => LargestPaints.made.at(-1)!;

describe("whenDrawn", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    LargestPaints.made = [];
    vi.stubGlobal("PerformanceObserver", LargestPaints);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("tells every wait of the page's start-up from one observer, once the largest paint has stayed the same", async () => {
    const fontWait = vi.fn();
    const partsWait = vi.fn();
    whenDrawn(fontWait);
    whenDrawn(partsWait);
    expect(LargestPaints.made).toHaveLength(1);

    latest().report();
    await vi.advanceTimersByTimeAsync(900);
    // The screen's rows come: a larger paint, and both waits start again.
    latest().report();
    await vi.advanceTimersByTimeAsync(900);
    expect(fontWait).not.toHaveBeenCalled();
    expect(partsWait).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fontWait).toHaveBeenCalledOnce();
    expect(partsWait).toHaveBeenCalledOnce();
    // Nobody is left waiting: the observer stops.
    expect(latest().disconnected).toBe(true);
  });

  it("a cancelled wait is not told, the others still are; the last one's cancel stops the observer", async () => {
    const kept = vi.fn();
    const cancelled = vi.fn();
    const cancelKept = whenDrawn(kept, 500);
    whenDrawn(cancelled, 500)();
    latest().report();
    await vi.advanceTimersByTimeAsync(500);
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();

    const observer = latest();
    const late = vi.fn();
    const cancelLate = whenDrawn(late, 500);
    expect(latest()).not.toBe(observer);
    cancelKept();
    cancelLate();
    expect(latest().disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(late).not.toHaveBeenCalled();
  });

  it("a wait asked after the page has painted starts its quiet at once", async () => {
    const first = vi.fn();
    const second = vi.fn();
    whenDrawn(first, 1000);
    latest().report();
    await vi.advanceTimersByTimeAsync(400);
    whenDrawn(second, 1000);
    await vi.advanceTimersByTimeAsync(600);
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(second).toHaveBeenCalledOnce();
  });
});
