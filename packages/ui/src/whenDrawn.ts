/**
 * Calls `then` once the page's screen is drawn: its largest paint has stayed the same for `quietMs` (where the
 * browser does not report largest paints, from the page's load event). The typeface hold and the overlay parts
 * wait on it so that nothing they fetch shares the line with what the screen needs first (issue 40). Returns a
 * function that cancels the wait.
 *
 * Every wait listens to one observer of largest paints: the page's start-up asks twice (Inter, the overlay
 * parts), and both hear the same paints.
 */
export function whenDrawn(then: () => void, quietMs = 1000): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const drawn = () => {
    stopHearing(painted);
    drawnOnce = true;
    then();
  };
  const painted = () => {
    clearTimeout(quiet);
    quiet = setTimeout(drawn, quietMs);
  };
  if (typeof PerformanceObserver !== "undefined" && largestPaintReported()) {
    hear(painted);
  } else if (document.readyState === "complete") {
    painted();
  } else {
    window.addEventListener("load", painted, { once: true });
  }
  return () => {
    clearTimeout(quiet);
    stopHearing(painted);
    window.removeEventListener("load", painted);
  };
}

/** Whether a wait has found the page drawn: what is asked for later need not wait for a quiet paint again. */
let drawnOnce = false;

/** True once the page's first screen has been drawn (a {@link whenDrawn} wait has been told). */
export function pageDrawn(): boolean {
  return drawnOnce;
}

/** The waits hearing largest paints, the one observer that tells them, and whether it has told of one yet. */
const hearing = new Set<() => void>();
let observer: PerformanceObserver | undefined;
let paintSeen = false;

function hear(painted: () => void) {
  hearing.add(painted);
  if (!observer) {
    observer = new PerformanceObserver(() => {
      paintSeen = true;
      for (const listener of [...hearing]) listener();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  } else if (paintSeen) {
    // The page has painted already: its wait starts now, as the first one's did at that paint.
    painted();
  }
}

function stopHearing(painted: () => void) {
  if (!hearing.delete(painted) || hearing.size > 0) return;
  observer?.disconnect();
  observer = undefined;
  paintSeen = false;
}

function largestPaintReported(): boolean {
  return PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ?? false;
}

/**
 * Runs `run` in the task after the browser has painted what React committed (at once in a hidden page, which
 * paints nothing): a list's first rows before the rest, a chart's frame before Victory's drawing is fetched.
 */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden")
    setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}
