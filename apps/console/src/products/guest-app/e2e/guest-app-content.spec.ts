import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, mainMenu, openEdit, openFromMenu, signedIn } from "../../../../e2e/support";

// Issue 24, the guest app's content. The titles carry a stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36);

test("the administrator creates an enhancement with an image and two languages", async ({ page }) => {
  test.slow();
  const title = `Welcome drink ${stamp}`;
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Enhancements", "/property/1001/oneapp/webcheckin/enhancements");
  await expect(page.getByRole("row", { name: "1" })).toContainText("Breakfast buffet");

  await page.getByRole("button", { name: "New" }).click();
  const dialog = page.getByRole("dialog", { name: "New enhancement" });
  // The position refuses 0 with the spec's message; the price wants the form 999,99.
  const position = dialog.getByRole("textbox", { name: "Position" });
  await position.fill("0");
  await position.blur();
  await expect(dialog.getByText("Value must be a number and greater than 0")).toBeVisible();
  await position.fill("20");
  await dialog.getByRole("textbox", { name: /^Price/ }).fill("9,50");

  // English is required and first; German is written in its own tab.
  await dialog.getByRole("textbox", { name: "Title (en)" }).fill(title);
  await dialog
    .getByRole("textbox", { name: "Description (en)" })
    .fill("A glass of sparkling wine on arrival.");
  await dialog.getByRole("tab", { name: /Deutsch/ }).click();
  await expect(dialog.getByRole("tab", { name: /Deutsch/ })).toContainText("Missing");
  await dialog.getByRole("textbox", { name: "Title (de)" }).fill(`Begrüßungsgetränk ${stamp}`);
  await expect(dialog.getByRole("tab", { name: /Deutsch/ })).not.toContainText("Missing");

  // The image from the property's media pool.
  const image = dialog.getByRole("group", { name: "Image" });
  await image.getByRole("button", { name: "Choose image" }).click();
  const picker = page.getByRole("dialog", { name: "Image" });
  await picker.getByRole("row", { name: /^lobby\.jpg$/ }).click();
  await picker.getByRole("button", { name: "OK" }).click();
  await expect(picker).toBeHidden();
  await expect(image).toContainText("lobby.jpg");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: "20" });
  await expect(row).toContainText(title);
  await expect(row).toContainText("en, de");
  await expect(row).toContainText("9,50");
  await expect(row).toContainText("1001m1");

  // Opened again, both languages and the image are there.
  const edit = await openEdit(page, "20", "Edit enhancement");
  await expect(edit.getByRole("textbox", { name: "Title (en)" })).toHaveValue(title);
  await edit.getByRole("tab", { name: /Deutsch/ }).click();
  await expect(edit.getByRole("textbox", { name: "Title (de)" })).toHaveValue(`Begrüßungsgetränk ${stamp}`);
  await expect(edit.getByRole("group", { name: "Image" })).toContainText("lobby.jpg");
});

test("the administrator changes the theme's primary colour and the preview follows", async ({ page }) => {
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await mainMenu(page).getByRole("link", { name: "Guest app themes" }).click();
  await expect(page).toHaveURL("/property/1001/oneapp/theme");
  const dialog = await openEdit(page, "classic", "Edit theme");
  const light = dialog.getByRole("img", { name: "Guest app preview, Light" });
  const dark = dialog.getByRole("img", { name: "Guest app preview, Dark" });
  await expect(light).toHaveAttribute("data-primary", "#8C1D2F");

  const primary = dialog.getByRole("textbox", { name: "Primary colour" });
  await primary.fill("#0D5EAF");
  await expect(light).toHaveAttribute("data-primary", "#0D5EAF");
  await expect(light).toHaveCSS("--app-primary", "#0D5EAF");
  // The dark phone keeps the dark variant.
  await expect(dark).toHaveAttribute("data-primary", "#D9485F");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: "classic" })).toContainText("#0D5EAF");
});
