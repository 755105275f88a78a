import createClient, { type Client } from "openapi-fetch";
import { ForbiddenError, NetworkError, UnauthorizedError } from "./errors";
import type { paths } from "./schema";
import type { TokenStore } from "./tokenStore";

export type CmsClient = Client<paths>;

export interface CmsClientOptions {
  /** Origin of the API, e.g. `http://localhost:4010`; empty for same-origin calls from the console. */
  baseUrl: string;
  tokenStore: TokenStore;
  /**
   * Obtains a new access token and puts it in the token store. Called at most once for any number of
   * calls that fail with 401 at the same time. Defaults to `POST auth/token` with the stored auth token.
   */
  renewToken?: (client: CmsClient) => Promise<void>;
  /**
   * A renewal under way that the client did not start (a stored session being restored as the page opens):
   * calls made meanwhile, other than the sign-in's own, wait for it rather than going out without an access
   * token, failing with 401 and renewing a second time.
   */
  renewing?: () => Promise<unknown> | undefined;
  /** Told of every 403, so the console can set its global "forbidden" state. */
  onForbidden?: (error: ForbiddenError) => void;
  /**
   * The transport, called as `fetch(url, init)`; defaults to the global fetch, looked up on each call so msw
   * in Node can patch it. Each attempt gets its own init with the call's serialized body, never a shared Request.
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Calls made without a session (sign-in, two-factor, password reset). A 401 on them is an answer for the
 * user ("Bad credentials"), not an expired session, so it passes through without renewal.
 */
const SESSIONLESS_PATH =
  /\/api\/cms\/v3\/auth\/(token|verify-two-factor-auth-code|resend-two-factor-auth-code|login\/forgot-password(\/set-new-password)?)$/;
const TOKEN_PATH = /\/api\/cms\/v3\/auth\/token$/;
const TWO_FACTOR_REQUIRED = "2fa required";

/**
 * What openapi-fetch builds for each call (its `Request` option) and hands to {@link createCmsClient}'s fetch:
 * the URL, method, headers and serialized body, kept so that the call can be sent again after a renewal.
 * Every attempt goes out from a plain init, so a platform Request here would only be built to be taken
 * apart: in Node that is a parsed URL, validated headers and a body stream per call, which in a CLI job of
 * thousands of calls cost more CPU than the calls themselves.
 */
class Call {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | undefined;
  readonly signal: AbortSignal | undefined;

  constructor(url: string, init: RequestInit = {}) {
    // Resolved as a platform Request would: the console calls its own origin with a path ("" base URL).
    this.url = typeof location === "undefined" ? url : new URL(url, location.href).href;
    this.method = (init.method ?? "GET").toUpperCase();
    this.headers = new Headers(init.headers);
    // A string, FormData or Blob body can be sent again as it is; openapi-fetch serializes JSON to a string.
    this.body = init.body ?? undefined;
    this.signal = init.signal ?? undefined;
  }
}

function describe(request: { url: string; method: string }) {
  const url = new URL(request.url);
  return { method: request.method, url: url.pathname + url.search };
}

async function messageOf(response: Response): Promise<string | undefined> {
  const text = await response
    .clone()
    .text()
    .catch(() => "");
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
    return typeof parsed === "string" ? parsed : undefined;
  } catch {
    return text || undefined;
  }
}

/** The Web Lock that lets one tab at a time trade the stored auth token. */
export const RENEWAL_LOCK = "cms-auth-token-renewal";
/**
 * How long a renewal waits for another tab's before going on without the lock: a renewal whose answer never
 * comes (no network, a server that hangs) would otherwise hold every other tab's renewal with it. Going on is
 * safe, as the server lets a spent token renew for a few seconds more.
 */
export const RENEWAL_LOCK_WAIT_MS = 5_000;

/**
 * The default renewal: trade the stored auth token for a new access token. The server rotates the auth token
 * and ends the whole sign-in when a spent one comes back, while every tab of the browser shares the stored
 * one: where the platform has Web Locks (browsers), renewals take turns across tabs, and each sends the token
 * the store holds when its turn comes (the one the tab before it left), so two tabs opened or woken at once
 * both stay signed in. Without Web Locks (Node: the CLI, one process) the renewal runs at once.
 */
export async function renewWithAuthToken(
  client: CmsClient,
  tokenStore: TokenStore,
  /** The Web Lock the renewals of tabs sharing `tokenStore` take turns on; null for a store no other tab reads. */
  lock: string | null = RENEWAL_LOCK,
): Promise<void> {
  const renew = async () => {
    const { data, response } = await client.POST("/api/cms/v3/auth/token", { body: {} });
    if (!data) throw new Error(`Token renewal failed with HTTP ${response.status}`);
    tokenStore.setTokens({ accessToken: data.accessToken, authToken: data.authToken });
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks || lock === null) return renew();
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(), RENEWAL_LOCK_WAIT_MS);
  try {
    await locks.request(lock, { signal: waiting.signal }, async () => {
      clearTimeout(timer);
      await renew();
    });
  } catch (error) {
    // Waited too long for another tab's renewal: go on without the lock.
    if (waiting.signal.aborted) return renew();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The typed client for openapi.yaml with the spec's auth rules (platform.md sections 7 and 8):
 * every request carries the `auth-token` header and, when present, the bearer access token, with
 * credentials included; a 401 renews the token once (shared by all concurrent failures) and repeats the
 * call once; a 403 rejects with {@link ForbiddenError}, except the sign-in's "2fa required" step.
 * No module-level state: every client has its own renewal.
 */
export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { tokenStore, onForbidden } = options;
  const transport = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  let renewal: Promise<void> | null = null;

  const renewOnce = (): Promise<void> => {
    renewal ??= (
      options.renewToken ? options.renewToken(client) : renewWithAuthToken(client, tokenStore)
    ).finally(() => {
      renewal = null;
    });
    return renewal;
  };

  /** One attempt's init: the call's own headers with the tokens the store holds now. */
  const authorize = (call: Call): RequestInit => {
    const headers = new Headers(call.headers);
    const authToken = tokenStore.getAuthToken();
    const accessToken = tokenStore.getAccessToken();
    if (authToken) headers.set("auth-token", authToken);
    else headers.delete("auth-token");
    if (accessToken) headers.set("Authorization", `Bearer ${accessToken}`);
    else headers.delete("Authorization");
    return { method: call.method, headers, body: call.body, signal: call.signal, credentials: "include" };
  };

  /**
   * Identical reads asked at once share one request: as a screen opens, its list and its form's choices often
   * ask for the same thing in the same moment, and the server answered each in full (room control read its
   * whole configuration twice). Each caller gets its own copy of the answer. Only a GET without an abort signal
   * (one caller's cancel must not cancel another's), with the same URL and headers, and only until any answer
   * comes in: a read asked after a write's answer (a list reloaded after a save) never gets an answer the
   * server gave before the write.
   */
  const readsInFlight = new Map<string, Promise<Response>>();
  const sendNow = async (call: Call, init: RequestInit): Promise<Response> => {
    try {
      return await transport(call.url, init);
    } catch (cause) {
      throw new NetworkError(describe(call), cause);
    } finally {
      readsInFlight.clear();
    }
  };

  const send = (call: Call): Promise<Response> => {
    const init = authorize(call);
    if (call.method !== "GET" || call.signal) return sendNow(call, init);
    const key = JSON.stringify([call.url, ...new Headers(init.headers)]);
    let shared = readsInFlight.get(key);
    if (!shared) {
      shared = sendNow(call, init);
      readsInFlight.set(key, shared);
    }
    return shared.then((response) => response.clone());
  };

  const authFetch = async (call: Call): Promise<Response> => {
    const sessionless = SESSIONLESS_PATH.test(new URL(call.url).pathname);
    const restoring = sessionless ? undefined : options.renewing?.();
    if (restoring) await restoring.catch(() => undefined);
    const sentWith = tokenStore.getAccessToken();
    let response = await send(call);

    if (response.status === 401 && !sessionless) {
      // A call that failed with an older token than the store now holds repeats without renewing again.
      if (renewal || tokenStore.getAccessToken() === sentWith) {
        try {
          await renewOnce();
        } catch (cause) {
          throw new UnauthorizedError(describe(call), { cause });
        }
      }
      // The repeat's own 401 is returned as it is: one renewal per call, never a loop.
      response = await send(call);
    }

    if (response.status === 403) {
      const message = await messageOf(response);
      const twoFactorStep = TOKEN_PATH.test(new URL(call.url).pathname) && message === TWO_FACTOR_REQUIRED;
      if (!twoFactorStep) {
        const error = new ForbiddenError(describe(call), message);
        onForbidden?.(error);
        throw error;
      }
    }
    return response;
  };

  const client: CmsClient = createClient<paths>({
    baseUrl: options.baseUrl,
    // openapi-fetch types both as the platform's; it only constructs the one and passes it to the other.
    Request: Call as unknown as typeof Request,
    fetch: authFetch as unknown as (request: Request) => Promise<Response>,
    credentials: "include",
  });
  return client;
}
