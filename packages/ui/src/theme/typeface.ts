import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** The root's attribute while Inter is held back: text is set in Inter's metric twin (GlobalStyle). */
export const TYPEFACE_HOLD = "data-typeface-held";

/** The performance mark set when Inter is let in, its detail saying why (for DevTools and the e2e suite). */
export const TYPEFACE_MARK = "typeface released";

export type TypefaceRelease = "cached" | "drawn" | "late";

export interface HoldTypefaceOptions {
  /** How long the largest paint must stay the same before the screen counts as drawn. */
  quietMs?: number;
  /** The longest Inter is held, whatever is still being drawn. */
  longestMs?: number;
}

/**
 * Holds the product's typeface back on a browser's first visit until the screen has been drawn (issue 40).
 * Inter's Latin file is 47 KiB; on a phone's line it shared the bandwidth with the scripts and data the screen
 * needs, and came before the screen's largest paint (Lighthouse mobile, LCP about 140 ms later on a list, 240 ms on
 * a dashboard). Meanwhile the text is set in "Inter Fallback", which takes Inter's room, so nothing moves when
 * Inter comes. When Inter is in the browser's cache (every visit after the first: its file name is its hash),
 * it is let in at once and the screen is drawn in it from the start.
 *
 * The screen counts as drawn once the largest paint has stayed the same for `quietMs` (where the browser reports
 * it; else from the page's load), or after `longestMs` at most.
 */
export function holdTypeface({ quietMs = 1000, longestMs = 5000 }: HoldTypefaceOptions = {}): void {
  const root = document.documentElement;
  root.setAttribute(TYPEFACE_HOLD, "");
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const release = (why: TypefaceRelease) => {
    if (!root.hasAttribute(TYPEFACE_HOLD)) return;
    clearTimeout(quiet);
    clearTimeout(longest);
    observer?.disconnect();
    root.removeAttribute(TYPEFACE_HOLD);
    performance.mark?.(TYPEFACE_MARK, { detail: why });
  };
  const longest = setTimeout(() => release("late"), longestMs);
  const painted = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => release("drawn"), quietMs);
  };
  if (typeof PerformanceObserver !== "undefined" && largestPaintReported()) {
    observer = new PerformanceObserver(painted);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  } else if (document.readyState === "complete") {
    painted();
  } else {
    window.addEventListener("load", painted, { once: true });
  }
  // The cache answers without the network (a first visit's answer is an error): same origin only.
  fetch(interLatin, { cache: "only-if-cached", mode: "same-origin" }).then(
    (response) => {
      void response.body?.cancel();
      if (response.ok) release("cached");
    },
    () => undefined,
  );
}

function largestPaintReported(): boolean {
  return PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ?? false;
}
