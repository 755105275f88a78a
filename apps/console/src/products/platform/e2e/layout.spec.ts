import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { USERS, screenTitle, signIn } from "../../../../e2e/support";

// Issue 26 section 4: the console at a phone's width (390 × 844) and its tables at 1024 and 1440 px.

/** Signs in at `path` and waits for the screen's title in the toolbar. */
async function open(page: Page, path: string, title: string) {
  await signIn(page, USERS.super, { nextpage: path });
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(screenTitle(page)).toHaveText(title);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the users list: the title reads whole and a row's Edit opens its dialog", async ({ page }) => {
    await open(page, "/super/users", "Users");
    // The title is not cut to a letter: all of it is in view.
    const title = screenTitle(page);
    expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);

    const table = page.getByRole("table", { name: "Users" });
    const row = table.getByRole("row", { name: "Andreas", exact: true });
    const edit = row.getByRole("button", { name: "Edit: Andreas", exact: true });
    // The action is on screen without scrolling sideways.
    await expect(edit).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit user" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveValue(USERS.admin);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // Language, dark design and support wait in "More actions".
    await page.getByRole("banner").getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Contact support" })).toBeVisible();
  });

  test("the media pool keeps to the screen", async ({ page }) => {
    await open(page, "/property/1001/content-management/mediapool", "Media pool");
    await expect(page.getByRole("grid", { name: "Media pool" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete lobby.jpg" })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

const TABLES = [
  { path: "/super/users", title: "Users" },
  { path: "/super/properties", title: "Properties" },
  { path: "/super/heartbeat", title: "Heartbeat" },
  { path: "/weather/locations", title: "Weather locations" },
];

for (const width of [1024, 1440]) {
  test(`at ${width} px the tables of users, properties, heartbeat and weather locations fit their card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, TABLES[0]!.path, TABLES[0]!.title);
    for (const { path, title } of TABLES) {
      if (path !== TABLES[0]!.path) {
        await page.goto(path);
        await expect(screenTitle(page)).toHaveText(title);
      }
      const table = page.getByRole("table", { name: title });
      await expect(table.locator("[data-row-index]").first()).toBeVisible();
      const [scrollWidth, clientWidth] = await page
        .locator('[data-ui="ListTable"]')
        .evaluate((scroller) => [scroller.scrollWidth, scroller.clientWidth]);
      expect(scrollWidth, `${title} at ${width} px: ${scrollWidth} px in ${clientWidth}`).toBeLessThanOrEqual(
        clientWidth!,
      );
    }
  });
}
