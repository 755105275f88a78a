import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, mainMenu, openFromMenu, screenTitle, signedIn, toolbar } from "./support";

// A settings change not saved used to go without a word: the menu, another hotel chosen, Back or a sign-out
// left it, and a setting changed at one hotel stayed pending on the other hotel's screen, where Save wrote it.

const SETTINGS = "/property/1001/onesquare/settings";
const DASHBOARD = "/property/1001/onesquare/dashboard";

/** Changes the display's welcome text without saving it: "Unsaved changes: 1" under the tree. */
async function changeWelcomeText(page: Page, text = "Welcome to the ski season") {
  const settings = page.getByRole("treegrid");
  await settings.getByRole("row", { name: "Content" }).click();
  await settings.getByRole("row", { name: "Welcome text" }).click();
  const editor = page.getByRole("dialog", { name: "Welcome text" });
  await editor.getByRole("textbox", { name: /Welcome text/ }).fill(text);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText("Unsaved changes: 1")).toBeVisible();
}

const question = (page: Page) => page.getByRole("alertdialog", { name: "Leave without saving?" });

/** Answers the question with Keep editing: still on the settings, the change still there. */
async function keepEditing(page: Page) {
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(SETTINGS);
  await expect(screenTitle(page)).toHaveText("Display settings");
  await expect(page.getByText("Unsaved changes: 1")).toBeVisible();
}

test("a settings change not saved is never left without a question: the menu, another hotel, Back, closing", async ({
  page,
}) => {
  // From the display's dashboard: Back has a screen of the console to go to.
  await signedIn(page, USERS.super, DASHBOARD);
  await openFromMenu(page, "Display settings", SETTINGS);
  await changeWelcomeText(page);

  await mainMenu(page).getByRole("link", { name: "Display dashboard", exact: true }).click();
  await expect(question(page)).toContainText(
    "Your changes on this screen are not saved yet and will be lost.",
  );
  await keepEditing(page);

  // Another hotel: the selector keeps naming the hotel whose settings these are. (The user clicks into the
  // field, as a person would: Playwright's fill, focusing and typing in one go while the focus is still on the
  // menu's link the question gave it back to, has its text reset by the combobox; typing by keys is not.)
  const property = page.getByRole("complementary", { name: "Navigation" }).getByRole("combobox", {
    name: "Property",
  });
  await property.click();
  await chooseProperty(page, "Hotel Adlon München");
  await expect(question(page)).toBeVisible();
  await keepEditing(page);
  await expect(property).toHaveValue(/Hotel Sacher Wien/);

  // Back: the address comes back to the settings while the question is asked.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(SETTINGS);
  await keepEditing(page);

  // Closing the tab (or reloading): the browser's own question; staying keeps the page.
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);
  await expect(page.getByText("Unsaved changes: 1")).toBeVisible();

  // Discard and leave: the other screen, and the settings as saved when the user comes back.
  await mainMenu(page).getByRole("link", { name: "Display dashboard", exact: true }).click();
  await question(page).getByRole("button", { name: "Discard and leave" }).click();
  await expect(page).toHaveURL(DASHBOARD);
  await expect(screenTitle(page)).toHaveText("Display dashboard");
  await page.goBack();
  await expect(screenTitle(page)).toHaveText("Display settings");
  await expect(page.getByRole("treegrid").getByRole("row", { name: "Content" })).toBeVisible();
  await expect(page.getByText(/Unsaved changes/)).toBeHidden();
  await expect(question(page)).toBeHidden();
});

test("a change left at one hotel by choosing another is gone there, and logging out over a change asks first", async ({
  page,
}) => {
  await signedIn(page, USERS.super, SETTINGS);
  await changeWelcomeText(page);
  await chooseProperty(page, "Hotel Adlon München");
  await question(page).getByRole("button", { name: "Discard and leave" }).click();
  await expect(page).toHaveURL("/property/1002/onesquare/settings");
  // The other hotel's settings, without the change made at the first (its Save would have written it there).
  await expect(page.getByRole("treegrid").getByRole("row", { name: "Content" })).toBeVisible();
  await expect(page.getByText(/Unsaved changes/)).toBeHidden();

  await changeWelcomeText(page, "Servus");

  const account = toolbar(page).getByRole("button", { name: `Account ${USERS.super}` });
  await account.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL("/property/1002/onesquare/settings");
  await expect(page.getByText("Unsaved changes: 1")).toBeVisible();

  await account.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await question(page).getByRole("button", { name: "Discard and leave" }).click();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(USERS.super)}`);
});

test("a licence's renewal changed and not saved asks too, and changed back is nothing to ask about", async ({
  page,
}) => {
  const licence = "/property/1001/admin/license";
  await signedIn(page, USERS.super, licence);
  await expect(screenTitle(page)).toHaveText("Licence");
  const gateway = page.locator('[data-product="onespeed"]');
  const autoRenew = gateway.getByRole("switch", { name: "Auto renew" });
  // The switch's label takes the click (its input is drawn by the track beside it).
  const flip = () => gateway.getByText("Auto renew", { exact: true }).click();
  const wasOn = await autoRenew.isChecked();
  await flip();
  await mainMenu(page).getByRole("link", { name: "Roles", exact: true }).click();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(licence);
  expect(await autoRenew.isChecked()).toBe(!wasOn);

  // As the server has it again: the menu goes at once.
  await flip();
  await mainMenu(page).getByRole("link", { name: "Roles", exact: true }).click();
  await expect(page).toHaveURL("/roles");
  await expect(question(page)).toBeHidden();
});

test("an edit dialog's typing is not lost to Back: the question comes over the dialog, which keeps it", async ({
  page,
}) => {
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Bulk tickets", "/property/1001/onespeed-gateway/bulk-tickets");
  await page.getByRole("button", { name: "New", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New bulk ticket" });
  const name = dialog.getByRole("textbox", { name: /^Name/ });
  await name.fill("Conference in the blue hall");

  await page.goBack();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL("/property/1001/onespeed-gateway/bulk-tickets");
  await expect(name).toHaveValue("Conference in the blue hall");

  // Closed without saving (its own question), the dialog holds nothing: Back goes at once.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("alertdialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL("/property/1001/onespeed-gateway/bulk-tickets");
  await expect(question(page)).toBeHidden();
});
