import { expect, test } from "@playwright/test";
import { SANDBOX_TODAY } from "../../../../e2e/env";
import { USERS, mainMenu, screenTitle, signedIn } from "../../../../e2e/support";
import { downloadOf } from "../../../../e2e/downloads";

// The guest app dashboard (docs/decisions.md): the manager's first look at the morning: this month's web
// check-ins, today's funnel as numbers and a CSV, then on to the statistics.

test("the manager reads this month's check-ins, today's funnel as a table and CSV, and opens the statistics", async ({
  page,
}) => {
  // "Today" is the sandbox's today, whose check-ins are seeded (the browser's clock may be days later).
  await page.clock.setFixedTime(new Date(`${SANDBOX_TODAY}T10:00:00Z`));
  await signedIn(page, USERS.admin, "/property/1001/oneapp");
  await expect(screenTitle(page)).toHaveText("Guest app dashboard");
  await expect(page.getByRole("region", { name: "Check-ins started this month" })).toContainText(/\d/);
  await expect(page.getByRole("region", { name: "Completed of started, this month" })).toContainText("%");

  const funnel = page.getByRole("region", { name: "Today's web check-in funnel" });
  await expect(funnel.getByRole("group", { name: "Today's web check-in funnel" })).toBeVisible();
  await funnel.getByText("Show as table").click();
  const table = funnel.getByRole("table", { name: "Today's web check-in funnel" });
  await expect(table.getByRole("row", { name: "Room selection" })).toBeVisible();
  const csv = await downloadOf(page, () => funnel.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe("webcheckin-today-1001.csv");
  expect(csv.text.split(/\r?\n/)[0]).toContain("Guests");

  await page
    .getByRole("navigation", { name: "Shortcuts" })
    .getByRole("link", { name: "Web check-in statistics" })
    .click();
  await expect(page).toHaveURL("/property/1001/oneapp/webcheckin/dashboard");
  await expect(screenTitle(page)).toHaveText("Web check-in statistics");
  await expect(mainMenu(page)).toBeVisible();
});
