import { expect, test } from "@playwright/test";
import {
  AUTH_TOKEN_KEY,
  USERS,
  chooseProperty,
  escapeRegExp,
  holdRequests,
  mainMenu,
  screenTitle,
  signedIn,
  toolbar,
} from "./support";

// platform.md section 2 ("Layout", "Home", "Property selector") and section 6 (menu entries by permission).

test("front desk staff see only the front desk's menu entries once their hotel is chosen", async ({
  page,
}) => {
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await expect(page).toHaveURL("/property/1001/dashboard");
  await expect(page.getByRole("heading", { name: "Hotel Sacher Wien" })).toBeVisible();

  const menu = mainMenu(page);
  // The receptionist's role (docs/decisions.md, "Front desk"): the room manager, the gateway's daily work
  // (monitoring, tickets, voucher batches, blocking a device) and the web check-in desk; no settings, no users.
  await expect(menu.getByRole("link")).toHaveText([
    "Home",
    "Dashboard",
    "Check-in room manager",
    "Monitoring",
    "Tickets",
    "Bulk tickets",
    "Blocklist",
    "Guest app dashboard",
    "Web check-in statistics",
    "Reservations",
    "POR report",
    "Release authorization",
    "Guest app themes",
  ]);
  await expect(menu.getByRole("heading")).toHaveText(["General", "Property", "Gateway", "Guest app"]);
  await expect(menu.getByRole("heading", { name: "Administration" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Settings" })).toHaveCount(0);
});

test("choosing a property keeps a product screen, and opens the dashboard elsewhere", async ({ page }) => {
  await signedIn(page, USERS.super, "/property/1001/onespeed-gateway/tickets");
  await expect(screenTitle(page)).toHaveText("Tickets");
  // The seeds differ in one visible cell: the conference ticket is enabled at 1001 and not at 1002.
  const enabled = page
    .getByRole("main")
    .getByRole("row", { name: /Conference day/ })
    .locator('[data-label="Enabled"]');
  await expect(enabled).toHaveText("Yes");

  await chooseProperty(page, "Hotel Adlon München");
  await expect(page).toHaveURL("/property/1002/onespeed-gateway/tickets");
  await expect(screenTitle(page)).toHaveText("Tickets");
  // The tickets of the hotel chosen, not the ones shown before.
  await expect(enabled).toHaveText("No");

  await mainMenu(page).getByRole("link", { name: "Roles" }).click();
  await expect(page).toHaveURL("/roles");
  // The URL changes before the new screen is shown; until then the user still sees the tickets.
  await expect(screenTitle(page)).toHaveText("Roles");
  await chooseProperty(page, "Alpenhof Salzburg");
  await expect(page).toHaveURL("/property/1008/dashboard");
  await expect(screenTitle(page)).toHaveText("Dashboard");
  await expect(page.getByRole("heading", { name: "Alpenhof Salzburg" })).toBeVisible();
});

// Home has no property in its route, so the property menu is gone, but the selector still shows the hotel last
// chosen (it is stored). Choosing it there did nothing: react-aria reports changes only, and the receptionist
// could reach the dashboard only through the card below.
test("on home, choosing the property the selector shows opens its dashboard, by click and by Enter", async ({
  page,
}) => {
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await expect(page).toHaveURL("/property/1001/dashboard");
  const home = () => mainMenu(page).getByRole("link", { name: "Home" }).click();
  const drawer = page.getByRole("complementary", { name: "Navigation" });
  const field = drawer.getByRole("combobox", { name: "Property" });
  const option = page.getByRole("option", { name: "Hotel Sacher Wien (1001)" });

  await home();
  await expect(page).toHaveURL("/");
  await expect(field).toHaveValue("Hotel Sacher Wien (1001)");
  await drawer.getByRole("button", { name: /suggestions/i }).click();
  await option.click();
  await expect(page).toHaveURL("/property/1001/dashboard");
  await expect(page.getByRole("heading", { name: "Hotel Sacher Wien" })).toBeVisible();

  await home();
  await expect(page).toHaveURL("/");
  await field.focus();
  await field.press("ArrowDown");
  await expect(option).toHaveAttribute("data-focused", "true");
  await field.press("Enter");
  await expect(page).toHaveURL("/property/1001/dashboard");

  // On the hotel's own screen, choosing it again stays put: Back still leads home, not to the same page.
  await chooseProperty(page, "Hotel Sacher Wien");
  await expect(option).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL("/");
});

// Issue 42 item 2: products.md section 2 lists the check-in room manager and room control with the product
// routes, which keep their screen; the switch used to land on the dashboard.
test("choosing a property keeps the check-in room manager and room control, with the new hotel's data", async ({
  page,
}) => {
  await signedIn(page, USERS.super, "/property/1001/checkin-room-manager");
  await expect(screenTitle(page)).toHaveText("Check-in room manager");
  await expect(page.getByRole("row", { name: "101" }).first()).toContainText("240001");
  await chooseProperty(page, "Hotel Adlon München");
  await expect(page).toHaveURL("/property/1002/checkin-room-manager");
  await expect(screenTitle(page)).toHaveText("Check-in room manager");
  // The guests of the other hotel's PMS (its reservation numbers start at 340000).
  await expect(page.getByRole("row", { name: "101" }).first()).toContainText(/34\d{4}/);

  await page.goto("/property/1002/roomcontrol");
  await expect(screenTitle(page)).toHaveText("Room control");
  await chooseProperty(page, "Hotel Telegraaf Pärnu");
  await expect(page).toHaveURL("/property/1003/roomcontrol");
  await expect(screenTitle(page)).toHaveText("Room control");
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

test("a route whose screen is not built yet says so under its title", async ({ page }) => {
  // Every route of the table has its screen now: a route without one is made here by serving the display
  // dashboard's chunk without a screen (a module with no default export), which is what the router gets for
  // an entry without `screen`. The unit test (app/RouteScreen.test.tsx) does the same with a made-up route.
  await page.route("**/assets/DisplayDashboardScreen-*.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "export default undefined;" }),
  );
  await signedIn(page, USERS.super, "/property/1001/onesquare/dashboard");
  await expect(screenTitle(page)).toHaveText("Display dashboard");
  await expect(page.getByText("This view is under construction")).toBeVisible();
});

test("the selector follows a propertyId in the query, and keeps it as the chosen property", async ({
  page,
}) => {
  await signedIn(page, USERS.super, "/roles");
  await page.goto("/roles?propertyId=1002");
  const selector = page
    .getByRole("complementary", { name: "Navigation" })
    .getByRole("combobox", { name: "Property" });
  await expect(selector).toHaveValue("Hotel Adlon München (1002)");
  await page.goto("/roles");
  await expect(selector).toHaveValue("Hotel Adlon München (1002)");
});

test("logging out opens the login page with the e-mail filled in, and the guard then refuses", async ({
  page,
}) => {
  await signedIn(page, USERS.admin, "/roles");
  await toolbar(page)
    .getByRole("button", { name: `Account ${USERS.admin}` })
    .click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(USERS.admin)}`);
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(USERS.admin);

  await page.goto("/roles");
  await expect(page).toHaveURL(`/login?nextpage=${encodeURIComponent("/roles")}`);
});

test("a stored session the server no longer knows leads to the login page, without the 401 modal", async ({
  page,
}) => {
  await page.goto("/login");
  await page.evaluate((key) => localStorage.setItem(key, "0".repeat(64)), AUTH_TOKEN_KEY);
  await page.goto("/roles");
  await expect(page).toHaveURL(`/login?nextpage=${encodeURIComponent("/roles")}`);
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

// The frame follows a property in the address. Choosing another one stores it at once, while the address
// changes only as the next screen is drawn: the frame took that moment's old address for a choice and stored
// the old property again, then the new one (the selector flickered back, and the recent list churned).
test("choosing a property stores it once, never the old one again while the address changes", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const writes: string[] = [];
    Object.assign(window, { propertyWrites: writes });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === "cms-property") writes.push(value);
      return setItem.call(this, key, value);
    };
  });
  await signedIn(page, USERS.super, "/property/1001/onespeed-gateway/tickets");
  await expect(screenTitle(page)).toHaveText("Tickets");
  const writes = () =>
    page.evaluate(() => (window as unknown as { propertyWrites: string[] }).propertyWrites);
  const before = (await writes()).length;

  await chooseProperty(page, "Hotel Adlon München");
  await expect(page).toHaveURL("/property/1002/onespeed-gateway/tickets");
  await expect(page.getByRole("main").getByRole("heading", { name: "Tickets" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("row").nth(1)).toBeVisible();
  expect((await writes()).slice(before)).toEqual(["1002"]);
});

test("the frame and the screen's title show while the screen's own code is still on its way", async ({
  page,
}) => {
  // Issue 40: a cold start drew nothing but a loading bar until the screen's code had come, shell included.
  await signedIn(page, USERS.super);
  const release = await holdRequests(page, /\/assets\/UsersScreen-[^/]+\.js$/);
  await page.goto("/super/users");
  await expect(screenTitle(page)).toHaveText("Users");
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  release();
  await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
