import type { Readable, Writable } from "node:stream";

/** A stream the CLI writes to; `isTTY` decides colours, prompts and the progress bar. */
export type OutStream = Writable & { isTTY?: boolean; columns?: number };
export type InStream = Readable & { isTTY?: boolean };

export interface RetryPolicy {
  /** Attempts after the first. */
  retries: number;
  /** First backoff in ms; doubles on each attempt. */
  minTimeout: number;
  maxTimeout: number;
  /** Longest `Retry-After` honoured, in ms; a longer one fails the call instead of stalling the job. */
  maxRetryAfter: number;
  /**
   * How long the API may stay unreachable (no HTTP answer at all) before a job gives up on it: the circuit
   * breaker then fails every call at once, and the job stops with what is not done left to `--resume`.
   */
  giveUpAfter: number;
}

/**
 * Everything the CLI touches in the outside world. `src/index.ts` passes the process's own; tests pass
 * buffers, an env of their own and the seams below, so that whole commands run in-process.
 */
export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  stdin: InStream;
  env: Record<string, string | undefined>;
  /**
   * Aborted on SIGINT, SIGTERM or SIGHUP (the reason is a StopRequest): bulk jobs stop taking new items,
   * wait for the calls in flight, journal them and exit 130, 143 or 129.
   */
  signal?: AbortSignal;
  /** The HTTP transport (tests wrap it); defaults to node:http (src/nodeFetch.ts). */
  fetch?: (request: Request) => Promise<Response>;
  retry?: Partial<RetryPolicy>;
}
