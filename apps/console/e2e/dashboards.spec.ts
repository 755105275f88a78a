import { expect, test } from "@playwright/test";
import { SANDBOX_TODAY } from "./env";
import { USERS, chooseProperty, mainMenu, screenTitle, signedIn } from "./support";

// Issue 23: the five product dashboards are real for the platform's super administrator too, and for a hotel
// other than the one the product journeys use (each of those signs in as admin@ at Hotel Sacher Wien). The
// super administrator of the group goes round the dashboards of Hotel Adlon München from the menu, as on a
// morning check of a second house: each shows its figures from the sandbox, none an error or a placeholder.

test("the super administrator goes round the five dashboards of a second hotel and reads each one's figures", async ({
  page,
}) => {
  // Five dashboards, each loading several charts at once: slow on the shared two cores.
  test.setTimeout(180_000);
  // The guest app's "today" is the sandbox's today, whose check-ins are seeded.
  await page.clock.setFixedTime(new Date(`${SANDBOX_TODAY}T10:00:00Z`));
  await signedIn(page, USERS.super);
  await chooseProperty(page, "Hotel Adlon München");
  const open = async (entry: string, path: string) => {
    await mainMenu(page).getByRole("link", { name: entry, exact: true }).click();
    await expect(page).toHaveURL(`/property/1002${path}`);
    await expect(screenTitle(page)).toHaveText(entry);
  };
  // A dashboard read whole: none of its parts failed to load, none is a placeholder.
  const whole = async () => {
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByText(/could not be loaded|This view is under construction/)).toHaveCount(0);
  };

  await open("Gateway dashboard", "/onespeed-gateway/dashboard");
  await expect(page.getByRole("region", { name: "Download now" })).toContainText("Mbit/s");
  await expect(page.getByRole("group", { name: "Bandwidth history" })).toHaveAccessibleDescription(
    /peaked at/,
  );
  await expect(page.getByRole("table", { name: "Top sessions" }).getByRole("row")).not.toHaveCount(0);
  await whole();

  await open("Streaming dashboard", "/onestream/dashboard");
  await expect(page.getByRole("group", { name: "Connections" })).toHaveAccessibleDescription(/peaked at/);
  await whole();

  await open("Web check-in statistics", "/oneapp/webcheckin/dashboard");
  await expect(page.getByRole("group", { name: "Web check-in steps" })).toHaveAccessibleDescription(
    /started at Room selection/,
  );
  await whole();

  await open("Guest app dashboard", "/oneapp");
  await expect(page.getByRole("region", { name: "Check-ins started this month" })).toContainText(/\d/);
  await whole();

  await open("Display dashboard", "/onesquare/dashboard");
  await expect(page.getByRole("region", { name: "Right now" })).toContainText(/On|Dimmed|Off/);
  await whole();
});
