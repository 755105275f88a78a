/**
 * Where the end-to-end suite's servers listen (started by playwright.config.ts): two sandbox APIs and a
 * `vite preview` of the built console in front of each. The second pair's access tokens live 4 seconds, for
 * the scenarios where a session runs out during work.
 */
export const SANDBOX_PORT = 4110;
export const EXPIRING_SANDBOX_PORT = 4111;
export const APP_PORT = 4173;
export const EXPIRING_APP_PORT = 4174;
/** Lifetime of an access token on the expiring pair, in seconds. */
export const SHORT_TOKEN_TTL = 4;
/** The sandbox's seed date, so dated data looks the same on every run. */
export const SANDBOX_TODAY = "2026-11-20";
/** Every two-factor and password-reset code of the suite's sandboxes (`--fixed-code`; random elsewhere). */
export const SANDBOX_CODE = "123456";

const local = (port: number) => `http://127.0.0.1:${port}`;
export const SANDBOX = local(SANDBOX_PORT);
export const EXPIRING_SANDBOX = local(EXPIRING_SANDBOX_PORT);
export const APP = local(APP_PORT);
export const EXPIRING_APP = local(EXPIRING_APP_PORT);
