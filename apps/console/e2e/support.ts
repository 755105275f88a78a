import { expect } from "@playwright/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { SANDBOX_CODE } from "./env";

/** The demo accounts of the sandbox's seed (packages/sandbox/src/seed/platform.ts), all with one password. */
export const USERS = {
  super: "super@demo.test",
  admin: "admin@demo.test",
  staff: "staff@demo.test",
  twofa: "twofa@demo.test",
} as const;
export const PASSWORD = "demo1234";
export const TWO_FACTOR_CODE = SANDBOX_CODE;

/** The local-storage key of the session token (platform.md section 9). */
export const AUTH_TOKEN_KEY = "cms-auth-token";

const API = "/api/cms/v3";

/**
 * Signs in on the login page: e-mail, Continue, password, Sign in. With `nextpage` the login page is opened
 * as the route guard would open it, so the user lands there without a reload.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = PASSWORD, nextpage }: { password?: string; nextpage?: string } = {},
) {
  reportPageErrors(page);
  await page.goto(nextpage ? `/login?nextpage=${encodeURIComponent(nextpage)}` : "/login");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const reporting = new WeakSet<Page>();

/**
 * Prints what the console throws or logs as an error while a journey runs, so a failure's log says what the
 * page went through (the browser's own line for an API answer of 4xx/5xx is left out: journeys ask for some).
 */
function reportPageErrors(page: Page) {
  if (reporting.has(page)) return;
  reporting.add(page);
  page.on("pageerror", (error) => console.log(`[page error] ${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      console.log(`[console error] ${page.url()}: ${message.text()}`);
  });
}

/**
 * Starts a journey signed in: signs in through the API (auth/token, as the login page does), opens `nextpage` with
 * the session token where the console keeps it (local storage, as a returning user's browser has it) and waits
 * for the signed-in frame (toolbar and menu) there. The login page's own steps are the subject of
 * sign-in.spec.ts (and `signIn` above); every other journey skips them: a page load and four steps fewer.
 */
export async function signedIn(page: Page, email: string, nextpage = "/") {
  reportPageErrors(page);
  const response = await page.request.post(`${API}/auth/token`, { data: { email, password: PASSWORD } });
  expect(response.status(), `${email} signs in through the API`).toBe(200);
  const { authToken } = (await response.json()) as Tokens;
  // For this first load only: the console trades the token for a new one as it opens (the server ends the session
  // when a spent one comes back later), so a reload must find the token the console left, or none after a sign-out.
  const stored = await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [
    AUTH_TOKEN_KEY,
    authToken,
  ] as const);
  await page.goto(nextpage);
  await stored.dispose();
  await expect(page).toHaveURL((url) => url.pathname === nextpage);
  await expect(mainMenu(page)).toBeVisible();
}

/**
 * Holds back the page's requests for files matching `pattern` until the returned function is called, so a test
 * can look at the page while they are on their way (a slow line, a late chunk or font).
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The toolbar over every signed-in screen (a `header`, so the page's banner). */
export const toolbar = (page: Page) => page.getByRole("banner");
/** The screen's title in the toolbar. */
export const screenTitle = (page: Page) => toolbar(page).getByRole("heading", { level: 1 });
export const mainMenu = (page: Page, name = "Main menu") => page.getByRole("navigation", { name });

/** Opens a screen from the main menu and waits for its address, `url`, and its title (the entry's name unless said). */
export async function openFromMenu(page: Page, name: string, url: string, title = name) {
  await mainMenu(page).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(screenTitle(page)).toHaveText(title);
}

/**
 * Chooses a property in the drawer's "Property" selector by typing its name and picking the first match with
 * the keyboard. (A pointer click first scrolls the option into view, and a scroll under a react-aria popover
 * closes it: on a slow CI machine the list closed under the click.)
 */
export async function chooseProperty(page: Page, name: string) {
  const drawer = page.getByRole("complementary", { name: "Navigation" });
  const field = drawer.getByRole("combobox", { name: "Property" });
  const option = page.getByRole("option", { name: new RegExp(`^${escapeRegExp(name)} \\(\\d+\\)$`) });
  await field.fill(name);
  await expect(option).toBeVisible();
  // ArrowDown moves to the first option, or opens the list there if anything closed it.
  await field.press("ArrowDown");
  await expect(option).toHaveAttribute("data-focused", "true");
  await field.press("Enter");
}

/**
 * Picks an option of a single-choice combobox by typing and the keyboard, as chooseProperty does: a pointer
 * click first scrolls the option into view, and a scroll under a react-aria popover closes it (CI met a
 * streaming device type's option, then a room-control action type's, detached under the click). A multiple
 * choice keeps its list open after Enter.
 */
export async function pickOption(field: Locator, typed: string, name: string) {
  const option = field.page().getByRole("option", { name, exact: true });
  await field.fill(typed);
  await expect(option).toBeVisible();
  for (let step = 0; step < 30 && (await option.getAttribute("data-focused")) !== "true"; step++)
    await field.press("ArrowDown");
  await expect(option).toHaveAttribute("data-focused", "true");
  await field.press("Enter");
  await expect(option).toBeHidden();
}

/**
 * Types a date and time as the console writes it ("26.11.2026 08:00:00") into the picker, segment by segment,
 * whatever the locale's order.
 */
export async function typeDateTime(dialog: Locator, name: RegExp, at: string) {
  const group = dialog.getByRole("group", { name });
  const values = at.split(/[. :]/);
  for (const [index, type] of ["day", "month", "year", "hour", "minute", "second"].entries()) {
    await group.locator(`[role="spinbutton"][data-type="${type}"]`).click();
    await group.page().keyboard.type(values[index]!);
  }
}

/** Opens the edit dialog of a list row by its row action "Edit: <row>". */
export async function openEdit(page: Page, row: string, title: string): Promise<Locator> {
  await page.getByRole("button", { name: `Edit: ${row}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A translation file of the console or the UI library, or null when that language has none yet. */
export function readLocale(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A dotted key of a translation file, e.g. `toolbar.darkDesign`. */
export function translation(locale: Record<string, unknown> | null, key: string): string | undefined {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
  return typeof value === "string" ? value : undefined;
}

interface Tokens {
  accessToken: string;
  authToken: string;
}

/**
 * Calls to a sandbox as the super administrator, for arranging and restoring data around a scenario. Each
 * call signs in afresh: on the expiring sandbox an access token lives only seconds.
 */
export function superApi(request: APIRequestContext, origin: string) {
  const signInAsSuper = async (): Promise<Tokens> => {
    const response = await request.post(`${origin}${API}/auth/token`, {
      data: { email: USERS.super, password: PASSWORD },
    });
    expect(response.status(), "super signs in to the sandbox").toBe(200);
    return (await response.json()) as Tokens;
  };
  const call = async <T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown) => {
    const { accessToken } = await signInAsSuper();
    const response = await request.fetch(`${origin}${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${accessToken}` },
      data,
    });
    expect(response.ok(), `${method} ${path}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, data: unknown) => call<T>("POST", path, data),
    put: <T>(path: string, data: unknown) => call<T>("PUT", path, data),
    delete: <T>(path: string) => call<T>("DELETE", path),
    /** Ends the session of `authToken` on the server (GET auth/logout), as a sign-out elsewhere would. */
    async revokeSession(authToken: string) {
      const { accessToken } = await signInAsSuper();
      const response = await request.get(`${origin}${API}/auth/logout`, {
        headers: { Authorization: `Bearer ${accessToken}`, "auth-token": authToken },
      });
      expect(response.status(), "auth/logout").toBe(200);
    },
  };
}

export interface Role {
  _id: string;
  name: string;
  permissions: string[];
  enabled: boolean;
}

export async function roleNamed(request: APIRequestContext, origin: string, name: string): Promise<Role> {
  const { items } = await superApi(request, origin).get<{ items: Role[] }>("/role/index");
  const role = items.find((item) => item.name === name);
  if (!role) throw new Error(`No role named ${name} in the sandbox`);
  return role;
}

/** The sandbox's password-reset code: the suite's sandboxes run with `--fixed-code` (playwright.config.ts). */
export const resetCode = () => SANDBOX_CODE;

/**
 * Uses up an open reset code, if a run stopped half-way left one, by setting `password`. One try only: the
 * sandbox makes every reset wait after a few wrong codes in a row.
 */
export async function spendResetCodes(request: APIRequestContext, origin: string, password = PASSWORD) {
  await request.post(`${origin}${API}/auth/login/forgot-password/set-new-password`, {
    data: { code: resetCode(), password },
  });
}

/** Gives `email` the demo password again through the reset flow of the API. */
export async function restorePassword(request: APIRequestContext, origin: string, email: string) {
  const response = await request.post(`${origin}${API}/auth/login/forgot-password`, { data: { email } });
  expect(response.ok()).toBe(true);
  await spendResetCodes(request, origin);
}
