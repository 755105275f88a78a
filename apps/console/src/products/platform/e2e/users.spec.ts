import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { SANDBOX } from "../../../../e2e/env";
import {
  USERS,
  escapeRegExp,
  holdRequests,
  openEdit,
  pickOption,
  roleNamed,
  screenTitle,
  signedIn,
  superApi,
} from "../../../../e2e/support";

// platform.md section 2 "Users screen", section 3 "User", section 4 (save: create without _id, update with),
// section 6 (users permissions) and the generic list's copy and delete lock.

const FIRST = { firstname: "Evelina", lastname: "Journey", email: "evelina.journey@users-e2e.test" };
const COPY = { firstname: "Evelyn", email: "evelyn.copy@users-e2e.test" };
const EDITED_LASTNAME = "Journey-Edited";

interface StoredUser {
  _id: string;
  email: string;
  firstname: string;
}

/** Removes what an interrupted earlier run (on a reused sandbox) may have left, so the journey starts clean. */
test.beforeAll(async ({ request }) => {
  const api = superApi(request, SANDBOX);
  const { items } = await api.get<{ items: StoredUser[] }>("/user/index");
  for (const user of items.filter((item) => item.email.endsWith("@users-e2e.test"))) {
    await api.delete(`/user/${user._id}`);
  }
});

const search = (page: Page) => page.getByRole("textbox", { name: "Search", exact: true });
const userRow = (page: Page, firstname: string) =>
  page.getByRole("table", { name: "Users" }).getByRole("row", { name: firstname, exact: true });

/** Picks an option of a combobox in the dialog with the keys (pickOption); a multiple choice keeps its list
 * open for the next pick, so Escape closes the list (not the dialog). */
async function pick(scope: Locator, label: string, typed: string, option: string) {
  const field = scope.getByRole("combobox", { name: label });
  await pickOption(field, typed, option);
  if ((await field.getAttribute("aria-expanded")) === "true") await field.press("Escape");
  await expect(scope.page().getByRole("listbox")).toHaveCount(0);
}

/** The property-roles table of the user dialog: one row per property with its number of roles. */
const propertyRolesTable = (dialog: Locator) =>
  dialog.getByRole("group", { name: "Property roles" }).getByRole("table");

async function expectPropertyRoles(dialog: Locator, rows: [string, number][]) {
  await expect(propertyRolesTable(dialog).locator("tbody tr")).toHaveText(
    rows.map(([name, count]) => new RegExp(`^${escapeRegExp(name)}${count}$`)),
  );
}

/** Adds a property with roles in the dialog's property-roles editor. */
async function addPropertyRoles(dialog: Locator, typed: string, property: string, roles: string[]) {
  await dialog.getByRole("button", { name: "Add property" }).click();
  const editor = dialog.getByRole("group", { name: "Add a property with its roles" });
  await pick(editor, "Property", typed, property);
  for (const role of roles) await pick(editor, "Roles", role, role);
  await editor.getByRole("button", { name: "Apply" }).click();
  await expect(editor).toBeHidden();
}

/**
 * Shows only the rows matching `text` and checks a row's cells as the user reads them (the default columns: the
 * property count and two-factor wait in the column chooser; the roles are checked in the dialog).
 */
async function expectUserRow(page: Page, firstname: string, cells: string[]) {
  await expect(userRow(page, firstname).getByRole("cell")).toContainText(cells);
}

/** Turns a switch on from the keyboard (its styled track covers the hidden input a pointer would aim at). */
async function turnOn(toggle: Locator) {
  await toggle.focus();
  await toggle.press("Space");
  await expect(toggle).toBeChecked();
}

async function reloadAndSearch(page: Page, text: string) {
  await page.reload();
  await expect(screenTitle(page)).toHaveText("Users");
  await search(page).fill(text);
}

test("a super administrator creates, edits, copies and deletes users with property roles", async ({
  page,
}) => {
  // Five saves, four reloads and a dozen picks: about 50 s on the 2-core CI machine, over the 60 s default's
  // comfort.
  test.setTimeout(120_000);
  await signedIn(page, USERS.super, "/super/users");
  await expect(screenTitle(page)).toHaveText("Users");
  await expect(userRow(page, "Sophie")).toBeVisible();

  // Create: the password is asked for only here; the property roles table starts empty.
  await page.getByRole("button", { name: "New", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: "New user" });
  await dialog.getByRole("textbox", { name: "First name" }).fill(FIRST.firstname);
  await dialog.getByRole("textbox", { name: "Last name" }).fill(FIRST.lastname);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(FIRST.email);
  await dialog.getByLabel("Password").fill("secret1");
  await turnOn(dialog.getByRole("switch", { name: "Active" }));
  await expect(propertyRolesTable(dialog)).toContainText("No property roles yet");
  await addPropertyRoles(dialog, "Sacher", "Hotel Sacher Wien (1001)", ["Front desk"]);
  await expectPropertyRoles(dialog, [["Hotel Sacher Wien", 1]]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  await search(page).fill("users-e2e");
  await expect(page.getByRole("table", { name: "Users" }).getByRole("row")).toHaveCount(2); // header + one
  await expectUserRow(page, FIRST.firstname, [FIRST.firstname, FIRST.lastname, FIRST.email, "Yes"]);

  await reloadAndSearch(page, "users-e2e");
  await expectUserRow(page, FIRST.firstname, [FIRST.firstname, FIRST.lastname, FIRST.email, "Yes"]);

  // Edit: no password field; another last name, one more role in Vienna and a second property.
  dialog = await openEdit(page, FIRST.firstname, "Edit user");
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  await expectPropertyRoles(dialog, [["Hotel Sacher Wien", 1]]);
  await dialog.getByRole("textbox", { name: "Last name" }).fill(EDITED_LASTNAME);
  await dialog.getByRole("button", { name: "Edit roles: Hotel Sacher Wien" }).click();
  const editor = dialog.getByRole("group", { name: "Change the roles in a property" });
  // The editor takes focus to its first field as it opens. Roles came out empty in 2 of 8 runs of this file (no
  // "Read only" suggestion); the likely race is that move of focus landing after the typing had started.
  await expect(editor.getByRole("combobox", { name: "Property" })).toBeFocused();
  await pick(editor, "Roles", "Read only", "Read only");
  await editor.getByRole("button", { name: "Apply" }).click();
  await addPropertyRoles(dialog, "Adlon", "Hotel Adlon München (1002)", ["Gateway manager"]);
  await expectPropertyRoles(dialog, [
    ["Hotel Sacher Wien", 2],
    ["Hotel Adlon München", 1],
  ]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expectUserRow(page, FIRST.firstname, [FIRST.firstname, EDITED_LASTNAME, FIRST.email, "Yes"]);

  await reloadAndSearch(page, "users-e2e");
  await expectUserRow(page, FIRST.firstname, [FIRST.firstname, EDITED_LASTNAME, FIRST.email, "Yes"]);
  dialog = await openEdit(page, FIRST.firstname, "Edit user");
  await expectPropertyRoles(dialog, [
    ["Hotel Sacher Wien", 2],
    ["Hotel Adlon München", 1],
  ]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Copy: a new user with the roles, without the e-mail (and the password is asked for again).
  await page.getByRole("button", { name: `Copy: ${FIRST.firstname}`, exact: true }).click();
  dialog = page.getByRole("dialog", { name: "New user" });
  await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveValue("");
  await expect(dialog.getByRole("textbox", { name: "Last name" })).toHaveValue(EDITED_LASTNAME);
  await expectPropertyRoles(dialog, [
    ["Hotel Sacher Wien", 2],
    ["Hotel Adlon München", 1],
  ]);
  await dialog.getByRole("textbox", { name: "First name" }).fill(COPY.firstname);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(COPY.email);
  await dialog.getByLabel("Password").fill("secret2");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expectUserRow(page, COPY.firstname, [COPY.firstname, EDITED_LASTNAME, COPY.email, "Yes"]);

  await reloadAndSearch(page, "users-e2e");
  await expectUserRow(page, FIRST.firstname, [FIRST.firstname, EDITED_LASTNAME, FIRST.email]);
  await expectUserRow(page, COPY.firstname, [COPY.firstname, EDITED_LASTNAME, COPY.email]);

  // Delete both: locked at first, then unlocked and confirmed one by one.
  const deleteFirst = page.getByRole("button", { name: `Delete: ${FIRST.firstname}`, exact: true });
  await expect(deleteFirst).toBeDisabled();
  await turnOn(page.getByRole("switch", { name: "Delete unlocked" }));
  for (const firstname of [FIRST.firstname, COPY.firstname]) {
    await page.getByRole("button", { name: `Delete: ${firstname}`, exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete entry" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(userRow(page, firstname)).toHaveCount(0);
  }
  await expect(page.getByText("No entries match the search")).toBeVisible();

  await reloadAndSearch(page, "users-e2e");
  await expect(page.getByText("No entries match the search")).toBeVisible();
});

test("a property administrator sees and changes a colleague shared with another hotel only at its own", async ({
  page,
  request,
}) => {
  const api = superApi(request, SANDBOX);
  const frontDesk = await roleNamed(request, SANDBOX, "Front desk");
  const gatewayManager = await roleNamed(request, SANDBOX, "Gateway manager");
  const shared = await api.post<StoredUser>("/user", {
    firstname: "Sandro",
    lastname: "Shared",
    email: "sandro.shared@users-e2e.test",
    password: "secret3",
    active: true,
    propertyRoles: [
      { propertyId: "1001", roles: [frontDesk._id] },
      { propertyId: "1002", roles: [gatewayManager._id] },
    ],
  });

  await signedIn(page, USERS.admin, "/admin/users");
  await search(page).fill("users-e2e");
  // The property count, from the column chooser: Sacher only, not the Munich hotel the admin does not run.
  await page.getByRole("button", { name: "Columns", exact: true }).click();
  const shown = page.getByRole("dialog", { name: "Columns" }).getByRole("checkbox", { name: "Properties" });
  await shown.focus();
  await shown.press("Space");
  await expect(shown).toBeChecked();
  await page.keyboard.press("Escape");
  await expectUserRow(page, "Sandro", ["Sandro", "Shared", "sandro.shared@users-e2e.test", "1", "Yes"]);

  const dialog = await openEdit(page, "Sandro", "Edit user");
  await expectPropertyRoles(dialog, [["Hotel Sacher Wien", 1]]);
  await dialog.getByRole("button", { name: "Edit roles: Hotel Sacher Wien" }).click();
  const editor = dialog.getByRole("group", { name: "Change the roles in a property" });
  await pick(editor, "Roles", "Gateway", "Gateway manager");
  await editor.getByRole("button", { name: "Apply" }).click();
  await expectPropertyRoles(dialog, [["Hotel Sacher Wien", 2]]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Saved at Sacher; the Munich roles the admin never saw are as they were.
  const stored = await api.get<{ propertyRoles: { propertyId: string; roles: string[] }[] }>(
    `/user/${shared._id}`,
  );
  expect(stored.propertyRoles).toEqual(
    expect.arrayContaining([
      { propertyId: "1001", roles: expect.arrayContaining([frontDesk._id, gatewayManager._id]) as unknown },
      { propertyId: "1002", roles: [gatewayManager._id] },
    ]),
  );
  await api.delete(`/user/${shared._id}`);
});

test("a long list of users draws its first rows while the rest come", async ({ page, request }) => {
  // The screen asks for its first 100 users apart from all of them; here for 10, fewer than the seed has.
  await page.route(/\/api\/cms\/v3\/user\/index\?limit=100$/, (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/limit=100$/, "limit=10"),
    }),
  );
  const releaseTheRest = await holdRequests(page, /\/api\/cms\/v3\/user\/index$/);
  const { items } = await superApi(request, SANDBOX).get<{ items: StoredUser[] }>("/user/index");
  const seeded = items.filter((user) => !user.email.endsWith("@users-e2e.test"));
  const later = seeded.at(-1)!;
  expect(items.indexOf(later)).toBeGreaterThanOrEqual(10);

  await signedIn(page, USERS.super, "/super/users");
  await expect(userRow(page, "Sophie")).toBeVisible();
  // The count is the whole list's from the first answer on.
  const range = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(range).toHaveText(`1–${items.length} of ${items.length}`);
  // A search finds what has come: the user is among the rest.
  await search(page).fill(later.email);
  await expect(range).toHaveText("0–0 of 0");
  await expect(userRow(page, later.firstname)).toHaveCount(0);

  releaseTheRest();
  await expect(userRow(page, later.firstname)).toBeVisible();
  await search(page).clear();
  await expect(range).toHaveText(`1–${items.length} of ${items.length}`);
});
