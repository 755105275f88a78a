import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { USERS, mainMenu, screenTitle, signedIn } from "../../../../e2e/support";

// Issue 26: the screens built on the generic list directly (not the kit's list screen) keep their search, sort
// and page in the URL too. The front desk searches the guests' sessions, sorts them by room, turns a page,
// looks at another screen and comes back with Back: the same view, and a reload keeps it as well.

test.setTimeout(120_000);

const MONITORING = "/property/1001/onespeed-gateway/monitoring";
const sessions = (page: Page) => page.getByRole("table", { name: "Monitoring" });
const search = (page: Page) => page.getByRole("textbox", { name: "Search", exact: true });
/** The texts of the shown rows, in order. */
const shownRows = (page: Page) =>
  sessions(page)
    .locator("[data-row-index]")
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));

async function expectSameView(page: Page, before: string[]) {
  await expect(screenTitle(page)).toHaveText("Monitoring");
  await expect(search(page)).toHaveValue("a");
  await expect(sessions(page).getByRole("columnheader", { name: "Room" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await expect.poll(() => shownRows(page)).toEqual(before);
}

test("monitoring: search, sort and page survive a reload and Back", async ({ page }) => {
  await signedIn(page, USERS.super, MONITORING);
  await expect(sessions(page).locator("[data-row-index]").first()).toBeVisible();

  await search(page).fill("a");
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  const room = sessions(page).getByRole("button", { name: "Room" });
  await room.click();
  await expect(sessions(page).getByRole("columnheader", { name: "Room" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await room.click();
  await page.getByRole("button", { name: "Items per page" }).click();
  await page.getByRole("option", { name: "10", exact: true }).click();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]sort=-identity\.room(&|$)/);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]size=10(&|$)/);
  await expect.poll(async () => (await shownRows(page)).length).toBe(10);
  const before = await shownRows(page);

  await page.reload();
  await expectSameView(page, before);

  // Another screen from the menu, then Back: the list as it was left.
  await mainMenu(page).getByRole("link", { name: "Bulk tickets" }).click();
  await expect(screenTitle(page)).toHaveText("Bulk tickets");
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  await expectSameView(page, before);
});
