import { expect, test } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import { USERS, chooseProperty, openFromMenu, signedIn, superApi } from "../../../../e2e/support";

// products.md "Display": for the ski season the lobby screen of Hotel Sacher Wien greets its guests anew. The text
// carries a stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36);

test("the property administrator changes the lobby display's welcome text, and it is still there after a reload", async ({
  page,
  request,
}) => {
  const welcome = `Willkommen zur Skisaison ${stamp}`;
  const api = superApi(request, SANDBOX);
  const before = await api.get<Record<string, unknown>>("/1001/onesquare/settings");

  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Display settings", "/property/1001/onesquare/settings");

  const settings = page.getByRole("treegrid");
  await settings.getByRole("row", { name: "Content" }).click();
  await settings.getByRole("row", { name: "Welcome text" }).click();
  const editor = page.getByRole("dialog", { name: "Welcome text" });
  await editor.getByRole("textbox", { name: /Welcome text/ }).fill(welcome);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Save settings" });
  await expect(confirm).toContainText(welcome);
  await confirm.getByRole("button", { name: "Save" }).click();
  await expect(confirm).toBeHidden();

  // Kept on the server: after a reload the screen shows the new text.
  await page.reload();
  await page.getByRole("treegrid").getByRole("row", { name: "Content" }).click();
  await expect(page.getByRole("treegrid").getByRole("row", { name: "Welcome text" })).toContainText(welcome);

  // The display as seeded again for the other journeys (a save sends the whole settings object).
  await api.put("/1001/onesquare/settings", before);
});
