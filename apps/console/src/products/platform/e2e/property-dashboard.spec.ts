import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { USERS, chooseProperty, signedIn } from "../../../../e2e/support";

// The property dashboard per user (issue 29): each demo account signs in, chooses Hotel Sacher Wien and sees
// what it may open, live against the sandbox, and no refusal.

test.beforeEach(async ({ page }) => {
  // The seed's today, so "today's" arrivals, check-ins and tickets are the seed's.
  await page.clock.setFixedTime(new Date("2026-11-20T10:00:00.000Z"));
});

/** A date and time as the console writes them (the ping's time is the sandbox's clock, not the page's). */
const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/;

const REFUSAL = "You are not authorized to perform this action";

/** The dashboard's parts, in order, by their headings (each part is a region named by its heading). */
const part = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });

/** A figure of a part once the sandbox answered: its number. */
async function figure(area: Locator, label: string) {
  const card = area.getByRole("region", { name: label, exact: true });
  await expect(card).toContainText(/\d/);
  return card;
}

async function openDashboard(page: Page, email: string) {
  await signedIn(page, email);
  await chooseProperty(page, "Hotel Sacher Wien");
  await expect(page).toHaveURL("/property/1001/dashboard");
  await expect(page.getByRole("heading", { name: "Hotel Sacher Wien" })).toBeVisible();
}

test("the front desk sees its desk first, pings and syncs the room manager, and the gateway's tickets of today, without any refusal", async ({
  page,
}) => {
  await openDashboard(page, USERS.staff);
  const main = page.getByRole("main");
  const frontDesk = part(page, "Front desk");
  // The desk's own work comes first, right under the hotel's name.
  await expect(main.locator("[data-part]").first()).toHaveAccessibleName("Front desk");
  await figure(frontDesk, "Arrivals today");
  await figure(frontDesk, "Checked in online today");

  // The room manager answered when the part showed (at the sandbox's own time); Ping asks again, Sync starts
  // a sync.
  const lastPing = frontDesk.getByTestId("last-ping");
  await expect(lastPing).toHaveText(DATE_TIME);
  await frontDesk.getByRole("button", { name: "Ping PMS" }).click();
  await expect(lastPing).toHaveAttribute("data-state", "success");
  await expect(lastPing).toHaveText(DATE_TIME);
  const lastSync = frontDesk.getByTestId("last-sync");
  // The interface's last sync (this morning's, or an earlier test's), then this one's with what it changed.
  await expect(lastSync).toHaveText(DATE_TIME);
  await frontDesk.getByRole("button", { name: "Sync with PMS" }).click();
  await expect(lastSync).toHaveText(
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}Added: \d+, updated: \d+, removed: \d+$/,
  );

  const gateway = part(page, "Gateway today");
  await figure(gateway, "Tickets created today");
  await expect(gateway.getByRole("region", { name: "Sessions now" })).toHaveCount(0);
  await expect(part(page, "Web check-in today").getByTestId("funnel")).toContainText(
    /Arrivals \d+Started \d+Completed \d+/,
  );

  // Nothing the front desk may not open: no licences, no heartbeat, no refusal.
  await expect(part(page, "Licences")).toHaveCount(0);
  await expect(part(page, "Bridge heartbeat")).toHaveCount(0);
  await expect(page.getByText(REFUSAL)).toHaveCount(0);

  // New tickets opens the new batch's form at once, valid from now; the list stays behind it.
  await gateway.getByRole("button", { name: "New tickets" }).click();
  await expect(page).toHaveURL("/property/1001/onespeed-gateway/bulk-tickets");
  const form = page.getByRole("dialog", { name: "New bulk ticket" });
  await expect(form).toBeVisible();
  await expect(form.getByRole("group", { name: /^Valid from/ })).not.toContainText("dd");
});

test("the super administrator sees every product live, the licences with their bars and the heartbeat", async ({
  page,
}) => {
  await openDashboard(page, USERS.super);
  const frontDesk = part(page, "Front desk");
  await figure(frontDesk, "Arrivals today");
  await expect(frontDesk.getByTestId("last-ping")).toHaveText(DATE_TIME);

  const gateway = part(page, "Gateway today");
  await figure(gateway, "Download now");
  await figure(gateway, "Upload now");
  await figure(gateway, "Sessions now");
  await figure(gateway, "Tickets created today");
  await expect(gateway.getByRole("link", { name: "Gateway dashboard" })).toHaveAttribute(
    "href",
    "/property/1001/onespeed-gateway/dashboard",
  );

  await expect(part(page, "Web check-in today").getByTestId("funnel")).toContainText(
    /Arrivals \d+Started \d+Completed \d+/,
  );
  const streaming = await figure(part(page, "Streaming devices"), "Devices online");
  await expect(streaming).toContainText(/of \d+/);
  const digitalKey = part(page, "Digital key rooms");
  await figure(digitalKey, "Rooms");
  await figure(digitalKey, "Doors");
  await expect(part(page, "Display now").getByTestId("display-state")).toHaveText(/^(On|Off)/);

  const licences = part(page, "Licences");
  await expect(licences.getByRole("row")).toHaveCount(5);
  await expect(licences.getByRole("row", { name: /^Gateway/ }).locator("[data-ui=UsageBar]")).toHaveAttribute(
    "data-level",
    "red",
  );
  await expect(part(page, "Bridge heartbeat").getByTestId("bridge-status")).toContainText("Current");
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
});

test("the administrator of Alpine Resorts sees the products and licences, no heartbeat and no refusal", async ({
  page,
}) => {
  await openDashboard(page, USERS.admin);
  await figure(part(page, "Front desk"), "Arrivals today");
  await figure(part(page, "Gateway today"), "Sessions now");
  await expect(part(page, "Licences").getByRole("row")).toHaveCount(5);
  await expect(part(page, "Bridge heartbeat")).toHaveCount(0);
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
