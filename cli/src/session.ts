import {
  createCmsClient,
  isCmsApiError,
  renewWithAuthToken,
  type CmsClient,
  type TokenStore,
} from "@cms/api";
import type { Context } from "./context";
import { createHash } from "node:crypto";
import { setMaxListeners } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDir, writePrivateFile } from "./config";
import { authRequired } from "./errors";
import { DEFAULT_RETRY, retryingFetch, type Transport } from "./http";
import { nodeFetch } from "./nodeFetch";

/** The transport with retries, shared by signed-in and sign-in clients. */
export function transportOf(ctx: Context) {
  const seam = ctx.io.fetch;
  // Each attempt goes out from the URL and init as they are, without building a Request (src/nodeFetch.ts).
  const base: Transport = seam ? (url, init) => seam(new Request(url, init)) : nodeFetch;
  // Each call in flight listens to the stop signal: no MaxListenersExceededWarning at any --concurrency.
  if (ctx.io.signal) setMaxListeners(0, ctx.io.signal);
  return retryingFetch(base, { ...DEFAULT_RETRY, ...ctx.io.retry }, ctx.log, ctx.io.signal, ctx.breaker);
}

/**
 * Where a `--token`/`CMS_TOKEN` session keeps its newest token. The server rotates the session token on every
 * renewal and ends the session when a spent one comes back (issue 28), so the same CMS_TOKEN in a cron job
 * carries on with the newest token of its session, kept here under a SHA-256 of the given token (mode 0600).
 * The given token itself is never written.
 */
function overrideFile(ctx: Context, override: string): string {
  return join(ctx.profiles.dir, "tokens", createHash("sha256").update(override).digest("hex"));
}

function latestOfOverride(ctx: Context, override: string): string {
  const file = overrideFile(ctx, override);
  const latest = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  return latest || override;
}

/**
 * A token store over the profile: the session token comes from `--token`/`CMS_TOKEN` (its newest rotation) or
 * the stored profile; the access token lives in memory only, so a stolen profile file holds one secret, not two.
 */
function profileTokenStore(ctx: Context): TokenStore {
  let accessToken: string | null = null;
  const override = ctx.tokenOverride;
  let authToken = override ? latestOfOverride(ctx, override) : (ctx.profile.authToken ?? null);
  return {
    getAuthToken: () => authToken,
    getAccessToken: () => accessToken,
    setTokens(tokens) {
      accessToken = tokens.accessToken;
      if (tokens.authToken === undefined || tokens.authToken === authToken) return;
      authToken = tokens.authToken;
      // An override given on the command line is the caller's: never written to the profile.
      if (override) {
        ensureDir(join(ctx.profiles.dir, "tokens"));
        writePrivateFile(overrideFile(ctx, override), tokens.authToken ?? "");
      } else {
        ctx.profiles.update(ctx.profileName, (profile) => ({
          ...profile,
          authToken: tokens.authToken ?? undefined,
        }));
      }
    },
    clear() {
      accessToken = null;
      authToken = null;
    },
  };
}

const SIGN_IN_AGAIN = "run `cms login` (or pass --token / CMS_TOKEN)";

/** A client without a session, for sign-in. */
export function anonymousClient(ctx: Context): CmsClient {
  let accessToken: string | null = null;
  const tokenStore: TokenStore = {
    getAuthToken: () => null,
    getAccessToken: () => accessToken,
    setTokens: (tokens) => {
      accessToken = tokens.accessToken;
    },
    clear: () => {
      accessToken = null;
    },
  };
  return createCmsClient({ baseUrl: ctx.baseUrl, tokenStore, fetch: transportOf(ctx) });
}

/**
 * The signed-in client. It trades the session token for an access token before the first call (rather
 * than on a first 401, which with eight calls in flight would be eight wasted requests), and its 401 rule
 * renews with the same token. A renewal the server refuses ends the command with exit code 4.
 */
export async function signedInClient(ctx: Context): Promise<{ client: CmsClient; tokenStore: TokenStore }> {
  const tokenStore = profileTokenStore(ctx);
  if (!tokenStore.getAuthToken())
    throw authRequired(`not signed in (profile "${ctx.profileName}"); ${SIGN_IN_AGAIN}.`);
  const client = createCmsClient({ baseUrl: ctx.baseUrl, tokenStore, fetch: transportOf(ctx) });
  try {
    await renewWithAuthToken(client, tokenStore);
  } catch (error) {
    if (isCmsApiError(error, "network")) throw error;
    throw authRequired(`the session was refused by ${ctx.baseUrl}; ${SIGN_IN_AGAIN}.`);
  }
  return { client, tokenStore };
}

/** Turns the client's "session could not be renewed" into the CLI's exit code 4. */
export function rethrowAuth(error: unknown): never {
  if (isCmsApiError(error, "unauthorized"))
    throw authRequired(`the session expired and could not be renewed; ${SIGN_IN_AGAIN}.`);
  throw error;
}

export { SIGN_IN_AGAIN };
