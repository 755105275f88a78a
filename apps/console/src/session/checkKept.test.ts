import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const drawn = vi.hoisted(() => ({ then: undefined as (() => void) | undefined, stopped: 0 }));
vi.mock("@cms/ui", () => ({
  whenDrawn: (then: () => void) => {
    drawn.then = then;
    return () => void drawn.stopped++;
  },
}));
const { CHECK_KEPT_AT_THE_LATEST_MS, checkKeptWhenDrawn } = await import("./checkKept");

describe("a restored session's kept info is checked", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    drawn.then = undefined;
    drawn.stopped = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("once the screen is drawn, not before, and only once", () => {
    const check = vi.fn();
    checkKeptWhenDrawn(check);
    expect(check).not.toHaveBeenCalled();
    drawn.then!();
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHECK_KEPT_AT_THE_LATEST_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("at the latest after five seconds where no paint is reported (a tab opened out of sight)", () => {
    const check = vi.fn();
    checkKeptWhenDrawn(check);
    vi.advanceTimersByTime(CHECK_KEPT_AT_THE_LATEST_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    // The wait for a paint is given up.
    expect(drawn.stopped).toBe(1);
  });
});
