import { expect, test } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import { USERS, mainMenu, screenTitle, toolbar, signedIn, superApi } from "../../../../e2e/support";

// platform.md "Licence" (one block per product with auto renew and auto renew days, sections 3, 7 and 9) and
// the property dashboard's licence part.

/** Hotel Telegraaf Pärnu: its gateway licence ends on 29.11.2026, nine days after the seed's today. */
const PROPERTY = "1003";
const GATEWAY_LICENCE = `/${PROPERTY}/onespeed/license`;

test.beforeEach(async ({ page }) => {
  // The browser's today is the seed's, so days left and "expires soon" read the same on every run.
  await page.clock.setFixedTime(new Date("2026-11-20T10:00:00.000Z"));
});

test.afterEach(async ({ request }) => {
  // Back to the seed's value, for whatever runs after this file.
  await superApi(request, SANDBOX).put(GATEWAY_LICENCE, {
    info: { autoRenew: true, autoRenewDays: 365, themes: 5 },
  });
});

test("the gateway licence's auto renew days are saved, kept after a reload and shown on the dashboard", async ({
  page,
}) => {
  await signedIn(page, USERS.super, `/property/${PROPERTY}/admin/license`);
  await expect(screenTitle(page)).toHaveText("Licence");

  const main = page.getByRole("main");
  const gateway = main.getByRole("region", { name: "Gateway", exact: true });
  const days = gateway.getByRole("textbox", { name: /Auto renew days/ });
  await expect(days).toHaveValue("365");
  await expect(gateway).toContainText("Expires soon");
  await days.fill("180");
  await gateway.getByRole("button", { name: "Save" }).click();
  // The spec's save notification, the one notice of a save.
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // It appears below the top bar: the screen's title stays readable (issue 43, item 12).
  const toast = (await page.locator('[data-ui="Toast"]').first().boundingBox())!;
  const bar = (await toolbar(page).boundingBox())!;
  expect(toast.y).toBeGreaterThanOrEqual(bar.y + bar.height);

  await page.reload();
  await expect(screenTitle(page)).toHaveText("Licence");
  await expect(
    main
      .getByRole("region", { name: "Gateway", exact: true })
      .getByRole("textbox", { name: /Auto renew days/ }),
  ).toHaveValue("180");
  // The other products keep theirs.
  await expect(
    main
      .getByRole("region", { name: "Guest app", exact: true })
      .getByRole("textbox", { name: /Auto renew days/ }),
  ).toHaveValue("365");

  await mainMenu(page).getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(`/property/${PROPERTY}/dashboard`);
  const licences = main.getByRole("region", { name: "Licences", exact: true });
  const row = licences.getByRole("row", { name: /^Gateway/ });
  await expect(row.getByRole("cell")).toHaveText(["Expires soon", "29.11.2026", "9", "Yes"]);
  await expect(
    licences
      .getByRole("row", { name: /^Guest app/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("Expired");
  await licences.getByRole("link", { name: "Manage licences" }).click();
  await expect(page).toHaveURL(`/property/${PROPERTY}/admin/license`);
});

test("an ended licence shows beside every title of its product, for those who can renew it", async ({
  page,
}) => {
  // Hotel Sacher Wien's gateway licence ended five days before the seed's today (issue 43, item 9).
  await signedIn(page, USERS.super, "/property/1001/onespeed-gateway/tickets");
  const badge = toolbar(page).getByRole("link", { name: "Licence expired" });
  await expect(badge).toHaveAttribute("title", /^The Gateway licence ended on \d\d\.\d\d\.\d{4}\.$/);
  await mainMenu(page).getByRole("link", { name: "Bulk tickets", exact: true }).click();
  await expect(screenTitle(page)).toHaveText("Bulk tickets");
  await expect(badge).toBeVisible();
  // Another product's screens run on their own licence, active here.
  await page.goto("/property/1001/onestream/devices");
  await expect(screenTitle(page)).toHaveText("Streaming devices");
  await expect(toolbar(page).getByText("Licence expired")).toHaveCount(0);
  await page.goBack();
  await badge.click();
  await expect(page).toHaveURL("/property/1001/admin/license");
  await expect(page.getByRole("region", { name: "Gateway", exact: true })).toContainText("Expired");
});

test("staff, who cannot read the licence, see their screens without a licence badge", async ({ page }) => {
  await signedIn(page, USERS.staff, "/property/1001/onespeed-gateway/tickets");
  await expect(screenTitle(page)).toHaveText("Tickets");
  await expect(toolbar(page).getByText(/^Licence/)).toHaveCount(0);
});
