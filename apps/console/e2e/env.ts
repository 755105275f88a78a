import { cpus } from "node:os";

/**
 * Where the end-to-end suite's servers listen (started by playwright.config.ts). The journeys run in
 * `LANES` workers side by side; each worker has a lane of its own: a sandbox API and the deploy server (server/serve.mjs) of the
 * built console in front of it, so journeys that change the demo data (roles, passwords, lists) never meet
 * another worker's changes. One more pair, shared, hands out access tokens that live 4 seconds, for the
 * scenarios where a session runs out during work (only e2e/session.spec.ts uses it).
 *
 * A lane per two cores: a journey keeps about two cores busy (Chromium draws without a GPU). Measured on the
 * 2-core machine of docs/benchmarks.md: two lanes took 631 s where one takes about 480 s, each journey 1.8x
 * slower. `E2E_WORKERS` sets the number.
 */
export const LANES = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(cpus().length / 2)));

const laneSandboxPort = (lane: number) => 4110 + 10 * lane;
const laneAppPort = (lane: number) => 4173 + 10 * lane;

/** Playwright gives each worker process its slot (0 … workers − 1); the main process has none, lane 0. */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Every lane's ports, for the config that starts their servers. */
export const lanes = Array.from({ length: LANES }, (_, index) => ({
  sandboxPort: laneSandboxPort(index),
  appPort: laneAppPort(index),
}));

export const SANDBOX_PORT = laneSandboxPort(lane);
export const APP_PORT = laneAppPort(lane);
/**
 * The console built for a sub-path (/cms/, e2e/sub-path.spec.ts), which calls its lane's sandbox across origins:
 * the sandbox lets this origin call with credentials.
 */
export const subPathAppPort = (appPort: number) => appPort + 1;
export const SUBPATH_APP_PORT = subPathAppPort(APP_PORT);
export const EXPIRING_SANDBOX_PORT = 4109;
export const EXPIRING_APP_PORT = 4172;
/** Lifetime of an access token on the expiring pair, in seconds. */
export const SHORT_TOKEN_TTL = 4;
/** The sandbox's seed date, so dated data looks the same on every run. */
export const SANDBOX_TODAY = "2026-11-20";
/** Every two-factor and password-reset code of the suite's sandboxes (`--fixed-code`; random elsewhere). */
export const SANDBOX_CODE = "123456";

export const local = (port: number) => `http://127.0.0.1:${port}`;
/** This worker's sandbox API and console. */
export const SANDBOX = local(SANDBOX_PORT);
export const APP = local(APP_PORT);
export const EXPIRING_SANDBOX = local(EXPIRING_SANDBOX_PORT);
export const EXPIRING_APP = local(EXPIRING_APP_PORT);
