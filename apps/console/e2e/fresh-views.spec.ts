import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { SANDBOX, SANDBOX_TODAY } from "./env";
import { USERS, chooseProperty, mainMenu, screenTitle, signedIn, superApi, typeDateTime } from "./support";

// One query layer keyed by the contract (issue 44): a save on one screen refreshes every other view of the
// same data. A view opened again within half a minute shows what it had without asking the server, so
// without the write's invalidation monitoring and the dashboard below would show what they held before.
test.beforeEach(async ({ page }) => {
  // The sandbox's today: the bulk ticket is created "today" in the dashboard's count.
  await page.clock.setFixedTime(new Date(`${SANDBOX_TODAY}T10:00:00.000Z`));
});

const ticketsToday = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("region", { name: "Gateway today", exact: true })
    .getByRole("region", { name: "Tickets created today", exact: true });

async function count(card: Locator): Promise<number> {
  await expect(card).toContainText(/\d/);
  return Number(/\d+/.exec(await card.innerText())![0]);
}

/**
 * The monitoring screen's New profile dialog with `typed` in its Ticket choice: the suggestions shown, and how
 * to close it all again unsaved.
 */
async function ticketChoice(page: Page, typed: string) {
  await page.getByRole("button", { name: "New", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New profile" });
  const choice = dialog.getByRole("combobox", { name: /^Ticket/ });
  // Typed as a user types: a filled-in value does not open the suggestions.
  await choice.pressSequentially(typed);
  const suggestions = page.getByRole("listbox", { name: "Suggestions Ticket" });
  await expect(suggestions).toBeVisible();
  const close = async () => {
    // The suggestions close as the focus leaves the choice; then the dialog, unsaved.
    await choice.press("Tab");
    await expect(suggestions).toBeHidden();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  };
  return { suggestions, close };
}

test("a ticket and a bulk ticket saved on their screens show in monitoring and on the property dashboard, with no reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Each run its own names: the sandbox lives as long as the whole run.
  const stamp = Date.now().toString(36);
  const title = `Fresh ${stamp}`;
  const batch = `Fresh batch ${stamp}`;
  await signedIn(page, USERS.super);
  await chooseProperty(page, "Hotel Sacher Wien");
  await expect(page).toHaveURL("/property/1001/dashboard");
  // Gone after a reload: every step below moves inside the one page.
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
  const before = await count(ticketsToday(page));

  // Monitoring loads the tickets for its Ticket choice: the new one is not there yet.
  await mainMenu(page).getByRole("link", { name: "Monitoring", exact: true }).click();
  await expect(screenTitle(page)).toHaveText("Monitoring");
  let choice = await ticketChoice(page, stamp);
  await expect(choice.suggestions.getByRole("option", { name: "No results" })).toBeVisible();
  await choice.close();

  // A ticket on the tickets list …
  await mainMenu(page).getByRole("link", { name: "Tickets", exact: true }).click();
  await expect(screenTitle(page)).toHaveText("Tickets");
  await page.getByRole("button", { name: "New" }).click();
  let dialog = page.getByRole("dialog", { name: "New ticket" });
  await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
  await dialog.getByRole("textbox", { name: /^Expires after/ }).fill("12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // … and a batch of vouchers on the bulk tickets list.
  await mainMenu(page).getByRole("link", { name: "Bulk tickets", exact: true }).click();
  await expect(screenTitle(page)).toHaveText("Bulk tickets");
  await page.getByRole("button", { name: "New" }).click();
  dialog = page.getByRole("dialog", { name: "New bulk ticket" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(batch);
  const [year, month, day] = SANDBOX_TODAY.split("-") as [string, string, string];
  const at = (hour: string, date = day) => `${date}.${month}.${year} ${hour}:00:00`;
  await typeDateTime(dialog, /^Valid from/, at("08"));
  await typeDateTime(dialog, /^Valid until/, at("18", String(Number(day) + 1)));
  await dialog.getByRole("textbox", { name: /^Number of tickets/ }).fill("2");
  await dialog.getByRole("textbox", { name: /^Time limit/ }).fill("24");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Back on monitoring: its Ticket choice offers the new ticket. (Its title first: until monitoring is drawn, the
  // "New" button on the page is the bulk tickets' own.)
  await mainMenu(page).getByRole("link", { name: "Monitoring", exact: true }).click();
  await expect(screenTitle(page)).toHaveText("Monitoring");
  choice = await ticketChoice(page, stamp);
  await expect(choice.suggestions.getByRole("option", { name: title })).toBeVisible();
  await choice.close();

  // Back on the dashboard: one more ticket created today.
  await mainMenu(page).getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(ticketsToday(page)).toContainText(String(before + 1));
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);

  // Removed again, so the seeded lists stay as the other journeys expect them.
  const api = superApi(request, SANDBOX);
  const { items: tickets } = await api.get<{ items: { id: string; i18n?: { title: string }[] }[] }>(
    "/1001/onespeed/ticket/index",
  );
  for (const ticket of tickets.filter((t) => t.i18n?.[0]?.title === title))
    await api.delete(`/1001/onespeed/ticket/${ticket.id}`);
  const { items: batches } = await api.get<{ items: { _id: string; name: string }[] }>(
    "/1001/onespeed/bulkticket/index",
  );
  for (const bulk of batches.filter((b) => b.name === batch))
    await api.delete(`/1001/onespeed/bulkticket/${bulk._id}`);
});
