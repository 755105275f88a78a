import type { Page } from "@playwright/test";

/**
 * In the page, from its first script on: every layout shift without recent input, with what moved. A string, so
 * the transpiler's helpers stay out of the page.
 */
export const RECORD_SHIFTS = `(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : "?";
    const ui = node.closest("[data-ui]")?.getAttribute("data-ui");
    const text = (node.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40);
    return node.tagName.toLowerCase() + (ui ? "[data-ui=" + ui + "]" : "") + (text ? ' "' + text + '"' : "");
  };
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map((s) =>
          describe(s.node) + " " + Math.round(s.previousRect.y) + "→" + Math.round(s.currentRect.y) +
          " h" + Math.round(s.previousRect.height) + "→" + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
})()`;

/** A layout shift the page recorded (see {@link RECORD_SHIFTS}). */
export interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** The shifts recorded so far in the page (add {@link RECORD_SHIFTS} as an init script first). */
export const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
