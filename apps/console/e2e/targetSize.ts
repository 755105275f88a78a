import type { Page } from "@playwright/test";

/**
 * The controls in view smaller than WCAG 2.2's minimum target (2.5.8, 24 × 24 CSS px). Stricter than the
 * criterion: its spacing exception is not taken, since a thumb on a cheap phone misses an 18 px box however far
 * the next control is. A link inside running text is exempt (the "inline" exception), and a check box's or
 * switch's input counts by the label that is its target. A string, so the transpiler's helpers stay out of the
 * page.
 */
const FIND_SMALL_TARGETS = `(() => {
  const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"],' +
    ' [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="radio"], [role="slider"]';
  const visible = (el) => {
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none" && el.getClientRects().length > 0;
  };
  const inline = (el) =>
    el.tagName === "A" && [...(el.parentElement?.childNodes ?? [])].some(
      (node) => node !== el && node.nodeType === 3 && node.textContent.trim() !== "");
  const targets = new Map();
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (!visible(el) || el.closest("[inert], [aria-hidden='true']") || inline(el)) continue;
    if (el.disabled || el.getAttribute("aria-disabled") === "true") continue;
    let target = el;
    let box = el.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2 || (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label"))) {
      target = el.closest("label");
      if (!target) continue;
      box = target.getBoundingClientRect();
    }
    if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
    targets.set(target, box);
  }
  const all = [...targets.entries()];
  const name = (el) => {
    const text = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("title") || "").trim();
    const ui = el.closest("[data-ui]")?.getAttribute("data-ui");
    return el.tagName.toLowerCase() + (ui ? "[data-ui=" + ui + "]" : "") + ' "' + text.replace(/\\s+/g, " ").slice(0, 30) + '"';
  };
  const small = (box) => box.width < 24 - 0.5 || box.height < 24 - 0.5;
  const found = [];
  for (const [el, box] of all)
    if (small(box)) found.push(name(el) + " " + Math.round(box.width) + "×" + Math.round(box.height));
  return found;
})()`;

/** What {@link FIND_SMALL_TARGETS} finds on the page as it is now. */
export const smallTargets = (page: Page): Promise<string[]> => page.evaluate(FIND_SMALL_TARGETS);
