/**
 * Calls `then` once the page's screen is drawn: its largest paint has stayed the same for `quietMs` (where the
 * browser does not report largest paints, from the page's load event). The typeface hold and the overlay parts
 * wait on it so that nothing they fetch shares the line with what the screen needs first (issue 40). Returns a
 * function that cancels the wait.
 */
export function whenDrawn(then: () => void, quietMs = 1000): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const drawn = () => {
    observer?.disconnect();
    then();
  };
  const painted = () => {
    clearTimeout(quiet);
    quiet = setTimeout(drawn, quietMs);
  };
  if (typeof PerformanceObserver !== "undefined" && largestPaintReported()) {
    observer = new PerformanceObserver(painted);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  } else if (document.readyState === "complete") {
    painted();
  } else {
    window.addEventListener("load", painted, { once: true });
  }
  return () => {
    clearTimeout(quiet);
    observer?.disconnect();
    window.removeEventListener("load", painted);
  };
}

function largestPaintReported(): boolean {
  return PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ?? false;
}
