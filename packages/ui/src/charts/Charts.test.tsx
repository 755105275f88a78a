// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { BarChart, LineChart } from "./Charts";
import type * as ChartFrameModule from "./ChartFrame";
import type { ChartSeries } from "./chartData";
import { dailySessions, hourlyBandwidth } from "./__fixtures__/series";

// Every time a chart is drawn it draws its frame: counting the frames counts each chart's renders, by title.
const frames = vi.hoisted(() => new Map<string, number>());
vi.mock("./ChartFrame", async (actual) => {
  const original = await actual<typeof ChartFrameModule>();
  return {
    ...original,
    ChartFrame: (props: ComponentProps<typeof original.ChartFrame>) => {
      frames.set(props.title, (frames.get(props.title) ?? 0) + 1);
      return <original.ChartFrame {...props} />;
    },
  };
});

const bandwidth = hourlyBandwidth(48);
const sessions = dailySessions();
const retry = () => {};

/** A dashboard in miniature: two charts, and state of its own (another query's answer, a clock) beside them. */
function Dashboard({ initialSessions }: { initialSessions: ChartSeries[] }) {
  const [tick, setTick] = useState(0);
  const [sessionSeries, setSessionSeries] = useState(initialSessions);
  return (
    <>
      <button onClick={() => setTick((n) => n + 1)}>Another answer ({tick})</button>
      <button onClick={() => setSessionSeries(sessions.map((s) => ({ ...s, points: s.points.slice(1) })))}>
        New sessions
      </button>
      <LineChart title="Bandwidth" series={bandwidth} granularity="hourly" unit="Mbit/s" onRetry={retry} />
      <BarChart title="Sessions" series={sessionSeries} granularity="daily" onRetry={retry} />
    </>
  );
}

describe("charts on a dashboard", () => {
  it("are not drawn again when the dashboard re-renders for something else, and each is drawn again for its own data", () => {
    renderUi(<Dashboard initialSessions={sessions} />);
    // Drawn, then measured (each chart takes its width after the first commit).
    const drawn = new Map(frames);
    expect(drawn.get("Bandwidth")).toBeGreaterThan(0);
    expect(drawn.get("Sessions")).toBeGreaterThan(0);

    act(() => screen.getByRole("button", { name: /Another answer/ }).click());
    act(() => screen.getByRole("button", { name: /Another answer/ }).click());
    expect(screen.getByRole("button", { name: "Another answer (2)" })).toBeInTheDocument();
    expect(frames).toEqual(drawn);

    // The sessions' new data: that chart alone.
    act(() => screen.getByRole("button", { name: "New sessions" }).click());
    expect(frames.get("Bandwidth")).toBe(drawn.get("Bandwidth"));
    expect(frames.get("Sessions")).toBeGreaterThan(drawn.get("Sessions")!);
  });
});

describe("a chart out of sight", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("holds its room but draws its plot only once it comes near the viewport", async () => {
    // The browser's observers, driven by hand: where the plot is (intersection) and how wide (resize).
    const seen: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const measured: (() => void)[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          measured.push(callback);
        }
        observe() {
          measured.at(-1)?.();
        }
        disconnect() {}
      },
    );
    const { container } = renderUi(
      <LineChart title="Bandwidth" series={bandwidth} granularity="hourly" unit="Mbit/s" onRetry={retry} />,
    );
    const plot = screen.getByRole("group", { name: "Bandwidth" });
    expect(plot.style.blockSize).not.toBe("");
    expect(container.querySelector("[data-ui=ChartPlot] svg")).toBeNull();

    // Still below the fold: nothing drawn.
    act(() => seen.forEach((callback) => callback([{ isIntersecting: false }])));
    expect(container.querySelector("[data-ui=ChartPlot] svg")).toBeNull();

    // Scrolled near: measured and drawn.
    await act(async () => seen.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(container.querySelector("[data-ui=ChartPlot] svg")).not.toBeNull();
  });
});
