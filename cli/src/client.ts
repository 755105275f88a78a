import {
  ForbiddenError,
  NetworkError,
  renewWithAuthToken,
  UnauthorizedError,
  type CmsClient,
  type TokenStore,
} from "@cms/api";
import type { paths } from "@cms/api";
import createClient from "openapi-fetch";
import type { Transport } from "./http";
import { discard, pathnameOf, pathOf, type WireRequest } from "./wire";

// The CLI's own build of the typed client, with the rules of `createCmsClient` (packages/api/src/client.ts)
// over plain data instead of `Request` objects. There, each call builds three undici Requests (the
// client's, a clone kept for the 401 repeat, the authorized copy), each with its own body stream, and the
// transport reads the body once more; in a job of thousands of calls on two cores that CPU, not the
// server, set the pace (docs/benchmarks.md). @cms/api is shared with the console and stays as it is, so
// the rules are restated here and test/client.test.ts checks them against this client. Keep the two alike.

/** Calls made without a session: a 401 on them is an answer for the user, not an expired session. */
const SESSIONLESS_PATH =
  /\/api\/cms\/v3\/auth\/(token|verify-two-factor-auth-code|resend-two-factor-auth-code|login\/forgot-password(\/set-new-password)?)$/;
const TOKEN_PATH = /\/api\/cms\/v3\/auth\/token$/;
const TWO_FACTOR_REQUIRED = "2fa required";

/**
 * What openapi-fetch gets as its `Request` class: it keeps the URL, method, headers and body as given
 * (openapi-fetch serializes JSON bodies to a string) and builds no stream, signal or header list.
 */
class PlainRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
  readonly signal: AbortSignal | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = (init.method ?? "GET").toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal ?? undefined;
  }
}

/** The call as plain data: header names lower case, the body as bytes, read once for every attempt. */
async function toWire(request: PlainRequest): Promise<WireRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const { body } = request;
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  if (body === null || body === undefined) bytes = undefined;
  else if (typeof body === "string") {
    bytes = Buffer.from(body);
    headers["content-type"] ??= "text/plain;charset=UTF-8";
  } else if (body instanceof ArrayBuffer) bytes = new Uint8Array(body);
  else if (ArrayBuffer.isView(body))
    bytes = new Uint8Array(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
  else {
    // Forms, blobs and streams (none of the CLI's calls): encoded as fetch encodes them, type and boundary too.
    const encoded = new Response(body);
    bytes = new Uint8Array(await encoded.arrayBuffer());
    const type = encoded.headers.get("content-type");
    if (type) headers["content-type"] ??= type;
  }
  return { method: request.method, url: request.url, headers, body: bytes, signal: request.signal };
}

function describe(request: WireRequest) {
  return { method: request.method, url: pathOf(request.url) };
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

export interface CliClientOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  /** Sends each attempt (with retries, src/http.ts). */
  transport: Transport;
}

/**
 * The typed client with the spec's auth rules (platform.md sections 7 and 8), as `createCmsClient` has
 * them: every call carries the `auth-token` header and, when present, the bearer access token; a 401
 * renews the token once (shared by all concurrent failures, with the stored auth token) and repeats the
 * call once with the same method, URL and body; a 403 rejects with {@link ForbiddenError}, except the
 * sign-in's "2fa required" step.
 */
export function createCliClient(options: CliClientOptions): CmsClient {
  const { tokenStore, transport } = options;
  let renewal: Promise<void> | null = null;

  const renewOnce = (): Promise<void> => {
    renewal ??= renewWithAuthToken(client, tokenStore).finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const authorize = (request: WireRequest): WireRequest => {
    const { "auth-token": _authToken, authorization: _authorization, ...headers } = request.headers;
    const authToken = tokenStore.getAuthToken();
    const accessToken = tokenStore.getAccessToken();
    if (authToken) headers["auth-token"] = authToken;
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    return { ...request, headers };
  };

  const send = async (request: WireRequest): Promise<Response> => {
    try {
      return await transport(request);
    } catch (cause) {
      throw new NetworkError(describe(request), cause);
    }
  };

  const authFetch = async (input: Request): Promise<Response> => {
    const request = await toWire(input as unknown as PlainRequest);
    const path = pathnameOf(request.url);
    const sentWith = tokenStore.getAccessToken();
    let response = await send(authorize(request));

    if (response.status === 401 && !SESSIONLESS_PATH.test(path)) {
      // A call that failed with an older token than the store now holds repeats without renewing again.
      if (renewal || tokenStore.getAccessToken() === sentWith) {
        try {
          await renewOnce();
        } catch (cause) {
          throw new UnauthorizedError(describe(request), { cause });
        }
      }
      discard(response);
      // The repeat's own 401 is returned as it is: one renewal per call, never a loop.
      response = await send(authorize(request));
    }

    if (response.status === 403) {
      const message = await messageOf(response);
      if (!(TOKEN_PATH.test(path) && message === TWO_FACTOR_REQUIRED))
        throw new ForbiddenError(describe(request), message);
    }
    return response;
  };

  const client: CmsClient = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: authFetch,
    Request: PlainRequest as unknown as typeof Request,
  });
  return client;
}
