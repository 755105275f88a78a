import { setMaxListeners } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import pRetry, { AbortError } from "p-retry";
import { ServerUnreachable } from "./errors";
import type { RetryPolicy } from "./io";

export const DEFAULT_RETRY: RetryPolicy = {
  retries: 5,
  minTimeout: 500,
  maxTimeout: 30_000,
  maxRetryAfter: 120_000,
  giveUpAfter: 10_000,
};

/**
 * The circuit breaker of one command run. Any HTTP answer closes it; calls that get no answer at all
 * (refused, reset, DNS) start its clock, and once the API has been unreachable for `giveUpAfter` ms, or a
 * call has used up its retries with no answer to any call meanwhile, it opens: every call then fails at once (waits for a
 * retry end too) with {@link ServerUnreachable}, and a job stops instead of retrying each item on.
 */
export class Breaker {
  private since: number | undefined;
  private readonly controller = new AbortController();

  constructor(
    readonly baseUrl: string,
    readonly giveUpAfter: number,
    private readonly now = () => Date.now(),
  ) {
    // Every call in flight listens to it: a concurrency of 50 is not a leak.
    setMaxListeners(0, this.controller.signal);
  }

  get signal() {
    return this.controller.signal;
  }

  /** How many calls have been answered: a call compares it before and after its retries. */
  answers = 0;

  answered() {
    this.since = undefined;
    this.answers++;
  }

  /** A call got no answer; true when the breaker is (now) open. */
  unanswered(): boolean {
    this.since ??= this.now();
    if (this.now() - this.since >= this.giveUpAfter) this.open();
    return this.signal.aborted;
  }

  /**
   * A call used up its retries without an answer: the API is down when nothing else has been answered
   * since the clock started either (opens the breaker, true); otherwise only this call's path is failing.
   */
  gaveUp(answersAtFirstFailure: number): boolean {
    if (this.answers === answersAtFirstFailure) this.open();
    return this.signal.aborted;
  }

  open() {
    if (this.signal.aborted) return;
    const seconds = Math.round((this.now() - (this.since ?? this.now())) / 100) / 10;
    this.controller.abort(new ServerUnreachable(this.baseUrl, seconds));
  }
}

/** What sends one attempt: node:http (src/nodeFetch.ts), or a test's seam (see `transportOf` in src/session.ts). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** Methods that may be repeated after a server error: repeating them cannot change the outcome. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

class RetryableResponse extends Error {
  constructor(
    readonly response: Response,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`HTTP ${response.status}`);
  }
}

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The transport under the typed client: retries with exponential backoff. 429 and 503 are always
 * repeated (the server did not act on them) after at least their `Retry-After`; other 5xx and network
 * failures are repeated only for idempotent methods, so a POST is never sent twice blindly. The last
 * response is returned as it is, for the caller to report.
 *
 * `stop` is the job's Ctrl-C. It lets an attempt in flight finish, so that a change the server made gets
 * journaled, but ends a wait for the next attempt (backoff or `Retry-After`) at once: the call then
 * rejects with the stop's reason as its cause, the item stays unfinished, and `--resume` does it.
 */
export function retryingFetch(
  transport: Transport,
  policy: RetryPolicy,
  log: (line: string) => void,
  stop?: AbortSignal,
  breaker?: Breaker,
): Transport {
  return async (url, init) => {
    const method = (init.method ?? "GET").toUpperCase();
    const idempotent = IDEMPOTENT.has(method);
    // p-retry's signal would also throw away the answer of an attempt that was in flight when it fired
    // (it checks the signal after each attempt), so it gets one that fires only between attempts.
    const waiting = new AbortController();
    let sending = false;
    const onStop = () => {
      if (!sending) waiting.abort(stop?.reason);
    };
    const onBreak = () => {
      if (!sending) waiting.abort(breaker?.signal.reason);
    };
    // The call's own signal aborts the attempt in flight as well (the transport gets it), so it needs no gate.
    const callSignal = init.signal ?? undefined;
    const onCallAbort = () => waiting.abort(callSignal?.reason);
    stop?.addEventListener("abort", onStop, { once: true });
    breaker?.signal.addEventListener("abort", onBreak, { once: true });
    callSignal?.addEventListener("abort", onCallAbort, { once: true });
    const signal = waiting.signal;
    let answersAtFirstFailure: number | undefined;
    try {
      return await pRetry(
        async () => {
          let response: Response;
          // Open: the API has not answered for too long; this call does not even try.
          if (breaker?.signal.aborted) throw new AbortError(breaker.signal.reason as Error);
          sending = true;
          try {
            // Every attempt sends the same init: the typed client hands over the serialized body (a string),
            // which can be sent again (TOOLCHAIN.md, pitfall 8: a sent Request's body is consumed).
            response = await transport(url, init);
          } catch (cause) {
            answersAtFirstFailure ??= breaker?.answers;
            const aborted = callSignal?.aborted || (stop?.aborted && cause === stop.reason);
            if (!aborted && breaker?.unanswered()) throw new AbortError(breaker.signal.reason as Error);
            if (!idempotent) throw new AbortError(cause instanceof Error ? cause : String(cause));
            throw cause;
          } finally {
            sending = false;
          }
          breaker?.answered();
          const status = response.status;
          if (status === 429 || status === 503) {
            throw new RetryableResponse(response, parseRetryAfter(response.headers.get("Retry-After")));
          }
          if (status >= 500 && idempotent) throw new RetryableResponse(response, undefined);
          return response;
        },
        {
          retries: policy.retries,
          factor: 2,
          minTimeout: policy.minTimeout,
          maxTimeout: policy.maxTimeout,
          randomize: true,
          signal,
          async onFailedAttempt({ error, retriesLeft }) {
            if (retriesLeft <= 0) return;
            // Stopped while the failed attempt was in flight: no wait, no further attempt.
            stop?.throwIfAborted();
            breaker?.signal.throwIfAborted();
            const path = new URL(url).pathname;
            const wait = error instanceof RetryableResponse ? error.retryAfterMs : undefined;
            log(`${method} ${path}: ${error.message}, retrying (${retriesLeft} left)`);
            if (wait !== undefined) {
              // p-retry's own backoff follows this wait, so the server gets at least what it asked for.
              if (wait > policy.maxRetryAfter) throw error;
              await delay(wait, undefined, { signal });
            }
          },
        },
      );
    } catch (error) {
      if (error instanceof RetryableResponse) return error.response;
      // Retries used up without any answer, and no other call answered meanwhile: the API is down.
      const stopped = signal.aborted || callSignal?.aborted || stop?.aborted;
      if (
        breaker &&
        idempotent &&
        !stopped &&
        !(error instanceof ServerUnreachable) &&
        answersAtFirstFailure !== undefined &&
        breaker.gaveUp(answersAtFirstFailure)
      )
        throw breaker.signal.reason;
      throw error;
    } finally {
      stop?.removeEventListener("abort", onStop);
      breaker?.signal.removeEventListener("abort", onBreak);
      callSignal?.removeEventListener("abort", onCallAbort);
    }
  };
}
