import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import {
  USERS,
  mainMenu,
  openEdit,
  pickOption,
  screenTitle,
  signedIn,
  superApi,
} from "../../../../e2e/support";

// platform.md section 2 ("Other administration screens", "Generic settings screen"), section 3 (Weather
// location, Weather settings) and section 4 (weather location save and bulk delete, weather settings load).

interface WeatherLocation {
  id: string;
  city: string;
  country: string;
}

/** The two Greek places the journey adds; the seed observes none of them. */
const ADDED = ["Oia", "Rhodes"];
const isAdded = (location: WeatherLocation) => ADDED.includes(location.city);

/**
 * Toggles a checkbox or switch from the keyboard (react-aria's styled box covers the hidden input a pointer
 * would aim at) and waits for the new state.
 */
async function toggle(control: Locator, checked: boolean) {
  await control.focus();
  await control.press("Space");
  await expect(control).toBeChecked({ checked });
}

const locationCell = (page: Page, city: string) =>
  page.getByRole("table", { name: "Weather locations" }).getByRole("cell", { name: city, exact: true });

test("super searches weather places, adds two and deletes them again", async ({ page, request }) => {
  const api = superApi(request, SANDBOX);
  const before = await api.get<{ items: WeatherLocation[] }>("/weather/location/index");
  expect(before.items.filter(isAdded)).toEqual([]);

  await signedIn(page, USERS.super, "/weather/locations");
  await expect(screenTitle(page)).toHaveText("Weather locations");
  await expect(locationCell(page, "Vienna")).toBeVisible();

  await page.getByRole("button", { name: "New", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add weather locations" });
  await expect(dialog).toBeVisible();
  // An empty query cannot search (the spec: it makes no call).
  await expect(dialog.getByRole("button", { name: "Search" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Place" }).fill("o");
  // The country is picked by its name (issue 26: a typed "Austria" once went out as cc=AU).
  await pickOption(dialog.getByRole("combobox", { name: "Country" }), "Greece", "Greece (GR)");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Places found: 4");
  // Each result reads name, iso1 and local name.
  await toggle(dialog.getByRole("checkbox", { name: "Oia GR Οία" }), true);
  await toggle(dialog.getByRole("checkbox", { name: "Rhodes GR Ρόδος" }), true);
  await dialog.getByRole("button", { name: "Add (2)" }).click();
  await expect(dialog).toBeHidden();

  for (const city of ADDED) await expect(locationCell(page, city)).toBeVisible();
  await page.reload();
  await expect(screenTitle(page)).toHaveText("Weather locations");
  for (const city of ADDED) await expect(locationCell(page, city)).toBeVisible();
  const saved = await api.get<{ items: WeatherLocation[] }>("/weather/location/index");
  expect(saved.items.filter(isAdded).map(({ city, country }) => ({ city, country }))).toEqual([
    { city: "Oia", country: "GR" },
    { city: "Rhodes", country: "GR" },
  ]);

  // Only what this journey added goes again: both in one bulk delete.
  await toggle(page.getByRole("switch", { name: "Delete unlocked" }), true);
  for (const city of ADDED) await toggle(page.getByRole("checkbox", { name: `Select ${city}` }), true);
  await page.getByRole("button", { name: "Delete selected (2)" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete entries" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  for (const city of ADDED) await expect(locationCell(page, city)).toBeHidden();
  const after = await api.get<{ items: WeatherLocation[] }>("/weather/location/index");
  expect(after.items.map((location) => location.id)).toEqual(before.items.map((location) => location.id));
});

// Issue 42 item 1: the update call had no row action reaching it.
test("super switches a weather location off and corrects its name; both stay after a reload", async ({
  page,
  request,
}) => {
  const api = superApi(request, SANDBOX);
  const salzburg = (
    await api.get<{ items: (WeatherLocation & { active?: boolean })[] }>("/weather/location/index")
  ).items.find((location) => location.city === "Salzburg")!;
  expect(salzburg.active).not.toBe(false);

  await signedIn(page, USERS.super, "/weather/locations");
  let dialog = await openEdit(page, "Salzburg", "Edit weather location");
  await dialog.getByRole("textbox", { name: /^City/ }).fill("Salzburg Stadt");
  await toggle(dialog.getByRole("switch", { name: /^Active/ }), false);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(locationCell(page, "Salzburg Stadt")).toBeVisible();

  await page.reload();
  await expect(locationCell(page, "Salzburg Stadt")).toBeVisible();
  dialog = await openEdit(page, "Salzburg Stadt", "Edit weather location");
  await expect(dialog.getByRole("switch", { name: /^Active/ })).not.toBeChecked();
  await expect(dialog.getByRole("combobox", { name: /^Country/ })).toHaveValue("Austria (AT)");
  const saved = (
    await api.get<{ items: (WeatherLocation & { active?: boolean })[] }>("/weather/location/index")
  ).items.find((location) => location.id === salzburg.id);
  expect(saved).toMatchObject({ city: "Salzburg Stadt", country: "AT", active: false });

  // Back as it was, for the journeys after this one.
  await dialog.getByRole("textbox", { name: /^City/ }).fill("Salzburg");
  await toggle(dialog.getByRole("switch", { name: /^Active/ }), true);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(locationCell(page, "Salzburg")).toBeVisible();
});

test("a weather setting changed through the confirm dialog is kept after a reload", async ({
  page,
  request,
}) => {
  const api = superApi(request, SANDBOX);
  const original = await api.get<Record<string, unknown>>("/weather/settings");
  expect(original["display.showForecast"]).toBe(true);

  try {
    await signedIn(page, USERS.super, "/weather/locations");
    await mainMenu(page).getByRole("link", { name: "Weather settings" }).click();
    await expect(screenTitle(page)).toHaveText("Weather settings");
    const tree = page.getByRole("treegrid", { name: "Weather settings" });
    await tree.getByRole("row", { name: "Display" }).click();
    const setting = tree.getByRole("row", { name: "Show forecast" });
    await expect(setting).toContainText("On");
    await setting.click();

    const editor = page.getByRole("dialog", { name: "Show forecast" });
    await toggle(editor.getByRole("switch", { name: "Show forecast" }), false);
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor).toBeHidden();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Save settings" });
    await expect(confirm.locator("del")).toHaveText(/On/);
    await expect(confirm.locator("strong")).toHaveText(/\(not set \/ off\)/);
    await confirm.getByRole("button", { name: "Save" }).click();
    await expect(confirm).toBeHidden();

    await page.reload();
    await expect(screenTitle(page)).toHaveText("Weather settings");
    await tree.getByRole("row", { name: "Display" }).click();
    await expect(tree.getByRole("row", { name: "Show forecast" })).toContainText("(not set / off)");
    const stored = await api.get<Record<string, unknown>>("/weather/settings");
    expect(stored["display.showForecast"]).toBe(false);
  } finally {
    // The setting goes back as it was, for whatever runs next against this sandbox.
    await api.put("/weather/settings", original);
  }
});
