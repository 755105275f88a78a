import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { FIRST_FRAME } from "../src/app/firstFrame";
import { USERS, holdRequests, screenTitle, signIn, signedIn, toolbar } from "./support";

// Issue 40: a signed-in screen opened cold stayed blank until its scripts had come and run (3.5 s on
// Lighthouse's phone). The page now draws the shell's frame itself (server/firstFrame.ts): the toolbar's band
// with the menu button and, on wide screens, the drawer's column, in the user's scheme and direction. The shell
// then draws in the same place.

/** The page's entry script, held back until the returned function is called, so the frame can be looked at alone. */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

/** What the content-security policy refused on the page (an inline script without its hash would be). */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const frame = (page: Page) => page.locator(`.${FIRST_FRAME.frame}`);

async function look(locator: Locator) {
  const box = await locator.boundingBox();
  const background = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  return { box, background };
}

test("a screen opened cold shows the shell's frame before its scripts run, and the shell draws over it in place", async ({
  page,
}) => {
  await signedIn(page, USERS.super);
  const refused = refusals(page);
  const release = await holdScripts(page);
  await page.goto("/super/users", { waitUntil: "commit" });
  const bar = frame(page).locator(`.${FIRST_FRAME.bar}`);
  await expect(bar).toBeVisible();
  await expect(frame(page).locator("svg")).toBeVisible();
  const before = {
    bar: await look(bar),
    side: await look(frame(page).locator(`.${FIRST_FRAME.side}`)),
    icon: await frame(page).locator("svg").boundingBox(),
  };
  expect(before.side.box?.width).toBe(320);

  release();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  const shell = {
    bar: await look(toolbar(page)),
    side: await look(page.locator('[data-ui="AppLayout"] aside')),
    icon: await toolbar(page).getByRole("button", { name: "Close menu" }).locator("svg").boundingBox(),
  };
  expect(shell).toEqual(before);
  expect(refused).toEqual([]);
});

test("on a phone in Arabic and the dark scheme the frame is mirrored and dark, as the shell then is", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await signIn(page, USERS.super);
  await expect(screenTitle(page)).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem("cms-lang", "ar");
    localStorage.setItem("cms-dark", "true");
  });
  const release = await holdScripts(page);
  await page.goto("/super/users", { waitUntil: "commit" });
  const bar = frame(page).locator(`.${FIRST_FRAME.bar}`);
  await expect(bar).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(frame(page).locator(`.${FIRST_FRAME.side}`)).toBeHidden();
  const before = { bar: await look(bar), icon: await frame(page).locator("svg").boundingBox() };
  // The menu button at the start of a right-to-left line: the right.
  expect(before.icon!.x).toBeGreaterThan(412 / 2);

  release();
  await expect(page.locator('[data-ui="AppLayout"]')).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  const menuButton = toolbar(page).getByRole("button").first();
  const shell = { bar: await look(toolbar(page)), icon: await menuButton.locator("svg").boundingBox() };
  expect(shell).toEqual(before);
  await page.close();
});

test("the sign-in page, and a screen opened without a session, show no frame", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/super/users", { waitUntil: "commit" });
  await expect(frame(page)).toBeAttached();
  await expect(frame(page)).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login\?nextpage=/);

  // Signed in, the sign-in pages still have none.
  await signedIn(page, USERS.super);
  const held = await holdScripts(page);
  await page.goto("/login/forgot-password", { waitUntil: "commit" });
  await expect(frame(page)).toBeAttached();
  await expect(frame(page)).toBeHidden();
  held();
});
