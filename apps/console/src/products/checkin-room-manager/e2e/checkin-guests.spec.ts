import { expect, test } from "@playwright/test";
import { SANDBOX_TODAY } from "../../../../e2e/env";
import { USERS, chooseProperty, mainMenu, openEdit, openFromMenu, signedIn } from "../../../../e2e/support";

// products.md "Check-in room manager": the front desk keeps the PMS's guest list by hand when a guest stands at
// the desk, and checks the PMS interface. The guest's name carries a stamp: the sandbox lives as long as the
// whole run.
const stamp = Date.now().toString(36);

test("the front desk adds a walk-in guest, finds and edits it, pings and syncs the PMS and deletes the guest", async ({
  page,
}) => {
  const lastName = `Walkin-${stamp}`;
  const room = "499";
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Check-in room manager", "/property/1001/checkin-room-manager");
  await expect(page.getByRole("row", { name: "103" })).toBeVisible();

  // A new guest: Save waits for the required fields.
  await page.getByRole("button", { name: "New" }).click();
  const dialog = page.getByRole("dialog", { name: "New guest" });
  const save = dialog.getByRole("button", { name: "Save" });
  await dialog.getByRole("textbox", { name: /^Room/ }).fill(room);
  await dialog.getByRole("textbox", { name: /^Reservation no\./ }).fill("4199777");
  await dialog.getByRole("textbox", { name: /^First name/ }).fill("Clara");
  await dialog.getByRole("textbox", { name: /^Last name/ }).fill(lastName);
  await expect(save).toBeDisabled();
  const language = dialog.getByRole("combobox", { name: /^Language/ });
  await language.fill("English");
  await expect(page.getByRole("option", { name: "English (en)" })).toBeVisible();
  await language.press("ArrowDown");
  await language.press("Enter");
  await expect(language).toHaveValue("English (en)");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();

  // Found by search, then moved to another room.
  await page.getByRole("textbox", { name: "Search" }).fill(lastName);
  await expect(page.getByRole("row", { name: room })).toContainText("Clara");
  await expect(page.getByRole("row", { name: room })).toContainText("en");
  const edit = await openEdit(page, room, "Edit guest");
  await edit.getByRole("textbox", { name: /^Room/ }).fill("501");
  await edit.getByRole("textbox", { name: /^VIP status/ }).fill("V2");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  const moved = page.getByRole("row", { name: "501" });
  await expect(moved).toContainText("V2");
  await expect(page.getByRole("row", { name: room })).toHaveCount(0);

  // The PMS answers the ping with its time.
  await page.getByRole("button", { name: "Ping PMS" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ping successful" })).toHaveText(
    /Ping successful: \u2066\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}\u2069/,
  );

  // Deleting needs the delete lock opened (by keyboard, as a pointer lands on the switch's thumb).
  const unlock = page.getByRole("switch", { name: "Delete unlocked" });
  await unlock.focus();
  await unlock.press("Space");
  await expect(unlock).toBeChecked();
  await moved.getByRole("button", { name: "Delete: 501" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete entry" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(moved).toHaveCount(0);

  // Gone on the server too: after a reload the list loads again with the search kept (it is in the URL), and
  // the search finds nothing; cleared, the list is whole again.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Search" })).toHaveValue(lastName);
  await expect(page.getByText("No entries match the search")).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).clear();
  await expect(page.getByRole("row", { name: "103" })).toBeVisible();

  // Where the list comes from: the hotel's PMS and its last sync (this morning's, or a sync of an earlier test).
  const source = page.getByTestId("room-manager-source");
  await expect(source).toHaveText(
    /^protel \(PMS\), last sync \u2066\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}\u2069$/,
  );

  // Last, a sync with the PMS: it says what changed, and its status replaces the ping's (each resets the
  // other, products.md section 4).
  await page.getByRole("button", { name: "Ping PMS" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ping successful" })).toBeVisible();
  await page.getByRole("button", { name: "Sync with PMS" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sync done" })).toHaveText(
    /^Sync done\. Added: \d+, updated: \d+, removed: \d+$/,
  );
  await expect(page.getByRole("status").filter({ hasText: "Ping successful" })).toHaveCount(0);
});

test("one hotel's truth: today's arrivals on Reservations are the room manager's guests after a sync", async ({
  page,
}) => {
  // "Today" is the sandbox's today (the browser's clock may be days later).
  await page.clock.setFixedTime(new Date(`${SANDBOX_TODAY}T10:00:00Z`));
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  // A short-notice booking of today (after this morning's sync) in the front desk's Reservations, in its room.
  await page.goto("/property/1001/oneapp/webcheckin/reservations?show=arrivals");
  const booking = page.getByRole("row", { name: "240062" });
  await expect(booking).toContainText("Amelia");
  await expect(booking).toContainText("Brown");
  await expect(booking).toContainText("106");

  await mainMenu(page).getByRole("link", { name: "Check-in room manager" }).click();
  await page.getByRole("button", { name: "Sync with PMS" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sync done" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill("240062");
  // The booker and her companion, in the room the PMS gave them, from today.
  const guests = page.getByRole("row", { name: "106" });
  await expect(guests).toHaveCount(2);
  await expect(guests.filter({ hasText: "Amelia" })).toContainText("20.11.2026");
  await expect(guests.filter({ hasText: "James" })).toContainText("Brown");
  // The list took the PMS's guests just now: the source line says when.
  await expect(page.getByTestId("room-manager-source")).toHaveText(/last sync \u2066\d{2}\.\d{2}\.\d{4} /);
});
