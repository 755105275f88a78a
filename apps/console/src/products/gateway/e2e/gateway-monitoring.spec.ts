import { expect, test } from "@playwright/test";
import { USERS, chooseProperty, openFromMenu, signedIn } from "../../../../e2e/support";

// products.md "Monitoring": a guest at the desk says the laptop in room 209 is still online after they gave it
// to a colleague. The receptionist finds the guest's session by name, opens its devices and disconnects the
// one that is connected; the guest's other devices stay as they were.
test("the front desk finds a guest's session by name and disconnects one of its devices", async ({
  page,
}) => {
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Monitoring", "/property/1001/onespeed-gateway/monitoring");

  await page.getByRole("textbox", { name: "Search" }).fill("Hoffmann");
  const row = page.getByRole("row", { name: "Line Hoffmann" });
  await expect(row).toContainText("209");
  await expect(
    page.getByRole("row").filter({ has: page.getByRole("button", { name: "Show details" }) }),
  ).toHaveCount(1);

  await row.getByRole("button", { name: "Show details" }).click();
  const tabs = page.getByRole("tablist", { name: "Session of Line Hoffmann" });
  await expect(tabs.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Usage" })).toBeVisible();
  await tabs.getByRole("tab", { name: "Devices (3)" }).click();

  const devices = page.getByRole("table", { name: "Devices of Line Hoffmann" });
  const deviceRows = devices.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(deviceRows).toHaveCount(3);
  const before = await deviceRows.allTextContents();
  const connected = deviceRows.filter({ has: page.getByRole("cell", { name: "Connected", exact: true }) });
  await expect(connected.first()).toBeVisible();
  const mac = (await connected.first().getByRole("cell").first().textContent())!.trim();
  expect(mac).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);

  await connected
    .first()
    .getByRole("button", { name: `Disconnect ${mac}` })
    .click();
  await expect(page.getByText("Disconnected: 1")).toBeVisible();
  const phone = devices.getByRole("row", { name: new RegExp(mac) });
  await expect(phone).toContainText("Offline");
  await expect(phone.getByRole("button", { name: `Disconnect ${mac}` })).toBeDisabled();
  // The guest's other devices are as they were, and the session stays open.
  const after = await deviceRows.allTextContents();
  expect(after.filter((text) => !text.includes(mac))).toEqual(before.filter((text) => !text.includes(mac)));
  await expect(tabs).toBeVisible();
});
