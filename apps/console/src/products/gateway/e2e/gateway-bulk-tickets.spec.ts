import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { readPdf } from "../../../../../../tooling/pdfText";
import { SANDBOX } from "../../../../e2e/env";
import {
  USERS,
  chooseProperty,
  openFromMenu,
  signedIn,
  superApi,
  typeDateTime,
} from "../../../../e2e/support";

// products.md "Gateway": a conference of 20 guests arrives; the front desk prints a batch of 20 vouchers for
// them. The batch's name carries a stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36);
const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}/g;

async function downloadOf(page: Page, start: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const waiting = page.waitForEvent("download");
  await start();
  const download = await waiting;
  return { name: download.suggestedFilename(), body: readFileSync(await download.path()) };
}

test("the front desk creates a batch of 20 conference vouchers and downloads them as CSV and PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Conference ${stamp}`;
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Bulk tickets", "/property/1001/onespeed-gateway/bulk-tickets");
  await expect(page.getByText("All bulk ticket times are in UTC+0.")).toBeVisible();

  // By keyboard, typing at once: the dialog draws as New is pressed (its part came as the focus reached the list)
  // and its first field takes the focus, so no letter is lost. Through React.lazy the first New of a page drew
  // 0.3 s late, and the dialog itself took the focus: the name lost its first letters, then all of them.
  const newButton = page.getByRole("button", { name: "New" });
  await newButton.focus();
  const part = await page.waitForFunction(
    () =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .find((url) => /\/EditDialog-[\w-]+\.js$/.test(url)) ?? false,
  );
  // Here and run: the press draws the dialog, as it would for a receptionist a moment later.
  await page.evaluate((url: string) => import(url).then(() => undefined), (await part.jsonValue()) as string);
  await newButton.press("Enter");
  await page.keyboard.type(name);
  const dialog = page.getByRole("dialog", { name: "New bulk ticket" });
  await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
  await typeDateTime(dialog, /^Valid from/, "26.11.2026 08:00:00");
  await typeDateTime(dialog, /^Valid until/, "28.11.2026 18:00:00");
  await dialog.getByRole("textbox", { name: /^Number of tickets/ }).fill("20");
  await dialog.getByRole("textbox", { name: /^Ticket price/ }).fill("4,90");
  await dialog.getByRole("textbox", { name: /^Time limit/ }).fill("24");
  // The front desk holds no expireInHours override: the field is not offered.
  await expect(dialog.getByRole("textbox", { name: /^Expires after/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("textbox", { name: "Search" }).fill(stamp);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("28.11.2026 18:00");
  await expect(row).toContainText("1 day");

  // The codes as a CSV: a header and one row per code.
  const csv = await downloadOf(page, () => row.getByRole("button", { name: /Download CSV/ }).click());
  const codes = [...new Set(csv.body.toString("utf8").match(CODE) ?? [])];
  expect(codes).toHaveLength(20);

  // The voucher sheet: A4, ten per page, every code of the CSV on it.
  const pdf = await downloadOf(page, async () => {
    await row.getByRole("button", { name: /Download PDF/ }).click();
    const choose = page.getByRole("dialog", { name: new RegExp(`Vouchers of ${name}`) });
    await expect(choose.getByRole("button", { name: /A4 sheet/ })).toBeVisible();
    await choose.getByRole("button", { name: "Download PDF" }).click();
  });
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.body.toString("latin1").match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
  const { text } = await readPdf(pdf.body);
  for (const code of codes) expect(text).toContain(code);
  await expect(page.getByText(/downloaded$/).first()).toBeVisible();

  // Removed again (by the super administrator: the front desk may not delete a batch), so the list stays as
  // seeded for the other journeys.
  const api = superApi(request, SANDBOX);
  const { items } = await api.get<{ items: { _id: string; name: string }[] }>(
    "/1001/onespeed/bulkticket/index",
  );
  const created = items.find((bulk) => bulk.name === name);
  if (created) await api.delete(`/1001/onespeed/bulkticket/${created._id}`);
});
