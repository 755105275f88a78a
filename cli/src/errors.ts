/** The exit codes of issue 10, section 3; scripts and cron jobs branch on them. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  partial: 3,
  authRequired: 4,
  /** Stopped by a signal: 128 + its number (SIGHUP 1, SIGINT 2, SIGTERM 15), as shells report it. */
  hangup: 129,
  interrupted: 130,
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure with a message meant for the user (no stack trace) and the exit code it maps to. */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);

export const authRequired = (message: string) => new CliError(`auth required: ${message}`, EXIT.authRequired);

/** Why a job stopped: the signal that asked it to, with the exit code it ends with. */
export class StopRequest extends Error {
  override readonly name = "StopRequest";
  constructor(
    readonly signalName: "SIGINT" | "SIGTERM" | "SIGHUP",
    readonly exitCode: ExitCode,
  ) {
    super(`stopped by ${signalName}`);
  }
}

export const exitCodeOfStop = (reason: unknown): ExitCode =>
  reason instanceof StopRequest ? reason.exitCode : EXIT.interrupted;

/** The API did not answer at all for longer than the give-up time: the job stops instead of retrying on. */
export class ServerUnreachable extends CliError {
  constructor(
    readonly baseUrl: string,
    readonly seconds: number,
  ) {
    super(`cannot reach the API at ${baseUrl} (no answer for ${seconds} s)`);
  }
}

/** True when `error` or one of its causes is `wanted` (or, for a class, an instance of it). */
export function causedBy(error: unknown, wanted: unknown): boolean {
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 10; depth++) {
    if (e === wanted || (typeof wanted === "function" && e instanceof wanted)) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}
