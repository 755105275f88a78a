import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { USERS, screenTitle, signedIn } from "../../../../e2e/support";

// Issue 26: what a user expects to survive a reload or a shared link is in the URL: a list's search, sort,
// page and page size (every list screen), and the media pool's open folder (reload and Back keep it).

// Sign-in, three list changes, a reload and a second opening: more than the default minute on a busy machine.
test.setTimeout(120_000);

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
/** The first names of the shown rows, in order. */
const shownNames = (page: Page) =>
  usersTable(page)
    .locator("[data-row-index]")
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('[role="cell"]')[1]?.textContent ?? ""));

test("users: search, sort and page survive a reload and open again from the link", async ({ page }) => {
  await signedIn(page, USERS.super, "/super/users");
  await expect(usersTable(page).locator("[data-row-index]").first()).toBeVisible();

  await page.getByRole("textbox", { name: "Search", exact: true }).fill("hotel-demo");
  await usersTable(page).getByRole("button", { name: "Last name" }).click();
  await page.getByRole("button", { name: "Items per page" }).click();
  await page.getByRole("option", { name: "10", exact: true }).click();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=hotel-demo(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=lastname(&|$)/);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]size=10(&|$)/);
  const before = await shownNames(page);
  expect(before).toHaveLength(10);

  // A reload shows the same view: the search in its box, the sorted column, page 2 of 10 rows.
  const link = page.url();
  await page.reload();
  await expect(screenTitle(page)).toHaveText("Users");
  await expect(page.getByRole("textbox", { name: "Search", exact: true })).toHaveValue("hotel-demo");
  await expect(usersTable(page).getByRole("columnheader", { name: "Last name" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await expect.poll(() => shownNames(page)).toEqual(before);

  // The link opened anew (another tab, a colleague) shows it too.
  await page.goto("/");
  await page.goto(link);
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await expect.poll(() => shownNames(page)).toEqual(before);
});

test("media pool: the open folder survives a reload, and Back goes to the folder before", async ({
  page,
}) => {
  await signedIn(page, USERS.super, "/property/1001/content-management/mediapool");
  const root = page.getByRole("grid", { name: "Media pool" });
  const rooms = root.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Rooms/ }) });
  await rooms.focus();
  await rooms.press("Enter");
  const folder = page.getByRole("grid", { name: "Rooms" });
  await expect(folder).toBeVisible();
  await expect(page).toHaveURL(/[?&]folder=/);

  await page.reload();
  await expect(page.getByRole("grid", { name: "Rooms" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Rooms" }).getByRole("row").nth(1)).toBeVisible();

  await page.goBack({ waitUntil: "commit" });
  await expect(page.getByRole("grid", { name: "Media pool" })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]folder=/);
  await page.goForward({ waitUntil: "commit" });
  await expect(page.getByRole("grid", { name: "Rooms" })).toBeVisible();
});
