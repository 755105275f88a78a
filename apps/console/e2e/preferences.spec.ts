import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import {
  USERS,
  escapeRegExp,
  mainMenu,
  readLocale,
  screenTitle,
  signedIn,
  toolbar,
  translation,
} from "./support";

// platform.md "Layout" (language, dark design) and "UI state": both are kept in local storage.

const en = readLocale("../locales/en/console.json");
// The console's German texts (read here as the build saw them: `e2e` builds first). Without that file, or for a
// key it lacks, the console falls back to English and only the UI library's own strings are German.
const de = readLocale("../locales/de/console.json");
const deUi = readLocale("../../../packages/ui/locales/de/ui.json");

/** The console text of `key` in German, or its English fallback while the German file lacks it. */
const german = (key: string) => translation(de, key) ?? translation(en, key)!;

async function chooseLanguage(page: Page, label: string, language: string) {
  await toolbar(page)
    .getByRole("button", { name: new RegExp(escapeRegExp(label)) })
    .click();
  await page.getByRole("option", { name: language, exact: true }).click();
}

test("the language switches the texts and the direction, and survives a reload", async ({ page }) => {
  await signedIn(page, USERS.super, "/roles");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page.getByRole("textbox", { name: "Search" })).toHaveAttribute("placeholder", "Search");

  await chooseLanguage(page, "Language", "Deutsch");
  await expect(html).toHaveAttribute("lang", "de");
  await expect(html).toHaveAttribute("dir", "ltr");
  const search = translation(deUi, "list.search")!;
  expect(search).not.toBe("Search");
  await expect(page.getByRole("textbox", { name: search })).toHaveAttribute("placeholder", search);
  // The toolbar and the menu, in German where the console has German texts.
  await expect(screenTitle(page)).toHaveText(german("routes.roles"));
  await expect(toolbar(page).getByRole("button", { name: german("toolbar.darkDesign") })).toBeVisible();
  const menu = mainMenu(page, german("shell.menu"));
  await expect(menu.getByRole("link", { name: german("routes.home"), exact: true })).toBeVisible();
  await expect(menu.getByRole("heading", { name: german("menu.administration") })).toBeVisible();
  if (de) await expect(screenTitle(page)).not.toHaveText(translation(en, "routes.roles")!);

  await chooseLanguage(page, german("toolbar.language"), "العربية");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => localStorage.getItem("cms-lang"))).toBe("ar");

  await page.reload();
  await expect(toolbar(page)).toBeVisible();
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  const arUi = readLocale("../../../packages/ui/locales/ar/ui.json");
  const arSearch = translation(arUi, "list.search")!;
  await expect(page.getByRole("textbox", { name: arSearch })).toHaveAttribute("placeholder", arSearch);
});

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("dark design is pressed, saved and kept after a reload", async ({ page }) => {
  await signedIn(page, USERS.super);
  const toggle = toolbar(page).getByRole("button", { name: "Dark design" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  const light = await bodyBackground(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("cms-dark"))).toBe("true");
  await expect.poll(() => bodyBackground(page)).not.toBe(light);
  const dark = await bodyBackground(page);

  await page.reload();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("cms-dark"))).toBe("true");
  await expect.poll(() => bodyBackground(page)).toBe(dark);
});

test("the sign-in page's language is the toolbar's list box, and the console keeps the choice", async ({
  page,
}) => {
  await page.goto("/login");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(translation(en, "login.title")!);
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("option", { name: "Deutsch", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(heading).toHaveText(german("login.title"));
  await expect(
    page.getByRole("button", { name: new RegExp(escapeRegExp(german("toolbar.language"))) }),
  ).toHaveText(/Deutsch/);
  expect(await page.evaluate(() => localStorage.getItem("cms-lang"))).toBe("de");
});
