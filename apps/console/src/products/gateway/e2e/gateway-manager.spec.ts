import { expect, test, type Page } from "@playwright/test";
import { downloadOf } from "../../../../e2e/downloads";
import { SANDBOX } from "../../../../e2e/env";
import { USERS, escapeRegExp, openEdit, screenTitle, signedIn, superApi } from "../../../../e2e/support";

// The gateway manager's housekeeping at Hotel Sacher Wien (products.md "Gateway" and "Monitoring"), done by a
// user who holds the permissions the front desk lacks (the property administrator): profiles created, refused
// and deleted, the allow and block lists corrected and cleared, tariffs and voucher batches removed. Names carry
// a stamp: the sandbox lives as long as the whole run (issue 42 item 11).
const stamp = Date.now().toString(36);
const GATEWAY = "/property/1001/onespeed-gateway";

interface Profile {
  _id: string;
  identity?: { email?: string; firstName?: string; lastName?: string };
  devices?: { mac: string }[];
  sentEmailValidation?: boolean;
}

/** Deletes a row through the list: the lock switched off, the row's Delete, and the question confirmed. */
async function deleteRow(page: Page, name: string) {
  const unlock = page.getByRole("switch", { name: "Delete unlocked" });
  if (!(await unlock.isChecked())) {
    await unlock.focus();
    await unlock.press("Space");
  }
  await page.getByRole("button", { name: `Delete: ${name}`, exact: true }).click();
  const question = page.getByRole("alertdialog", { name: "Delete entry" });
  await expect(question).toContainText("This cannot be undone.");
  await question.getByRole("button", { name: "Delete" }).click();
  await expect(question).toBeHidden();
}

/** The search box filled with the run's stamp, so only this journey's entries are listed. */
const searchStamp = (page: Page) => page.getByRole("textbox", { name: "Search" }).fill(stamp);

/** A fact of the open session's General tab (a `dl`: the term's definition). */
const fact = (page: Page, term: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator("xpath=following-sibling::dd[1]");

test("monitoring: a profile whose device is another guest's is refused in the server's words and kept; then created, exported and deleted", async ({
  page,
  request,
}) => {
  const api = superApi(request, SANDBOX);
  const { items } = await api.get<{ items: Profile[] }>("/1001/onespeed/profile/index?limit=50");
  const taken = items.find((profile) => profile.devices?.length)!.devices![0]!.mac;
  const email = `conference-${stamp}@example.com`;

  await signedIn(page, USERS.admin, `${GATEWAY}/monitoring`);
  await expect(screenTitle(page)).toHaveText("Monitoring");
  await page.getByRole("button", { name: "New" }).click();
  const dialog = page.getByRole("dialog", { name: "New profile" });
  await dialog.getByRole("textbox", { name: "First name" }).fill("Ines");
  await dialog.getByRole("textbox", { name: "Last name" }).fill(`Conference ${stamp}`);
  await dialog.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  const devices = dialog.getByRole("textbox", { name: /^Devices \(MAC addresses\)/ });
  await devices.fill(taken);
  await dialog.getByRole("button", { name: "Save" }).click();
  // The server's reason, in the dialog, with everything typed still there.
  await expect(dialog).toContainText(`The device ${taken} already belongs to another profile`);
  await expect(dialog.getByRole("textbox", { name: "First name" })).toHaveValue("Ines");
  await expect(dialog.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(email);

  await devices.fill("02:00:5E:10:42:01");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await searchStamp(page);
  const name = `Ines Conference ${stamp}`;
  const row = page.getByRole("row", { name });
  await expect(row).toBeVisible();

  // A profile the desk made sent no validation e-mail; its detail says so beside the address.
  await row.getByRole("button", { name: "Show details" }).click();
  await expect(fact(page, "E-mail")).toHaveText(email);
  await expect(fact(page, "Validation e-mail sent")).toHaveText("No");

  // The server's CSV of the profiles holds the new one.
  const csv = await downloadOf(page, () => page.getByRole("button", { name: "Export CSV" }).click());
  expect(csv.name).toBe("profiles-1001.csv");
  expect(csv.text).toContain(email);

  await deleteRow(page, name);
  await expect(row).toBeHidden();
  await page.reload();
  await searchStamp(page);
  await expect(page.getByText("No entries")).toBeVisible();
  const after = await api.get<{ items: Profile[] }>(`/1001/onespeed/profile/index?search=${stamp}`);
  expect(after.items).toEqual([]);
});

test("monitoring: a guest who signed in by e-mail shows that the validation e-mail went out", async ({
  page,
  request,
}) => {
  const { items } = await superApi(request, SANDBOX).get<{ items: Profile[] }>(
    "/1001/onespeed/profile/index?limit=50",
  );
  const guest = items.find((profile) => profile.identity?.email && profile.sentEmailValidation)!;
  await signedIn(page, USERS.admin, `${GATEWAY}/monitoring`);
  await page.getByRole("textbox", { name: "Search" }).fill(guest.identity!.email!);
  const rows = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Show details" }) });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("button", { name: "Show details" }).click();
  await expect(fact(page, "E-mail")).toHaveText(guest.identity!.email!);
  await expect(fact(page, "Validation e-mail sent")).toHaveText("Yes");
});

for (const list of [
  { title: "Whitelist", path: "whitelist", api: "whitelist", edit: "Edit allowed device" },
  { title: "Blocklist", path: "blocklist", api: "blocklist", edit: "Edit blocked device" },
] as const) {
  test(`${list.title}: the gateway manager renames an entry and disables it, then deletes it`, async ({
    page,
    request,
  }) => {
    const device = `Lobby printer ${list.path} ${stamp}`;
    await superApi(request, SANDBOX).post(`/1001/onespeed/${list.api}`, {
      device,
      mac: "02:00:5E:10:42:77",
      enabled: true,
    });
    await signedIn(page, USERS.admin, `${GATEWAY}/${list.path}`);
    await expect(screenTitle(page)).toHaveText(list.title);
    await searchStamp(page);
    const edit = await openEdit(page, device, list.edit);
    const renamed = `Lobby printer (2nd floor) ${list.path} ${stamp}`;
    await edit.getByRole("textbox", { name: /^Device/ }).fill(renamed);
    const enabled = edit.getByRole("switch", { name: /^Enabled/ });
    await expect(enabled).toBeChecked();
    await enabled.focus();
    await enabled.press("Space");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(escapeRegExp(renamed)) });
    await expect(row).toContainText("02:00:5E:10:42:77");
    await expect(row).toContainText("No");

    await page.reload();
    await searchStamp(page);
    await expect(row).toContainText("No");
    await deleteRow(page, renamed);
    await expect(row).toBeHidden();
    await page.reload();
    await searchStamp(page);
    await expect(page.getByText("No entries")).toBeVisible();
  });
}

test("tickets and bulk tickets: the gateway manager deletes a tariff and a voucher batch", async ({
  page,
  request,
}) => {
  const api = superApi(request, SANDBOX);
  const tickets = await api.get<{ items: Record<string, unknown>[] }>("/1001/onespeed/ticket/index");
  const { id: _id, ...template } = tickets.items[0]!;
  const title = `Day pass ${stamp}`;
  const [first] = template.i18n as Record<string, unknown>[];
  await api.post("/1001/onespeed/ticket", { ...template, i18n: [{ ...first, title }] });
  const batchName = `Board meeting ${stamp}`;
  await api.post("/1001/onespeed/bulkticket", {
    name: batchName,
    validFrom: "2026-11-20T08:00:00.000Z",
    validUntil: "2026-11-21T08:00:00.000Z",
    ticketLanguage: "en",
    ticketCount: 2,
  });

  await signedIn(page, USERS.admin, `${GATEWAY}/tickets`);
  await searchStamp(page);
  await expect(page.getByRole("row", { name: title })).toBeVisible();
  await deleteRow(page, title);
  await expect(page.getByRole("row", { name: title })).toBeHidden();
  await page.reload();
  await searchStamp(page);
  await expect(page.getByText("No entries")).toBeVisible();

  await page.goto(`${GATEWAY}/bulk-tickets`);
  await searchStamp(page);
  await expect(page.getByRole("row", { name: new RegExp(batchName) })).toBeVisible();
  await deleteRow(page, batchName);
  await expect(page.getByRole("row", { name: new RegExp(batchName) })).toBeHidden();
  await page.reload();
  await searchStamp(page);
  await expect(page.getByText("No entries")).toBeVisible();
});
