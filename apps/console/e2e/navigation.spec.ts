import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, escapeRegExp, mainMenu, screenTitle, signedIn } from "./support";

// platform.md section 2 ("Layout", "Home", "Property selector") and section 6 (menu entries by permission).

test("front desk staff see only their four menu entries once their hotel is chosen", async ({ page }) => {
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await expect(page).toHaveURL("/property/1001/dashboard");
  await expect(page.getByRole("heading", { name: "Hotel Sacher Wien" })).toBeVisible();

  const menu = mainMenu(page);
  // Home for everyone; the property's dashboard; property.checkinRoomManager.list; onespeed.tickets.list.
  await expect(menu.getByRole("link")).toHaveText(["Home", "Dashboard", "Check-in room manager", "Tickets"]);
  await expect(menu.getByRole("heading")).toHaveText(["General", "Property", "Gateway"]);
  await expect(menu.getByRole("heading", { name: "Administration" })).toHaveCount(0);
});

test("choosing a property keeps a product screen, and opens the dashboard elsewhere", async ({ page }) => {
  await signedIn(page, USERS.super, "/property/1001/onespeed-gateway/tickets");
  await expect(screenTitle(page)).toHaveText("Tickets");

  await chooseProperty(page, "Hotel Adlon München");
  await expect(page).toHaveURL("/property/1002/onespeed-gateway/tickets");
  await expect(screenTitle(page)).toHaveText("Tickets");

  await mainMenu(page).getByRole("link", { name: "Roles" }).click();
  await expect(page).toHaveURL("/roles");
  // The URL changes before the new screen is shown; until then the user still sees the tickets.
  await expect(screenTitle(page)).toHaveText("Roles");
  await chooseProperty(page, "Alpenhof Salzburg");
  await expect(page).toHaveURL("/property/1008/dashboard");
  await expect(screenTitle(page)).toHaveText("Dashboard");
  await expect(page.getByRole("heading", { name: "Alpenhof Salzburg" })).toBeVisible();
});

test("home lists the three most recently chosen properties, newest first, after a reload too", async ({
  page,
}) => {
  const chosen = [
    ["1001", "Hotel Sacher Wien"],
    ["1002", "Hotel Adlon München"],
    ["1003", "Hotel Telegraaf Pärnu"],
    ["1004", "Hotel Grande Bretagne Heraklion"],
  ] as const;
  await signedIn(page, USERS.super);
  await expect(page.getByRole("region", { name: "Recently selected" })).toContainText(
    "Properties you choose appear here.",
  );

  for (const [id, name] of chosen) {
    await chooseProperty(page, name);
    await expect(page).toHaveURL(`/property/${id}/dashboard`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }

  const expected = chosen
    .slice(1)
    .reverse()
    .map(([, name]) => new RegExp(`^${escapeRegExp(name)}`));
  await mainMenu(page).getByRole("link", { name: "Home" }).click();
  const recent = page.getByRole("region", { name: "Recently selected" });
  await expect(recent.getByRole("link")).toHaveText(expected);

  await page.reload();
  await expect(screenTitle(page)).toHaveText("Home");
  await expect(recent.getByRole("link")).toHaveText(expected);
});
