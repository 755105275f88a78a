import { expect, test } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: plain JavaScript for the deploy, typed by its JSDoc, no declaration file
import { createConsoleServer } from "../server/serve.mjs";
import { SANDBOX, SUBPATH_APP_PORT, local } from "./env";
import { PASSWORD, USERS, mainMenu, screenTitle } from "./support";

// Deployment under /cms/ (platform.md section 9: "Script chunks load from /cms/"; issue 42 item 7): the console
// built for the sub-path (`CMS_BASE=/cms/ pnpm build`) and served by the deploy server with `--base /cms/`, its
// API on another origin as a deployer sets it in config.js. Every page, file and script chunk stays below /cms/;
// every call goes to config.js's API.

const ORIGIN = local(SUBPATH_APP_PORT);
const CONSOLE_DIR = fileURLToPath(new URL("..", import.meta.url));
let dist: string;
let server: FastifyInstance | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dist = mkdtempSync(join(tmpdir(), "console-cms-"));
  execFileSync("pnpm", ["exec", "vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: CONSOLE_DIR,
    env: { ...process.env, CMS_BASE: "/cms/" },
    stdio: "inherit",
  });
  // What a deployer writes into the built config.js: the API on an origin of its own.
  writeFileSync(
    join(dist, "config.js"),
    `globalThis.CMS_CONFIG = { apiBaseUrl: "${SANDBOX}/", support: { email: "it@hotel.example", phone: "" } };\n`,
  );
  server = (await createConsoleServer({ dist, base: "/cms/" })) as FastifyInstance;
  await server.listen({ port: SUBPATH_APP_PORT, host: "127.0.0.1" });
});

test.afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test("under /cms/ the console loads its scripts from /cms/, calls config.js's API and keeps every address below /cms/", async ({
  page,
}) => {
  const scripts: string[] = [];
  const calls: string[] = [];
  const failed: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request.url());
  });
  page.on("requestfailed", (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));

  // A bookmark of a screen, signed out: the guard sends the user to the sign-in page below /cms/ and back.
  await page.goto(`${ORIGIN}/cms/roles`);
  await expect(page).toHaveURL(`${ORIGIN}/cms/login?nextpage=${encodeURIComponent("/roles")}`);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(USERS.super);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/cms/roles`);
  await expect(screenTitle(page)).toHaveText("Roles");

  // The menu's links are below /cms/, and a screen opened there survives a reload.
  await mainMenu(page).getByRole("link", { name: "Weather locations" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/cms/weather/locations`);
  // The screen drawn before the reload: a reload while its chunks load would abort them (counted as failed).
  await expect(page.getByRole("row", { name: "Vienna" })).toBeVisible();
  await page.reload();
  await expect(screenTitle(page)).toHaveText("Weather locations");
  await expect(page.getByRole("row", { name: "Vienna" })).toBeVisible();

  // The origin's root leads to the console too.
  await page.goto(`${ORIGIN}/`);
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/cms/") && url.pathname !== "/cms/login");
  await expect(mainMenu(page)).toBeVisible();

  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((url) => !url.startsWith(`${ORIGIN}/cms/`))).toEqual([]);
  expect(calls.length).toBeGreaterThan(3);
  expect(calls.filter((url) => !url.startsWith(`${SANDBOX}/api/cms/`))).toEqual([]);
  // Not a failure: on a first visit the product's face is fetched once the screen is drawn, so a reload or a new
  // address soon after cancels it.
  const typeface = /\/cms\/assets\/inter-latin-wght-normal-[\w-]+\.woff2: net::ERR_ABORTED$/;
  expect(failed.filter((request) => !typeface.test(request))).toEqual([]);
});
