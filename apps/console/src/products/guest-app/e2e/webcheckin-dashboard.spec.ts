import { expect, test } from "@playwright/test";
import { USERS, screenTitle, signedIn } from "../../../../e2e/support";
import { downloadOf } from "../../../../e2e/downloads";

// products.md "Web check-in statistics": the front office manager looks at how guests went through web
// check-in over the last year, as a funnel and as bars, and takes the numbers into a spreadsheet.

test("the manager changes the range to a year, switches to bars, opens the table and downloads the CSV", async ({
  page,
}) => {
  await signedIn(page, USERS.admin, "/property/1001/oneapp/webcheckin/dashboard");
  await expect(screenTitle(page)).toHaveText("Web check-in statistics");
  // The funnel of the last 30 days first.
  await expect(page.getByRole("radio", { name: "Funnel" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Web check-in steps" })).toHaveAccessibleDescription(
    /started at Room selection/,
  );

  const year = page.waitForRequest((r) => r.url().includes("/statistics/webcheckinsteps?"));
  await page.getByRole("radio", { name: "Last 1 year" }).click();
  const asked = new URL((await year).url());
  const days =
    (Date.parse(asked.searchParams.get("dateTo")!) - Date.parse(asked.searchParams.get("dateFrom")!)) / 864e5;
  expect(days).toBeGreaterThan(360);

  await page.getByRole("radio", { name: "Bars" }).click();
  await expect(page.getByRole("group", { name: "Web check-in steps" })).toHaveAccessibleDescription(
    /^Guests peaked at/,
  );

  const steps = page.getByRole("region", { name: "Web check-in steps" });
  await steps.getByText("Show as table").click();
  const table = steps.getByRole("table", { name: "Web check-in steps" });
  await expect(table.getByRole("row", { name: "Room selection" })).toBeVisible();
  await expect(table.getByRole("checkbox")).toHaveCount(0);
  const csv = await downloadOf(page, () => steps.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe("webcheckin-steps-1001.csv");
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe("Step,Guests");
  expect(lines[1]).toMatch(/^roomSelection,\d+$/);
});
