import { expect, test } from "@playwright/test";
import type { Page, Request } from "@playwright/test";
import { EXPIRING_APP, EXPIRING_SANDBOX, SANDBOX, SHORT_TOKEN_TTL } from "./env";
import type { Role } from "./support";
import {
  AUTH_TOKEN_KEY,
  PASSWORD,
  USERS,
  mainMenu,
  openEdit,
  roleNamed,
  screenTitle,
  signedIn,
  superApi,
  toolbar,
} from "./support";

// platform.md sections 7 and 8: a 401 renews the token and repeats the call; a session that cannot be renewed
// asks the user to sign in again in place; a 403 sets the global refusal and the user stays signed in.

const isRenewal = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/cms/v3/auth/token";

/** Outlives the access token of the expiring sandbox; the suite's only fixed wait. */
async function letAccessTokenExpire(page: Page) {
  await page.waitForTimeout((SHORT_TOKEN_TTL + 1) * 1000);
}

test.describe("a session that runs out during an edit", () => {
  test.use({ baseURL: EXPIRING_APP });

  let role: Role;

  test.beforeEach(async ({ request }) => {
    role = await superApi(request, EXPIRING_SANDBOX).post<Role>("/role", {
      name: `E2E role ${Date.now()}`,
      permissions: [],
      enabled: true,
    });
  });

  test.afterEach(async ({ request }) => {
    await superApi(request, EXPIRING_SANDBOX).delete(`/role/${role._id}`);
  });

  test("an expired access token is renewed on save and the user's values are saved", async ({
    page,
    request,
  }) => {
    const renamed = `${role.name} renamed`;
    await signedIn(page, USERS.super, "/roles");
    const dialog = await openEdit(page, role.name, "Edit role");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);

    await letAccessTokenExpire(page);
    const renewal = page.waitForRequest(isRenewal);
    await dialog.getByRole("button", { name: "Save" }).click();

    const renewed = await renewal;
    expect(renewed.postDataJSON()).toEqual({});
    expect((await renewed.response())?.status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Saved");
    await expect(page.getByRole("row", { name: renamed, exact: true })).toBeVisible();
    const saved = await superApi(request, EXPIRING_SANDBOX).get<Role>(`/role/${role._id}`);
    expect(saved.name).toBe(renamed);
  });

  test("a revoked session asks to sign in again over the open dialog, then the save completes", async ({
    page,
    request,
  }) => {
    const renamed = `${role.name} after sign-in`;
    await signedIn(page, USERS.super, "/roles");
    const dialog = await openEdit(page, role.name, "Edit role");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);

    // Signed out elsewhere: the session token is void, and the access token in memory runs out.
    const authToken = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
    expect(authToken).toBeTruthy();
    await superApi(request, EXPIRING_SANDBOX).revokeSession(authToken!);
    await letAccessTokenExpire(page);

    await dialog.getByRole("button", { name: "Save" }).click();
    const reauth = page.getByRole("dialog", { name: "Sign in again" });
    await expect(reauth).toBeVisible();
    await expect(reauth).toContainText(`Sign in again as ${USERS.super} to continue where you were`);
    // The edit dialog is still open underneath, with what the user typed.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(renamed);
    await expect(page).toHaveURL("/roles");

    await reauth.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await reauth.getByRole("button", { name: "Sign in" }).click();

    await expect(reauth).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Saved");
    await expect(page.getByRole("row", { name: renamed, exact: true })).toBeVisible();
    const saved = await superApi(request, EXPIRING_SANDBOX).get<Role>(`/role/${role._id}`);
    expect(saved.name).toBe(renamed);
  });
});

test("the console opened in three more tabs at once keeps every tab signed in", async ({ page, context }) => {
  // Each tab trades the stored auth token for its own session, and the server ends the whole sign-in when a
  // spent token comes back: the tabs' renewals take turns (Web Locks), each with the token the last left, and
  // the server lets a spent token renew for a few seconds, for a tab whose storage has not seen the new one yet.
  await signedIn(page, USERS.admin);
  const renewals: Request[] = [];
  context.on("request", (request) => {
    if (isRenewal(request)) renewals.push(request);
  });
  // Each renewal reaches the server half a second late, so tabs that did not take turns would all send the
  // same token (with neither the locks nor the grace, the second and third tabs were signed out, the first too).
  await context.route("**/api/cms/v3/auth/token", async (route) => {
    if (!route.request().postData()?.includes("password"))
      await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  await Promise.all(tabs.map((tab) => tab.goto("/")));
  for (const tab of tabs) {
    await expect(screenTitle(tab)).toHaveText("Home");
    await expect(mainMenu(tab)).toBeVisible();
  }
  expect(renewals).toHaveLength(3);
  // The first tab's sign-in lives on: a reload trades the token the last tab left, and the screen opens.
  await page.reload();
  await expect(screenTitle(page)).toHaveText("Home");
  await expect(mainMenu(page)).toBeVisible();
});

test.describe("a call the server refuses", () => {
  const mediapool = "/property/1001/content-management/mediapool";
  let propertyAdmin: Role;

  test.beforeEach(async ({ request }) => {
    propertyAdmin = await roleNamed(request, SANDBOX, "Property administrator");
  });

  test.afterEach(async ({ request }) => {
    await superApi(request, SANDBOX).put(`/role/${propertyAdmin._id}`, { ...propertyAdmin, enabled: true });
  });

  test("a 403 shows the global notice and the user stays signed in on the same page", async ({
    page,
    request,
  }) => {
    await signedIn(page, USERS.admin, mediapool);
    await expect(page.getByRole("heading", { name: "Media pool", level: 2 })).toBeVisible();
    await expect(page.getByText("lobby.jpg", { exact: true })).toBeVisible();

    await superApi(request, SANDBOX).put(`/role/${propertyAdmin._id}`, { ...propertyAdmin, enabled: false });
    await page.getByRole("button", { name: "Refresh", exact: true }).click();

    const refused = page.getByRole("alert").filter({ hasText: "Access refused" });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText("You are not authorized to perform this action");
    await expect(page).toHaveURL(mediapool);
    await expect(toolbar(page)).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
