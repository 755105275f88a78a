// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { BarChart } from "./Charts";

// Victory's drawing is a chunk of its own: each import of the module here is one fetch of that chunk in a build.
const fetched = vi.hoisted(() => ({ count: 0 }));
vi.mock("./VictoryLayer", async (actual) => {
  fetched.count++;
  return actual();
});

/** The frame that paints what has committed, then the task after it. */
async function paintThenNextTask() {
  await act(async () => vi.advanceTimersToNextFrame());
  await act(async () => vi.runOnlyPendingTimers());
}

describe("a chart's frame and Victory's drawing", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("fetches nothing for a chart the user may not see", async () => {
    renderUi(<BarChart title="Revenue" series={[]} granularity="daily" refused />);
    await paintThenNextTask();
    expect(fetched.count).toBe(0);
  });

  it("fetches the drawing once the frame has been painted, while the chart's data are still on their way", async () => {
    renderUi(
      <>
        <BarChart title="Sessions" series={[]} granularity="daily" pending />
        <BarChart title="Revenue" series={[]} granularity="daily" pending />
      </>,
    );
    // Not with the screen's first paint: the page's own scripts and data have the line first.
    expect(fetched.count).toBe(0);
    await act(async () => vi.advanceTimersToNextFrame());
    expect(fetched.count).toBe(0);
    await act(async () => vi.runOnlyPendingTimers());
    // Once for both charts, before either has data to draw.
    await vi.waitFor(() => expect(fetched.count).toBe(1));
  });
});
