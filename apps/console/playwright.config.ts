import { defineConfig } from "@playwright/test";
import { assertChromium, launchOptions } from "../../tooling/chromium";
import {
  APP,
  EXPIRING_APP_PORT,
  EXPIRING_SANDBOX,
  EXPIRING_SANDBOX_PORT,
  LANES,
  SANDBOX_CODE,
  SANDBOX_TODAY,
  SHORT_TOKEN_TTL,
  lanes,
  local,
  subPathAppPort,
} from "./e2e/env";

assertChromium();

const reuseExistingServer = !process.env.CI;

/** A sandbox API; it answers 401 on auth/info without a token, which Playwright counts as up. */
const sandbox = (port: number, origin: string, extra = "") => ({
  // One fixed two-factor and reset code (SANDBOX_CODE): the journeys cannot read the sandbox's log.
  command: `pnpm --filter @cms/sandbox start --port ${port} --today ${SANDBOX_TODAY} --fixed-code ${SANDBOX_CODE}${extra}`,
  url: `${origin}/api/cms/v3/auth/info`,
  reuseExistingServer,
  timeout: 60_000,
});

/**
 * The built console (dist/, from `vite build` in the `e2e` script) as it is deployed: the deploy server
 * (server/serve.mjs, README "Deploy") with its compression, caching and Content-Security-Policy, /api proxied to
 * a sandbox.
 */
const consoleServer = (port: number, api: string) => ({
  command: `node server/serve.mjs --port ${port} --host 127.0.0.1 --api ${api} --quiet`,
  url: `http://127.0.0.1:${port}/login`,
  reuseExistingServer,
  timeout: 60_000,
});

// Whole journeys through the built console against the sandbox (`pnpm --filter @cms/console e2e`, which
// builds first). A worker per two cores (one on a 2-core machine), each with a lane of its own (e2e/env.ts):
// a sandbox and a console in front of it, so one worker's changes to the demo data never reach another's
// journeys; the journeys of one file run in order in one worker. No retries: a scenario that needs one is a bug to fix,
// not noise to hide.
export default defineConfig({
  // Journeys across the console in e2e/, each product's own in src/products/<product>/e2e/.
  testDir: ".",
  testMatch: ["e2e/**/*.spec.ts", "src/products/*/e2e/**/*.spec.ts"],
  outputDir: "../../test-results/e2e",
  fullyParallel: false,
  workers: LANES,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    // This worker's console: the config is loaded again in each worker, where e2e/env.ts knows its lane.
    baseURL: APP,
    browserName: "chromium",
    launchOptions,
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "UTC",
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    // A failed journey keeps its trace: every step with the page's DOM, console and network. Without the screencast
    // (frames of every paint, encoded while the journey runs; the DOM snapshots show each step better): on the 2-core
    // machine it cost navigation, users and gateway-manager 107-115 s where they take 92 s without it.
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  webServer: [
    ...lanes.flatMap(({ sandboxPort, appPort }) => [
      sandbox(sandboxPort, local(sandboxPort), ` --cors-origin ${local(subPathAppPort(appPort))}`),
      consoleServer(appPort, local(sandboxPort)),
    ]),
    sandbox(EXPIRING_SANDBOX_PORT, EXPIRING_SANDBOX, ` --token-ttl ${SHORT_TOKEN_TTL}`),
    consoleServer(EXPIRING_APP_PORT, EXPIRING_SANDBOX),
  ],
});
