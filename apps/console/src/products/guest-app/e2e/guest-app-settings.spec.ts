import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, screenTitle, signedIn } from "../../../../e2e/support";

// products.md "Guest app settings": Hotel Sacher Wien's administrator changes what the registration card e-mail
// says; after a reload of the page the settings tree shows the saved text. A stamp keeps the text new on every
// run (the sandbox lives as long as the whole run).
const stamp = Date.now().toString(36);

/** Opens the web check-in group by keyboard (again until the tree, still settling after its load, takes it). */
async function expandGroup(page: Page) {
  const group = page.getByRole("treegrid").getByRole("row", { name: "Web check-in" });
  await expect(group).toBeVisible();
  await expect(async () => {
    if ((await group.getAttribute("aria-expanded")) !== "true") {
      await group.focus();
      await group.press("ArrowRight");
    }
    await expect(group).toHaveAttribute("aria-expanded", "true", { timeout: 2_000 });
  }).toPass();
}

test("the administrator changes the registration card e-mail text and finds it kept after a reload", async ({
  page,
}) => {
  // A reload and the tree's editor and confirmation: more than the one-screen minute on a busy machine.
  test.slow();
  const text = `Ihr Meldeblatt liegt bei (${stamp}).`;
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Guest app settings", "/property/1001/oneapp/settings");

  const tree = page.getByRole("treegrid");
  await expandGroup(page);
  await expect(tree.getByRole("row", { name: /^Connected PMS/ })).toContainText("protel");
  const setting = tree.getByRole("row", { name: /^Registration card e-mail text/ });
  await setting.focus();
  await setting.press("Enter");
  const editor = page.getByRole("dialog", { name: "Registration card e-mail text" });
  await editor.getByRole("textbox", { name: /Registration card e-mail text/ }).fill(text);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();

  await page.getByRole("button", { name: "Save" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Save settings" });
  await expect(confirm).toContainText(text);
  await confirm.getByRole("button", { name: "Save" }).click();
  await expect(confirm).toBeHidden();

  await page.reload();
  await expect(screenTitle(page)).toHaveText("Guest app settings");
  await expandGroup(page);
  await expect(
    page.getByRole("treegrid").getByRole("row", { name: /^Registration card e-mail text/ }),
  ).toContainText(text);
});
