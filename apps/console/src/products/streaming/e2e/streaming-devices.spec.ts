import { expect, test } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import { USERS, chooseProperty, openFromMenu, pickOption, signedIn, superApi } from "../../../../e2e/support";

// products.md "Streaming": a new Apple TV goes into room 214; the technician types the pairing PIN from the set-up
// sheet, one digit short. Name, MAC and IP carry a stamp: the sandbox lives as long as the whole run.
const now = Date.now();
const stamp = now.toString(36);
const hex = (n: number) => (n % 256).toString(16).padStart(2, "0").toUpperCase();

test("the property administrator adds an Apple TV: a PIN of three digits is refused, four are saved", async ({
  page,
  request,
}) => {
  const name = `Apple TV 214 ${stamp}`;
  const mac = `A4:83:E7:${hex(now >> 16)}:${hex(now >> 8)}:${hex(now)}`;
  const ip = `192.168.77.${(now % 250) + 1}`;
  await signedIn(page, USERS.admin);
  await chooseProperty(page, "Hotel Sacher Wien");
  await openFromMenu(page, "Streaming devices", "/property/1001/onestream/devices");
  await expect(page.getByRole("row", { name: /Apple TV 101/ })).toContainText("Online");

  await page.getByRole("button", { name: "New" }).click();
  const dialog = page.getByRole("dialog", { name: "New streaming device" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
  const type = dialog.getByRole("combobox", { name: /^Device type/ });
  await pickOption(type, "Apple", "Apple TV");
  await expect(type).toHaveValue("Apple TV");
  await dialog.getByRole("textbox", { name: /^Room/ }).fill("214");
  await dialog.getByRole("textbox", { name: /^MAC address/ }).fill(mac.toLowerCase());
  await dialog.getByRole("textbox", { name: /^IP address/ }).fill(ip);

  // One digit short: refused with the spec's message, and Save waits.
  const pin = dialog.getByRole("textbox", { name: /^PIN/ });
  await pin.fill("471");
  await pin.press("Tab");
  await expect(dialog).toContainText("Must be 4 digits, eg.: 1234");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await pin.fill("4711");
  await expect(dialog).not.toContainText("Must be 4 digits, eg.: 1234");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Listed offline until the box reports, its MAC as the gateway writes it; still there after a reload, and its
  // MAC and IP are read-only now.
  await page.getByRole("textbox", { name: "Search" }).fill(stamp);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Offline");
  await expect(row).toContainText(mac);
  await page.reload();
  await page.getByRole("textbox", { name: "Search" }).fill(stamp);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(ip);
  await page.getByRole("button", { name: `Edit: ${name}`, exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit streaming device" });
  await expect(edit.getByRole("textbox", { name: /^MAC address/ })).toHaveAttribute("readonly");
  await expect(edit.getByRole("textbox", { name: /^PIN/ })).toHaveValue("4711");
  await edit.getByRole("button", { name: "Cancel" }).click();

  // Removed again, so the list stays as seeded for the other journeys.
  const api = superApi(request, SANDBOX);
  const { items } = await api.get<{ items: { id: string; name: string }[] }>("/1001/onestream/device/index");
  const created = items.find((device) => device.name === name);
  expect(created, "the device is stored").toBeTruthy();
  await api.delete(`/1001/onestream/device/${created!.id}`);
});
