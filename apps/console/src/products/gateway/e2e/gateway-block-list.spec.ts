import { expect, test } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import { USERS, chooseProperty, openFromMenu, signedIn, superApi } from "../../../../e2e/support";

// products.md "Gateway", "Blocklist": a guest reports a rogue hotspot on the third floor; the front desk keeps
// that device off the internet at once. The name carries a stamp: the sandbox lives as long as the whole run.
const stamp = Date.now().toString(36);

test("the front desk blocks a rogue hotspot by its MAC address, a mistyped address refused first", async ({
  page,
  request,
}) => {
  const device = `Hotspot room 312 ${stamp}`;
  await signedIn(page, USERS.staff);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Blocklist", "/property/1001/onespeed-gateway/blocklist");
  await expect(page.getByRole("row", { name: /Rogue access point \(parking\)/ })).toBeVisible();

  await page.getByRole("button", { name: "New" }).click();
  const dialog = page.getByRole("dialog", { name: "New blocked device" });
  await dialog.getByRole("textbox", { name: /^Device/ }).fill(device);
  const mac = dialog.getByRole("textbox", { name: /^MAC address/ });
  // Read off a phone's settings with dashes: refused with the spec's message, and Save waits.
  await mac.fill("3c-22-fb-9a-10-7e");
  await mac.press("Tab");
  await expect(dialog).toContainText("MAC Address must be valid");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await mac.fill("3c:22:fb:9a:10:7e");
  await expect(dialog).not.toContainText("MAC Address must be valid");
  const enabled = dialog.getByRole("switch", { name: /^Enabled/ });
  await enabled.focus();
  await enabled.press("Space");
  await expect(enabled).toBeChecked();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Listed as blocked, its address as the gateway writes it; still there after a reload.
  await page.getByRole("textbox", { name: "Search" }).fill(stamp);
  const row = page.getByRole("row", { name: new RegExp(device) });
  await expect(row).toContainText("3C:22:FB:9A:10:7E");
  await expect(row).toContainText("Yes");
  await page.reload();
  await page.getByRole("textbox", { name: "Search" }).fill(stamp);
  await expect(page.getByRole("row", { name: new RegExp(device) })).toContainText("3C:22:FB:9A:10:7E");

  // Unblocking by deletion is the gateway manager's: the super administrator removes it again, so the list
  // stays as seeded for the other journeys.
  const api = superApi(request, SANDBOX);
  const { items } = await api.get<{ items: { _id: string; device: string }[] }>(
    "/1001/onespeed/blocklist/index",
  );
  const created = items.find((entry) => entry.device === device);
  expect(created, "the blocked device is stored").toBeTruthy();
  await api.delete(`/1001/onespeed/blocklist/${created!._id}`);
});
