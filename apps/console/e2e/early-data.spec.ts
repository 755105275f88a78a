import { expect, test } from "@playwright/test";
import type { Page, Request } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { Manifest } from "vite";
import { chunkClosure } from "../server/routePreloads";
import { USERS, mainMenu, screenTitle, signedIn } from "./support";

/**
 * The scripts of the parts fetched once a screen is drawn, in the build the suite serves (its manifest): the overlay
 * parts (packages/ui/src/overlays) and the date field's (DatePicker/DatePickerFull.tsx, on screens that draw a
 * date), with the chunks they share with others, so no page names them.
 */
function deferredPartsScripts(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(new URL("../dist/.vite/manifest.json", import.meta.url), "utf8"),
  ) as Manifest;
  const parts = Object.keys(manifest).filter(
    (key) => key.endsWith("src/overlays/parts.ts") || key.endsWith("src/DatePicker/DatePickerFull.tsx"),
  );
  return new Set(chunkClosure(manifest, parts).map((file) => `/${file}`));
}

// Issue 40: a list screen asks for its rows while it renders, beside the shell, instead of once the list has
// been drawn and mounted (on a cheap PC the rows came about a second sooner on the users list). It still asks
// once per opening, and Refresh or coming back still asks the server again. The users list asks for its first
// rows that way, and for all of them once those are drawn (a chain's thousands of users).
test("a list asks for its rows once as it opens, before it is drawn, and again on Refresh", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { usersAsked: string[] }).usersAsked = asked;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      // Which rows were asked for, and whether the list's title bar was already on the page then.
      if (url.includes("/api/cms/v3/user/index")) {
        const drawn = [...document.querySelectorAll("main h2")].some(
          (title) => title.textContent === "Users",
        );
        asked.push(`${url.includes("limit=") ? "first rows" : "all"}, ${drawn ? "drawn" : "not drawn"}`);
      }
      return fetch(input, init);
    };
  });
  await signedIn(page, USERS.super);
  await page.goto("/super/users");
  const main = page.getByRole("main");
  await expect(main.getByRole("row", { name: "Sophie" })).toBeVisible();
  const asked = () => page.evaluate(() => (window as unknown as { usersAsked: string[] }).usersAsked);
  const opening = ["first rows, not drawn", "all, drawn"];
  await expect.poll(asked).toEqual(opening);

  await main.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(asked).toEqual([...opening, "all, drawn"]);
  await expect(main.getByRole("row", { name: "Sophie" })).toBeVisible();

  // Away and back to the same history entry: the list asks the server again, early.
  await mainMenu(page).getByRole("link", { name: "Roles" }).click();
  await expect(screenTitle(page)).toHaveText("Roles");
  await page.goBack();
  await expect(main.getByRole("row", { name: "Sophie" })).toBeVisible();
  await expect.poll(asked).toEqual([...opening, "all, drawn", ...opening]);
});

// A property's screen opened while the drawer had another property chosen: the choice follows the URL a moment
// after the screen opens. That used to hand the screen a new (equal) set of permissions, and the list asked for
// its rows a second time, emptying the rows it had drawn. A server-paged list (monitoring) asks for its first
// page while the screen renders, and once too.
const OPENED_ONCE = [
  { url: "/property/1001/checkin-room-manager", rows: "/api/cms/v3/1001/guest/index" },
  { url: "/property/1001/onespeed-gateway/monitoring", rows: "/api/cms/v3/1001/onespeed/profile/index" },
];
for (const { url, rows } of OPENED_ONCE) {
  test(`${url} asks for its rows once as it opens at another property than the drawer's`, async ({
    page,
  }) => {
    await signedIn(page, USERS.super);
    await page.evaluate(() => localStorage.setItem("cms-property", "1002"));
    // In a new tab, as a link from elsewhere opens it.
    const tab = await page.context().newPage();
    const asked: string[] = [];
    tab.on("request", (request) => {
      if (new URL(request.url()).pathname === rows) asked.push(request.url());
    });
    await tab.goto(url);
    // Rows drawn (the header row and more), and the drawer's choice moved to the URL's property.
    await expect(tab.getByRole("main").getByRole("row").nth(1)).toBeVisible();
    await expect.poll(() => tab.evaluate(() => localStorage.getItem("cms-property"))).toBe("1001");
    await tab.waitForLoadState("networkidle");
    expect(asked).toHaveLength(1);
  });
}

// Issue 40: a signed-in route's page names the scripts that route draws (`<link rel="modulepreload">`, from the
// build's dist/preloads.json), so a cold start fetches the shell and the screen with the page instead of in three
// steps, each after the one before had run. One of each kind of screen, each in a browser with nothing cached.
const COLD_ROUTES = [
  "/super/users",
  "/property/1001/dashboard",
  "/property/1001/onespeed-gateway/dashboard",
  "/property/1001/onespeed-gateway/settings",
  "/property/1001/roomcontrol",
  "/property/1001/oneapp/webcheckin/reservations",
  "/property/1001/content-management/mediapool",
  "/no-such-screen",
];

test.describe("opened cold, a screen's scripts are named by its page", () => {
  // One signed-in page for all, with the browser's cache off: every opening fetches every script again.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signedIn(page, USERS.super);
    await (
      await page.context().newCDPSession(page)
    ).send("Network.setCacheDisabled", { cacheDisabled: true });
  });
  test.afterAll(() => page.close());

  for (const url of COLD_ROUTES) {
    test(url, async () => {
      const fetched: string[] = [];
      const onRequest = (request: Request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".js")) fetched.push(pathname);
      };
      page.on("request", onRequest);
      const response = await page.goto(url);
      const named = [
        ...(await response!.text()).matchAll(/<(?:link|script)[^>]+(?:href|src)="([^"]+\.js)"/g),
      ].map((match) => match[1]!);
      await expect(mainMenu(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      page.off("request", onRequest);
      // The UI language's texts are the one fetch the page cannot name: the saved choice is in the browser.
      // Victory's part of a chart is fetched on purpose once a chart's frame has been painted, after the screen's
      // first paint (packages/ui/src/charts/XYPlot.tsx), and React Aria's overlays and the date field once the
      // screen is drawn (packages/ui/src/overlays), so the page leaves them out.
      const drawnLater = [/\/assets\/en-[\w-]+\.js$/, /\/assets\/VictoryLayer-[\w-]+\.js$/];
      const partsScripts = deferredPartsScripts();
      const unnamed = fetched.filter(
        (path) =>
          !named.includes(path) &&
          !drawnLater.some((pattern) => pattern.test(path)) &&
          !partsScripts.has(path),
      );
      expect(unnamed, "scripts fetched that the page did not name").toEqual([]);
    });
  }

  test("the sign-in page names only its own scripts: none of the shell's", async ({ request }) => {
    const page = await (await request.get("/login")).text();
    expect(page).toContain('rel="modulepreload"');
    expect(page).not.toMatch(/SignedInRoutes|ListScreen|RouteScreen/);
    expect(await (await request.get("/super/users")).text()).toMatch(
      /SignedInRoutes-[\w-]+\.js".*UsersScreen-/s,
    );
  });
});
