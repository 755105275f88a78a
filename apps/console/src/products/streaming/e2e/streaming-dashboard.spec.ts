import { expect, test } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import { USERS, screenTitle, signedIn, superApi } from "../../../../e2e/support";
import { downloadOf } from "../../../../e2e/downloads";

// products.md "Streaming": the hotel's streaming technician looks at last year's Chromecast connections, takes
// the numbers into a spreadsheet and removes a service mapping of an app the hotel no longer offers. The
// mapping carries a stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36).toUpperCase();

type Mapping = { _id: string; name: string; value: string };

test("the technician looks at a year of Chromecast connections as a table and CSV, and deletes a mapping", async ({
  page,
  request,
}) => {
  // Three charts and a list load at once, and again on each change: slow on the shared two cores.
  test.setTimeout(120_000);
  const api = superApi(request, SANDBOX);
  const retired = `Kiosk ${stamp}`;
  await api.post("/1001/onestream/mappings", { value: `KIOSK${stamp}`, name: retired });

  await signedIn(page, USERS.admin, "/property/1001/onestream/dashboard");
  await expect(screenTitle(page)).toHaveText("Streaming dashboard");
  const connections = page.getByRole("region", { name: "Connections" });
  await expect(page.getByRole("group", { name: "Connections" })).toHaveAccessibleDescription(/peaked at/);

  // A year, monthly; Chromecasts only.
  const year = page.waitForRequest((r) => /\/onestream\/stats\?.*from=/.test(r.url()));
  await page.getByRole("radio", { name: "Last 1 year" }).click();
  await year;
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  const chromecast = page.waitForRequest((r) => r.url().includes("deviceType=chromecast"));
  await connections.getByRole("button", { name: /Device type/ }).click();
  await page.getByRole("option", { name: "Chromecast", exact: true }).click();
  await chromecast;

  // The numbers behind the chart, then as a CSV: the header and one line per month.
  await connections.getByText("Show as table").click();
  const table = connections.getByRole("table", { name: "Connections" });
  await expect(table.getByRole("columnheader", { name: /Time/ })).toBeVisible();
  await expect(table.getByRole("checkbox")).toHaveCount(0);
  const csv = await downloadOf(page, () => connections.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe("stream-connections-1001.csv");
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe("Time,Successful connections,Failed connections");
  expect(lines.length).toBeGreaterThan(12);

  // The retired app's mapping, found by searching: delete unlocked, the row's delete, confirmed.
  const list = page
    .locator('[data-ui="GenericList"]')
    .filter({ has: page.getByRole("heading", { name: "Chromecast service mappings" }) });
  await list.getByRole("textbox", { name: "Search" }).fill(retired);
  const row = list.getByRole("table").getByRole("row", { name: retired });
  await expect(row).toBeVisible();
  await list.getByText("Delete unlocked").click();
  await row.getByRole("button", { name: `Delete: ${retired}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete entry" });
  await expect(confirm).toContainText("Delete the selected entry?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeHidden();

  const { items } = await api.get<{ items: Mapping[] }>("/1001/onestream/mappings");
  expect(items.map((mapping) => mapping.name)).not.toContain(retired);
  expect(items.map((mapping) => mapping.name)).toContain("YouTube");
});
