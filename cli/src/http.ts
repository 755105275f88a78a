import type { RetryPolicy } from "./io";
import { discard, pathnameOf, type WireRequest } from "./wire";

export const DEFAULT_RETRY: RetryPolicy = {
  retries: 5,
  minTimeout: 500,
  maxTimeout: 30_000,
  maxRetryAfter: 120_000,
};

/** What sends one attempt: node:http (src/nodeFetch.ts), or a test's seam (see `transportOf` in src/session.ts). */
export type Transport = (request: WireRequest) => Promise<Response>;

/** Methods that may be repeated after a server error: repeating them cannot change the outcome. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done);
  });

/** Exponential backoff with jitter: `minTimeout × 2^n`, times 1 to 2, at most `maxTimeout`. */
export const backoff = (policy: RetryPolicy, retriesDone: number) =>
  Math.min(Math.round((Math.random() + 1) * policy.minTimeout * 2 ** retriesDone), policy.maxTimeout);

/**
 * The transport under the typed client: retries with exponential backoff. 429 and 503 are always
 * repeated (the server did not act on them) after at least their `Retry-After`; other 5xx and network
 * failures are repeated only for idempotent methods, so a POST is never sent twice blindly. The last
 * response is returned as it is, for the caller to report. The first attempt is a plain call: the loop
 * allocates nothing more unless an attempt fails (the job's calls, thousands of them, almost never do).
 */
export function retryingFetch(
  transport: Transport,
  policy: RetryPolicy,
  log: (line: string) => void,
): Transport {
  return async (request) => {
    const idempotent = IDEMPOTENT.has(request.method);
    for (let retriesDone = 0; ; retriesDone++) {
      const retriesLeft = policy.retries - retriesDone;
      let response: Response;
      try {
        response = await transport(request);
      } catch (cause) {
        if (!idempotent || retriesLeft <= 0 || request.signal?.aborted) throw cause;
        const message = cause instanceof Error ? cause.message : String(cause);
        log(`${request.method} ${pathnameOf(request.url)}: ${message}, retrying (${retriesLeft} left)`);
        await sleep(backoff(policy, retriesDone), request.signal);
        continue;
      }
      const status = response.status;
      const overloaded = status === 429 || status === 503;
      if (!(overloaded || (status >= 500 && idempotent)) || retriesLeft <= 0 || request.signal?.aborted)
        return response;
      const wait = overloaded ? parseRetryAfter(response.headers.get("Retry-After")) : undefined;
      // A server that asks for longer than the policy allows fails the call instead of stalling the job.
      if (wait !== undefined && wait > policy.maxRetryAfter) return response;
      discard(response);
      log(`${request.method} ${pathnameOf(request.url)}: HTTP ${status}, retrying (${retriesLeft} left)`);
      // The backoff follows the server's wait, so the server gets at least what it asked for.
      if (wait !== undefined) await sleep(wait, request.signal);
      await sleep(backoff(policy, retriesDone), request.signal);
    }
  };
}
