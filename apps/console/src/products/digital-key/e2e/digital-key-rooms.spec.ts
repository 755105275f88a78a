import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, signedIn } from "../../../../e2e/support";

// products.md "Digital key": Hotel Sacher Wien opens suite 950 for the season; its key also opens the car park
// and the spa. The doors are named in German and English, the car park is renamed after the signs went up, and
// the suite is taken out of the lock system again at the end.
test("the property administrator adds a room with two other doors in two languages, renames one and deletes the room", async ({
  page,
}) => {
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Room list", "/property/1001/onekey/roomList");
  await expect(page.getByRole("row", { name: "101" })).toContainText("Zimmer 101");

  await page.getByRole("button", { name: "New" }).click();
  const dialog = page.getByRole("dialog", { name: "New room" });
  await dialog
    .getByRole("textbox", { name: /^Room number/ })
    .first()
    .fill("950");
  await dialog.getByRole("textbox", { name: /^Room number in the lock system/ }).fill("R0950");
  await dialog.getByRole("textbox", { name: /^Door name/ }).fill("Suite 950");

  const addDoor = async (id: string, german: string, english: string) => {
    await dialog.getByRole("button", { name: "Add door" }).click();
    const door = dialog.getByRole("group", { name: "Door" });
    await door.getByRole("textbox", { name: /^Door ID/ }).fill(id);
    // One text per language of the property, each starting empty; Italian and French stay empty.
    await expect(door.getByRole("textbox", { name: "Name (Italian (it))" })).toHaveValue("");
    await door.getByRole("textbox", { name: "Name (German (de))" }).fill(german);
    await door.getByRole("textbox", { name: "Name (English (en))" }).fill(english);
    await door.getByRole("button", { name: "Apply door" }).click();
    await expect(door).toBeHidden();
  };
  await addDoor("EXT-GARAGE-B1", "Tiefgarage", "Car park");
  await addDoor("EXT-SPA-01", "Spa & Sauna", "Spa & sauna");
  await expect(dialog.getByRole("row")).toHaveCount(3);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The list loads again and shows the suite, the last of 37, with its doors (named in the property's first
  // language, German).
  const search = page.getByRole("textbox", { name: "Search" });
  await search.fill("Suite 950");
  const row = page.getByRole("row", { name: "950" });
  await expect(row).toContainText("R0950");
  await expect(row).toContainText("Tiefgarage");
  await expect(row).toContainText("Spa & Sauna");

  // The car park's signs now say "Garage": the door is renamed in both languages.
  await page.getByRole("button", { name: "Edit: 950", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit room" });
  await edit.getByRole("button", { name: "Edit door: Car park" }).click();
  const door = edit.getByRole("group", { name: "Door" });
  await door.getByRole("textbox", { name: "Name (German (de))" }).fill("Garage");
  await door.getByRole("textbox", { name: "Name (English (en))" }).fill("Garage");
  await door.getByRole("button", { name: "Apply door" }).click();
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Garage");
  await expect(row).not.toContainText("Tiefgarage");

  // Still so after a reload.
  await page.reload();
  await search.fill("Suite 950");
  await expect(page.getByRole("row", { name: "950" })).toContainText("Garage");

  // Taken out of the lock system: deleting needs the delete lock opened (by keyboard).
  const unlock = page.getByRole("switch", { name: "Delete unlocked" });
  await unlock.focus();
  await unlock.press("Space");
  await expect(unlock).toBeChecked();
  await page.getByRole("button", { name: "Delete: 950", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete entry" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await search.fill("");
  await expect(page.getByRole("row", { name: "101" })).toBeVisible();
  await expect(page.getByRole("row", { name: "950" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("row", { name: "101" })).toBeVisible();
  await expect(page.getByRole("row", { name: "950" })).toHaveCount(0);
});
