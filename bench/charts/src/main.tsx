import { Fragment, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { hourlyBandwidth } from "../../../packages/ui/src/charts/__fixtures__/series";

// ?lib=ours|victory|floor. A year of hourly download and upload (8,760 points × 2), ready before the clock starts:
// the first-render figure is the chart's render and paint, not the bundle's download.
declare global {
  interface Window {
    bench: {
      firstRender?: number;
      armHover: () => void;
      hover?: Promise<number>;
      /** The same move's event time to the DOM changed (the page's own work, before the browser's frame). */
      hoverDom?: number;
      /** With ?hold: renders when called (a profiler can start first). */
      go?: () => void;
    };
  }
}

const series = hourlyBandwidth(8760);
const lib = new URLSearchParams(location.search).get("lib");
const { App, Host = Fragment } = (
  lib === "victory"
    ? await import("./plain")
    : lib === "floor"
      ? await import("./floor")
      : await import("./ours")
) as { App: ComponentType<{ series: typeof series }>; Host?: ComponentType<{ children?: ReactNode }> };

/** ms from `start` to the end of the next painted frame (a task after the frame's rAF). */
const afterPaint = (start: number) =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(0);
    }),
  );

const container = document.getElementById("root")!;
window.bench = {
  // The next pointermove's event time to the frame painted after the chart's DOM changed (the tooltip).
  armHover() {
    window.bench.hover = new Promise((resolve) => {
      window.addEventListener(
        "pointermove",
        (event) => {
          const start = event.timeStamp;
          const observer = new MutationObserver(() => {
            observer.disconnect();
            window.bench.hoverDom = performance.now() - start;
            void afterPaint(start).then(resolve);
          });
          observer.observe(container, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
        },
        { capture: true, once: true },
      );
    });
  },
};

// What a screen already has when its chart appears (the kit's UiProvider: theme, i18n of 22 languages) is mounted
// and painted before the clock starts, so the first render is the chart's own: from the state change that shows
// it to its first painted frame. Victory and the floor get the same empty host.
// The host may suspend on its first mount (the kit's translations load lazily): the clock waits for its commit.
let mounted: (show: () => void) => void = () => {};
const hostReady = new Promise<() => void>((resolve) => (mounted = resolve));
function Page() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    mounted(() => setShown(true));
  }, []);
  return <Host>{shown ? <App series={series} /> : null}</Host>;
}
createRoot(container).render(<Page />);
/** Resolves once the chart's lines are in the DOM (a lazy chunk or a suspended translation may come first). */
const drawn = () =>
  new Promise<void>((resolve) => {
    const done = () =>
      container.querySelector('svg[role="img"] :is(path, polyline), [data-ui="ChartPlot"] svg path') !== null;
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { subtree: true, childList: true, attributes: true });
  });
const show = await hostReady;
const render = () => {
  const start = performance.now();
  show();
  void drawn()
    .then(() => afterPaint(start))
    .then((ms) => {
      window.bench.firstRender = ms;
    });
};
await afterPaint(performance.now());
if (new URLSearchParams(location.search).has("hold")) window.bench.go = render;
else render();
