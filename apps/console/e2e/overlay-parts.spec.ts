import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { compareImages } from "../../../visual/compare";
import { USERS, holdRequests, signedIn, toolbar } from "./support";

// Issue 40: react-aria's overlays (menus, selects, the property selector's list, dialogs, tooltip bubbles) are
// a chunk of their own, fetched once the screen is drawn. Until it comes their triggers are drawn as they will
// be; what a user does to one meanwhile is done when it comes.

const PARTS = /\/assets\/parts-[\w-]+\.js$/;
const USERS_LIST = "/super/users";

/** Whether the overlay parts have taken over (react-aria's Select draws the toolbar's language select). */
const partsHere = (page: Page) =>
  page.evaluate(() => document.querySelector('header [data-ui="Select"][data-rac]') !== null);

/** Opens the users list with the overlay parts held back; the function returned lets them come. */
async function usersListWithoutParts(page: Page): Promise<() => void> {
  const release = await holdRequests(page, PARTS);
  await signedIn(page, USERS.super, USERS_LIST);
  await expect(page.getByRole("row").filter({ hasText: "@" }).first()).toBeVisible();
  return release;
}

test("a screen is drawn whole without the overlay parts, and nothing on it changes when they come", async ({
  page,
}) => {
  const asked: number[] = [];
  page.on("request", (request) => {
    if (PARTS.test(request.url())) asked.push(Date.now());
  });
  const release = await usersListWithoutParts(page);
  // Everything a user sees is there: the toolbar's language, design, support and account; the property
  // selector; the list's tools and its page size.
  const bar = toolbar(page);
  await expect(bar.getByRole("button", { name: /English/ })).toBeVisible();
  // Their popups said as react-aria's triggers say them: `true` for a menu, nothing for a dialog.
  await expect(bar.getByRole("button", { name: `Account ${USERS.super}` })).toHaveAttribute(
    "aria-haspopup",
    "true",
  );
  await expect(page.getByRole("combobox", { name: "Property" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Columns", exact: true })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(page.getByRole("button", { name: /Items per page/ })).toBeVisible();
  // The screen asked for them once it was drawn, and draws the same when they come.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(await partsHere(page)).toBe(false);
  await page.mouse.move(0, 799);
  const before = await page.screenshot({ animations: "disabled" });
  release();
  await expect.poll(() => partsHere(page)).toBe(true);
  const after = await page.screenshot({ animations: "disabled" });
  // Compared as the screenshot suite compares a story with its baseline (a field's corner may be anti-aliased a
  // shade apart where react-aria's Group replaces the stand-in's box).
  expect(compareImages(before, after).failure, "the page before the overlay parts and after").toBeUndefined();
});

test("the account menu pressed before the overlay parts come opens when they come, and gives the focus back", async ({
  page,
}) => {
  const release = await usersListWithoutParts(page);
  const account = toolbar(page).getByRole("button", { name: `Account ${USERS.super}` });
  await account.click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  release();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Change password" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();
});

test("the language select, reached by keyboard before the overlay parts come, opens its list when they come", async ({
  page,
}) => {
  const release = await usersListWithoutParts(page);
  const language = toolbar(page).getByRole("button", { name: /English/ });
  await language.focus();
  await page.keyboard.press("ArrowDown");
  release();
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  await expect(list.getByRole("option", { name: "Deutsch" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(toolbar(page).getByRole("button", { name: /English/ })).toBeFocused();
});
