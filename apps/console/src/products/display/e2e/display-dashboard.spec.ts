import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, screenTitle, signedIn } from "../../../../e2e/support";

// The display dashboard (docs/decisions.md): the administrator checks at a glance that the lobby screen of
// Hotel Sacher Wien is on, when it runs and what it shows, then opens its settings to change them. The
// dashboard has no range, views or CSV: the contract gives the display its settings only.

test("the administrator reads the lobby display's state, hours and content, and opens its settings", async ({
  page,
}) => {
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Display dashboard", "/property/1001/onesquare/dashboard");

  await expect(page.getByRole("region", { name: "Right now" })).toContainText(/On|Dimmed|Off/);
  await expect(page.getByRole("region", { name: "Right now" })).toContainText("hotel time (Europe/Vienna)");
  await expect(page.getByRole("region", { name: "Operating hours" })).toContainText(
    // The times are isolated left to right (so an Arabic sentence keeps them whole).
    "\u206606:00\u2069 to \u206600:00\u2069",
  );
  await expect(page.getByRole("region", { name: "Screen" })).toContainText("Shows: Clock, Weather");
  const device = page.getByRole("group", { name: "Device" });
  await expect(device.getByRole("definition").first()).toHaveText(/^OSQ-/);
  await expect(page.getByText("This view is under construction")).toHaveCount(0);

  await page.getByRole("link", { name: "Open display settings" }).click();
  await expect(page).toHaveURL("/property/1001/onesquare/settings");
  await expect(screenTitle(page)).toHaveText("Display settings");
});
