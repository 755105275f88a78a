import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { PUBLIC_ROUTES, routeUrl, signedInRoutes } from "./routeTable";
import { expectNoRawText } from "./rawText";
import { USERS, mainMenu, screenTitle, signIn, signedIn } from "./support";
import { smallTargets } from "./targetSize";
import type { Shift } from "./layoutShifts";
import { RECORD_SHIFTS, shifts } from "./layoutShifts";

// Issue 40, item 3: no screen moves under the user while it opens. Every route of both spec documents is opened
// as a fresh page load (the shell, the user's info, the property and the screen's data all arriving), and the
// layout shifts the browser reports are summed, as Core Web Vitals' CLS counts them (input-driven shifts left
// out), until the screen has settled. Google calls 0.1 "good"; our bar is 0.02 (docs/decisions.md).
const CLS_LIMIT = 0.02;
const PROPERTY = "1001";
const SIGNED_IN_ROUTES = await signedInRoutes();

/**
 * In the page, from its first script on: how often a list's row had its box read (its height, offsets or client
 * rect) before the screen settled. Issue 40, item 5: a read while React commits the rows lays out the whole page
 * inside the commit (on a phone, where rows are cards, one layout of 105-154 ms in Lighthouse's mobile trace); a
 * row's height comes from the browser's own layout instead, through a ResizeObserver.
 */
const RECORD_ROW_READS = `(() => {
  window.__rowReads = 0;
  const isRow = (element) => element instanceof Element && element.hasAttribute("data-row-index");
  const rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    if (isRow(this)) window.__rowReads++;
    return rect.call(this);
  };
  for (const name of ["offsetHeight", "offsetWidth", "offsetTop"]) {
    const getter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name).get;
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get() {
        if (isRow(this)) window.__rowReads++;
        return getter.call(this);
      },
    });
  }
})()`;

/**
 * In the page, from its first script on: every call the page makes to the API, as "METHOD url". Kept by the
 * document, so a call the page before made as it was left is not counted here.
 */
const RECORD_CALLS = `(() => {
  window.__calls = [];
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    if (url.includes("/api/")) window.__calls.push(((init && init.method) || (request && request.method) || "GET") + " " + url);
    return fetch.apply(this, arguments);
  };
})()`;

/**
 * The reads a screen made more than once while it opened: each answer is shared by every view of the screen
 * that shows it (one query layer, issue 44). The property list is the session's and the properties screen's
 * own list, which asks the server on every opening.
 */
const askedTwice = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).filter(
    (call, index, calls) =>
      call.startsWith("GET ") && !call.includes("/property/index") && calls.indexOf(call) !== index,
  );

/** How often the open screen read a list row's box while it opened (see RECORD_ROW_READS). */
const rowReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rowReads: number }).__rowReads);

/**
 * Opens `url` and waits until the screen has settled: no request for half a second, nothing busy, and no new
 * shift over another half second. Returns every shift the load made.
 */
async function openAndSettle(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  let seen = -1;
  for (let round = 0; round < 20; round++) {
    const now = (await shifts(page)).length;
    if (now === seen) break;
    seen = now;
    await page.waitForTimeout(500);
  }
  return shifts(page);
}

/**
 * Every list's Actions are in its frame's view, however wide its table (issue 43, item 7: at 1,440 px they were
 * cut off on monitoring, the room manager, bulk tickets and reservations).
 */
async function expectActionsInView(page: Page) {
  const cut = await page.locator('[data-ui="ListTable"]').evaluateAll((frames) =>
    frames.flatMap((frame) => {
      const actions = frame.querySelector('[role="columnheader"][data-part="actions"]');
      if (!actions) return [];
      const box = frame.getBoundingClientRect();
      const cell = actions.getBoundingClientRect();
      return cell.left >= box.left - 1 && cell.right <= box.right + 1
        ? []
        : [
            `${frame.querySelector("[role=table]")?.getAttribute("aria-label") ?? "a list"}: Actions at ${Math.round(cell.left)}–${Math.round(cell.right)} px, frame ${Math.round(box.left)}–${Math.round(box.right)} px`,
          ];
    }),
  );
  expect(cut, "every list's Actions in view").toEqual([]);
}

/**
 * A list's buttons that belong together stay on one line when its rows wrap on a phone (issue 41 item 9): the
 * search's tools (filter, columns, CSV), and previous page with next page. The CSV button and next page each
 * dropped to a line of their own, at the start and the end.
 */
async function expectToolsTogether(page: Page) {
  const split = await page.locator('[data-ui="GenericList"]').evaluateAll((lists) =>
    lists.flatMap((list) => {
      const top = (element: Element | null | undefined) =>
        element ? Math.round(element.getBoundingClientRect().top) : undefined;
      const name = list.querySelector("h2")?.textContent ?? "a list";
      const tools = [
        ...(list
          .querySelector('[data-ui="ListSearch"]')
          ?.parentElement?.querySelectorAll('[data-ui="IconButton"]') ?? []),
      ].map(top);
      const pages = [
        list.querySelector('[aria-label="Previous page"]'),
        list.querySelector('[aria-label="Next page"]'),
      ].map(top);
      const toolLines = new Set(tools).size;
      return [
        ...(toolLines > 1 ? [`${name}: the tool buttons on ${toolLines} lines`] : []),
        ...(new Set(pages).size > 1 ? [`${name}: previous and next page on two lines`] : []),
      ];
    }),
  );
  expect(split, "buttons that belong together, on one line").toEqual([]);
}

/**
 * Nothing reaches past a phone's edge: the page never scrolls sideways under the thumb. A dashboard's range bar
 * made every dashboard 26 px wider than the phone; what is wider than the screen scrolls inside its own box.
 */
async function expectNoSidewaysScroll(page: Page) {
  const wider = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wider, "px the page reaches past the phone's edge").toBe(0);
}

/**
 * Where the screen's title stands: the middle of its first line, in px from the top of the page; undefined on a
 * screen without one or whose tabs come first (room control: each tab's list has its title). A settings screen's
 * title stood 3 px above a list's (beside its refresh button) and 12 px above the reservations' (beside a
 * labelled date): the heading jumped as the user went between them.
 */
async function titleLine(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const title = document.querySelector(
      'main [data-ui="ScreenHeading"] > h2, main [data-ui="ListToolbar"] > h2',
    );
    const tabs = document.querySelector('main [role="tablist"]');
    if (!title || (tabs && tabs.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING))
      return undefined;
    const box = title.getBoundingClientRect();
    const style = getComputedStyle(title);
    const firstLine = parseFloat(style.paddingTop) + parseFloat(style.lineHeight) / 2;
    return Math.round((box.top + Math.min(firstLine, box.height / 2)) * 2) / 2;
  });
}

function expectStill(recorded: Shift[]) {
  const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
  const report = recorded.map(
    (shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join(", ")}`,
  );
  expect(total, `layout shifts while opening:\n${report.join("\n")}`).toBeLessThanOrEqual(CLS_LIMIT);
}

test.describe("signed out, every page holds still while it opens", () => {
  test.beforeEach(async ({ page }) => page.addInitScript(RECORD_SHIFTS));
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}`, async ({ page }) => {
      expectStill(await openAndSettle(page, route.path));
    });
  }
});

test.describe("signed in as the super administrator at Hotel Sacher Wien, every screen holds still while it opens", () => {
  // One signed-in page for all, in order; a failure starts a new worker, which signs in again.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signedIn(page, USERS.super);
    await page.addInitScript(RECORD_SHIFTS);
    await page.addInitScript(RECORD_ROW_READS);
    await page.addInitScript(RECORD_CALLS);
  });
  test.afterAll(() => page.close());
  // The first screen with a title sets the line every other screen's title keeps.
  let firstTitle: { url: string; line: number } | undefined;

  for (const route of SIGNED_IN_ROUTES) {
    const url = routeUrl(route, PROPERTY);
    test(`${route.name} (${url})`, async () => {
      const recorded = await openAndSettle(page, url);
      const line = await titleLine(page);
      if (line !== undefined) {
        firstTitle ??= { url, line };
        expect(line, `the title's line, against ${firstTitle.url}'s`).toBe(firstTitle.line);
      }
      expect(await rowReads(page), "list rows measured as they mounted").toBe(0);
      expect(await askedTwice(page), "reads asked for twice while the screen opened").toEqual([]);
      await expect(mainMenu(page)).toBeVisible();
      expectStill(recorded);
      // The settled screen, in English, says everything in words (issue 43; raw-text.spec.ts does Arabic).
      await expectNoRawText(page, url);
      await expectActionsInView(page);
    });
  }
});

test.describe("signed in on a phone (390 × 844), every screen holds still, fits its width and its controls take a thumb", () => {
  // Issue 43, item 13: controls under WCAG 2.2's 24 px (2.5.8) on a phone; issue 40: the phone's layout shifts.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, USERS.super);
    await expect(screenTitle(page)).toBeVisible();
    await page.addInitScript(RECORD_SHIFTS);
    await page.addInitScript(RECORD_ROW_READS);
  });
  test.afterAll(() => page.close());

  for (const route of SIGNED_IN_ROUTES) {
    const url = routeUrl(route, PROPERTY);
    test(`${route.name} (${url})`, async () => {
      const recorded = await openAndSettle(page, url);
      expect(await rowReads(page), "list cards measured as they mounted").toBe(0);
      await expect(screenTitle(page)).toBeVisible();
      expectStill(recorded);
      expect(await smallTargets(page), "controls smaller than 24 × 24 px").toEqual([]);
      await expectToolsTogether(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
