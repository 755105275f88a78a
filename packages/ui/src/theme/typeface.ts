import { whenDrawn } from "../whenDrawn";

/** The root's attribute while Inter is held back: text is set in Inter's metric twin (GlobalStyle). */
export const TYPEFACE_HOLD = "data-typeface-held";

/** The performance mark set when Inter is let in, its detail saying why (for DevTools and the e2e suite). */
export const TYPEFACE_MARK = "typeface released";

/**
 * Why Inter was let in: it was in the browser's cache as the page opened, the user went to another screen, or
 * the page was hidden (another tab): moments when nothing the user looks at moves.
 */
export type TypefaceRelease = "cached" | "navigated" | "hidden";

export interface HoldTypefaceOptions {
  /** How long the largest paint must stay the same before the screen counts as drawn and Inter is fetched. */
  quietMs?: number;
}

/** Lets Inter in, while a page holds it back. */
let letIn: ((why: TypefaceRelease) => void) | undefined;

/**
 * Holds the product's typeface back on a browser's first visit (issue 40). Inter's Latin file is 47 KiB; on a
 * phone's line it shared the bandwidth with the scripts and data the screen needs, and came before the screen's
 * largest paint (Lighthouse mobile: a list's LCP 80-100 ms later). Meanwhile the text is set in "Inter Fallback",
 * which takes Inter's room.
 *
 * Inter is fetched once the screen is drawn (the largest paint has stayed the same for `quietMs`; where the
 * browser does not report it, from the page's load), and let in when the screen changes anyway
 * ({@link releaseTypeface}, the console's router calls it) or the page is hidden: let in on the screen it was
 * fetched for, it reflowed lines near a wrap (heartbeat's cards on a phone, a layout shift of 0.04-0.065). When
 * the page's style sheets come from the browser's cache (a visit after the first), Inter is let in at once and the
 * screen is drawn in it from the start.
 */
export function holdTypeface({ quietMs = 1000 }: HoldTypefaceOptions = {}): void {
  const root = document.documentElement;
  root.setAttribute(TYPEFACE_HOLD, "");
  const cancel = whenDrawn(fetchInter, quietMs);
  const whenHidden = () => {
    if (document.visibilityState === "hidden") release("hidden");
  };
  const release = (why: TypefaceRelease) => {
    if (!root.hasAttribute(TYPEFACE_HOLD)) return;
    cancel();
    document.removeEventListener("visibilitychange", whenHidden);
    letIn = undefined;
    root.removeAttribute(TYPEFACE_HOLD);
    performance.mark?.(TYPEFACE_MARK, { detail: why });
  };
  letIn = release;
  document.addEventListener("visibilitychange", whenHidden);
  if (styleSheetsCached()) {
    release("cached");
    // Asked for now, while the page's scripts load: fetched only once text first uses it, it came from the cache
    // after a screen that opens at once had drawn in the twin, and the swap moved the reservations' day (CLS 0.002).
    fetchInter();
  }
}

const fetchInter = () => {
  void document.fonts?.load('1em "Inter Variable"').catch(() => undefined);
};

/** Lets Inter in now if the page holds it back: the user has gone to another screen. */
export function releaseTypeface(): void {
  letIn?.("navigated");
}

/**
 * Whether the page's style sheets came from the browser's cache: the page has been opened before, so Inter (which
 * every visit fetches once its screen is drawn) is there too. Asked of the cache itself (`fetch` with
 * `only-if-cached`), a first visit's miss was a console error in every browser (Lighthouse: best practices 96).
 */
function styleSheetsCached(): boolean {
  const sheets = (performance.getEntriesByType?.("resource") ?? []).filter(
    (entry) =>
      (entry as PerformanceResourceTiming).initiatorType === "link" && /\.css(\?|$)/.test(entry.name),
  ) as PerformanceResourceTiming[];
  return sheets.length > 0 && sheets.every((sheet) => sheet.transferSize === 0 && sheet.decodedBodySize > 0);
}
