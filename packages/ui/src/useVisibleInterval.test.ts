// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVisibleInterval } from "./useVisibleInterval";

let visibility: DocumentVisibilityState = "visible";

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("useVisibleInterval", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("calls every interval while the page is visible", () => {
    const callback = vi.fn();
    renderHook(() => useVisibleInterval(callback, 1000));
    vi.advanceTimersByTime(3500);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it("pauses while the page is hidden and catches up once when it shows again", () => {
    const callback = vi.fn();
    renderHook(() => useVisibleInterval(callback, 1000));
    vi.advanceTimersByTime(1000);
    show("hidden");
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
    show("visible");
    expect(callback).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it("does not start on a hidden page, and stops when unmounted or disabled", () => {
    const callback = vi.fn();
    visibility = "hidden";
    const { unmount } = renderHook(() => useVisibleInterval(callback, 1000));
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    unmount();
    show("visible");
    expect(callback).not.toHaveBeenCalled();
    renderHook(() => useVisibleInterval(callback, 1000, false));
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
