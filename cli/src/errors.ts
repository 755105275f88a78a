/** The exit codes of issue 10, section 3; scripts and cron jobs branch on them. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  partial: 3,
  authRequired: 4,
  interrupted: 130,
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
