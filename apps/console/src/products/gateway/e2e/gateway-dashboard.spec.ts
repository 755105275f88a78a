import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, signedIn } from "../../../../e2e/support";
import { downloadOf } from "../../../../e2e/downloads";
import { SANDBOX_TODAY } from "../../../../e2e/env";

// products.md "Gateway dashboard": the hotel's manager checks how the guest Wi-Fi was used over the last year,
// looks at the numbers behind the session chart and takes them, and the heaviest sessions, into a spreadsheet.

test("the manager changes the range to a year, opens the sessions as a table and downloads the CSVs", async ({
  page,
}) => {
  // Seven charts and a list load at once, and again on each change: on the shared two cores this journey
  // takes over a minute.
  test.setTimeout(180_000);
  // "A year" ends today: on the sandbox's today, whose data end then (on 2 Dec the real date left November 2025
  // out of the range and the table had 12 months, not 13).
  await page.clock.setFixedTime(new Date(`${SANDBOX_TODAY}T10:00:00Z`));
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Gateway dashboard", "/property/1001/onespeed-gateway/dashboard");

  // The values now, and the last 30 days daily by default.
  await expect(page.getByRole("region", { name: "Download now" })).toContainText("Mbit/s");
  const bandwidth = page.getByRole("group", { name: "Bandwidth history" });
  await expect(bandwidth).toHaveAttribute("aria-describedby", /.+/);
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Daily" })).toBeChecked();

  // A year: monthly, never hourly; the keyboard reads the latest month.
  const asked = page.waitForRequest(
    (r) => r.url().includes("/onespeed/stats/bandwidth?") && r.url().includes("bt=monthly"),
  );
  await page.getByRole("radio", { name: "Last 1 year" }).click();
  await asked;
  await expect(page.getByRole("radio", { name: "Hourly" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await bandwidth.focus();
  await expect(page.getByRole("tooltip")).toContainText(/Download\s*[\d.,]+ GB/);

  // Upload only.
  await page.getByRole("button", { name: /Direction/ }).click();
  await page.getByRole("option", { name: "Upload", exact: true }).click();
  await expect(
    page.getByRole("list", { name: "Legend of Bandwidth history" }).getByRole("listitem"),
  ).toHaveCount(1);

  // The sessions as a table, then as a CSV of every month.
  const sessions = page.getByRole("region", { name: "Session history" });
  await sessions.getByText("Show as table").click();
  const table = sessions.getByRole("table", { name: "Session history" });
  await expect(table.getByRole("columnheader", { name: /Sessions/ })).toBeVisible();
  await expect(sessions.getByText(/^1–13 of 13$/)).toBeVisible();
  const csv = await downloadOf(page, () => sessions.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe("sessions-1001.csv");
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe("Time,Sessions");
  expect(lines).toHaveLength(14);
  expect(lines[1]).toMatch(/^20\d\d-\d\d-01T00:00:00.000Z,\d+$/);

  // The top sessions: searched, paged, exported by the server.
  const top = page
    .locator('[data-ui="GenericList"]')
    .filter({ has: page.getByRole("heading", { name: "Top sessions" }) });
  await expect(top.getByText(/^1–10 of \d+$/)).toBeVisible();
  const exported = await downloadOf(page, () => top.getByRole("button", { name: "Export CSV" }).click());
  expect(exported.name).toBe("top-sessions-1001.csv");
  expect(exported.text.split(/\r?\n/)[0]).toContain("Rank");
});
