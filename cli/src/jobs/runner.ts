import { join } from "node:path";
import { ForbiddenError, isCmsApiError } from "@cms/api";
import { confirm } from "@inquirer/prompts";
import cliProgress from "cli-progress";
import pLimit from "p-limit";
import { configDir, ensureDir, writePrivateFile } from "../config";
import type { Context } from "../context";
import {
  causedBy,
  CliError,
  EXIT,
  exitCodeOfStop,
  ServerUnreachable,
  StopRequest,
  usageError,
  type ExitCode,
} from "../errors";
import { printRows, toCsv, type Column, type Row } from "../output";
import type { InputFormat } from "./input";
import { Journal, jobsDir, newJobId, type JobEntry, type JobHeader } from "./journal";
import { acquireJobLock, type JobLock } from "./lock";

/** The options every bulk command shares (issue 10, section 3). */
export interface JobOptions {
  dryRun?: boolean;
  yes?: boolean;
  concurrency: number;
  resume?: string;
}

export const DEFAULT_CONCURRENCY = 8;
/** The most calls in flight `--concurrency` allows. */
export const MAX_CONCURRENCY = 64;

/** Jobs running in this process: a signal outside a job quits at once, inside one it stops the job cleanly. */
export const activity = { jobs: 0 };

/** What a command hands the runner: the planned items and what to do with each. */
export interface JobDefinition<Item, Params> {
  /** e.g. "licences renew"; a resumed journal must be of the same command. */
  command: string;
  /** Changes data: needs `--yes` or a confirmation, keeps a journal, honours `--dry-run`. */
  mutating: boolean;
  items: Item[];
  params: Params;
  keyOf(item: Item): string;
  /**
   * Fixes each item's absolute target before anything changes (e.g. the new `validUntil` from the one read
   * now), so that the journal holds it and a retry, a resume or a re-fed failed-items file sends that same
   * value and changes nothing twice. Runs once the job holds its lock, before the journal is written; not on
   * a resume (the journal has the targets). An item it cannot plan carries `planError` and fails uncalled.
   */
  prepare?(items: Item[], signal: AbortSignal | undefined): Promise<Item[]>;
  planError?(item: Item): string | undefined;
  /**
   * False when doing an item twice does harm that its target cannot prevent (an e-mail sent twice): such
   * a job journals `started` before each call, and a resume leaves out items that may have been done.
   */
  repeatable?: boolean;
  /** Does the item; the row it returns is printed with the results. Throws to fail the item. */
  run(item: Item): Promise<Row | Row[]>;
  planColumns: Column[];
  planRow(item: Item): Row;
  resultColumns: Column[];
  /** The item as a row of the input file, for the failed-items file (with its planned target). */
  inputRow(item: Item): Row;
  inputColumns: Column[];
  inputFormat: InputFormat;
  /** A resumed job: its journal and the items it already finished. */
  resumed?: { journal: Journal; header: JobHeader; finished: Map<string, JobEntry> };
}

/** Loads a journal for `--resume`, checking that it belongs to this command. */
export function openJob<Item, Params>(ctx: Context, id: string, command: string) {
  const opened = Journal.open(jobsDir(configDir(ctx.io.env)), id);
  if (opened.header.command !== command)
    throw usageError(`--resume: job ${id} is a "${opened.header.command}" job, not "${command}".`);
  return { ...opened, header: opened.header as JobHeader<Item, Params> };
}

/** An item cut short by a stop (a retry's wait ended by it), not one that failed on its own. */
function stoppedBy(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) && (causedBy(error, signal!.reason) || causedBy(error, StopRequest));
}

function messageOf(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof ForbiddenError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The command line that resumes a job. */
const resumeHint = (job: { command: string }, id: string) => `cms ${job.command} --resume ${id} --yes`;

/**
 * Runs a bulk job: plan, confirmation, lock, targets, journal, bounded concurrency, progress, results and
 * exit code. Retries live in the transport (src/http.ts); an item that still fails is recorded and the job
 * goes on, except for an expired session (exit 4, resume after sign-in), an API that stopped answering
 * (the circuit breaker: exit 1, resume once it is back) and a signal (exit 130, 143 or 129): each of these
 * stops the job, with the calls in flight finished and journaled and no new ones.
 */
export async function runJob<Item, Params>(
  ctx: Context,
  job: JobDefinition<Item, Params>,
  options: JobOptions,
): Promise<ExitCode> {
  const finished = job.resumed?.finished ?? new Map<string, JobEntry>();
  const repeatable = job.repeatable ?? true;
  const inDoubt = repeatable
    ? []
    : job.items.filter((item) => finished.get(job.keyOf(item))?.status === "started");
  let pending = job.items.filter((item) => {
    const status = finished.get(job.keyOf(item))?.status;
    return status !== "ok" && (repeatable || status !== "started");
  });
  if (inDoubt.length) {
    ctx.log(
      `${inDoubt.length} item(s) were in flight when the job stopped and may have been done; not repeated: ` +
        inDoubt.map(job.keyOf).join(", "),
    );
  }
  const signal = ctx.io.signal;

  if (job.mutating && options.dryRun) {
    const planned = !job.resumed && job.prepare ? await job.prepare(pending, signal) : pending;
    printRows(ctx, planned.map(job.planRow), job.planColumns);
    ctx.log(`dry run: ${planned.length} change(s) planned, nothing changed`);
    return EXIT.ok;
  }
  if (!pending.length) {
    ctx.log(job.resumed ? `job ${job.resumed.header.id}: nothing left to do` : "nothing to do");
    return EXIT.ok;
  }
  if (job.mutating && !options.yes) {
    if (!ctx.interactive)
      throw usageError(`this changes ${pending.length} item(s); pass --yes to confirm when not interactive.`);
    const go = await confirm(
      { message: `Apply ${pending.length} change(s)?`, default: false },
      { output: ctx.io.stderr, input: ctx.io.stdin },
    );
    if (!go) {
      ctx.log("cancelled, nothing changed");
      return EXIT.error;
    }
  }

  let journal: Journal | undefined;
  let lock: JobLock | undefined;
  const id = job.resumed?.header.id ?? (job.mutating ? newJobId(job.command) : undefined);
  activity.jobs++;
  try {
    if (job.mutating) {
      const dir = jobsDir(configDir(ctx.io.env));
      // Before the targets are read: a second job must not plan from what the first is changing.
      lock = acquireJobLock(
        dir,
        {
          id: id!,
          command: job.command,
          pid: process.pid,
          startedAt: new Date().toISOString(),
          keys: pending.map(job.keyOf),
        },
        ctx.log,
      );
      if (job.resumed) {
        journal = job.resumed.journal;
      } else {
        if (job.prepare) {
          pending = await job.prepare(pending, signal);
          if (signal?.aborted) {
            ctx.log(`${interrupted(signal)} while planning: nothing changed`);
            return exitCodeOfStop(signal.reason);
          }
        }
        // The plan, targets included, is on disk before the first change.
        journal = Journal.create(dir, {
          type: "job",
          id: id!,
          command: job.command,
          createdAt: new Date().toISOString(),
          params: job.params,
          items: pending,
        });
      }
      ctx.log(`job ${id}: ${pending.length} item(s); resume with --resume ${id}`);
    } else if (job.prepare) {
      pending = await job.prepare(pending, signal);
    }
    return await execute(ctx, job, pending, { journal, id, repeatable, concurrency: options.concurrency });
  } finally {
    journal?.close();
    lock?.release();
    activity.jobs--;
  }
}

const stopName = (signal: AbortSignal) =>
  signal.reason instanceof StopRequest ? signal.reason.signalName : "interrupted";
/** "interrupted" for Ctrl-C, "interrupted (SIGTERM)" for the others. */
const interrupted = (signal: AbortSignal) =>
  signal.reason instanceof StopRequest && signal.reason.signalName !== "SIGINT"
    ? `interrupted (${signal.reason.signalName})`
    : "interrupted";

async function execute<Item, Params>(
  ctx: Context,
  job: JobDefinition<Item, Params>,
  pending: Item[],
  run: { journal: Journal | undefined; id: string | undefined; repeatable: boolean; concurrency: number },
): Promise<ExitCode> {
  const { journal, id, repeatable } = run;
  const bar = ctx.io.stderr.isTTY
    ? new cliProgress.SingleBar(
        {
          stream: ctx.io.stderr,
          format: "{bar} {value}/{total} {eta_formatted} left",
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(pending.length, 0);

  const signal = ctx.io.signal;
  const breaker = ctx.breaker.signal;
  let authError: unknown;
  // Indexed by plan position, so the output follows the plan and not the order calls happened to finish.
  const results: Row[][] = [];
  const failed: { item: Item; error: string }[] = [];
  let done = 0;
  const limit = pLimit(Math.max(1, Math.min(MAX_CONCURRENCY, run.concurrency)));
  const fail = (item: Item, index: number, key: string, message: string) => {
    failed.push({ item, error: message });
    results[index] = [{ ...job.planRow(item), status: "failed", error: message }];
    journal?.append({ key, status: "failed", error: message });
  };
  try {
    await Promise.all(
      pending.map((item, index) =>
        limit(async () => {
          // A stop (signal, expired session, unreachable API) lets the items in flight finish and starts
          // no new ones.
          if (signal?.aborted || authError || breaker.aborted) return;
          const key = job.keyOf(item);
          const planError = job.planError?.(item);
          try {
            if (planError) {
              fail(item, index, key, planError);
              return;
            }
            if (!repeatable) journal?.append({ key, status: "started" });
            const row = await job.run(item);
            results[index] = Array.isArray(row) ? row : [row];
            journal?.append({ key, status: "ok" });
            done++;
          } catch (error) {
            // Not journaled: the item was not done, and the resume does it.
            if (stoppedBy(error, signal)) return;
            if (causedBy(error, ServerUnreachable)) return;
            if (
              isCmsApiError(error, "unauthorized") ||
              (error instanceof CliError && error.exitCode === EXIT.authRequired)
            ) {
              // Not journaled: the item was not done, and the resume after sign-in does it.
              authError ??= error;
              return;
            }
            fail(item, index, key, messageOf(error));
          } finally {
            bar?.increment();
          }
        }),
      ),
    );
  } finally {
    bar?.stop();
  }

  const rows = results.flat();
  // The error column only when something failed: a clean run's table stays narrow.
  const columns = failed.length ? job.resultColumns : job.resultColumns.filter((c) => c.key !== "error");
  printRows(ctx, rows, columns);

  if (failed.length) {
    const name = `${id ?? newJobId(job.command)}.failed.${job.inputFormat}`;
    // Read-only jobs keep no journal, so nothing may have made the folder yet on a fresh config dir.
    const file = join(ensureDir(jobsDir(configDir(ctx.io.env))), name);
    const failedRows = failed.map(({ item, error }) => ({ ...job.inputRow(item), error }));
    const failedColumns = [...job.inputColumns, { key: "error" }];
    const text =
      job.inputFormat === "csv"
        ? `${toCsv(failedRows, failedColumns)}\n`
        : failedRows.map((row) => `${JSON.stringify(row)}\n`).join("");
    writePrivateFile(file, text);
    ctx.log(
      `${failed.length} item(s) failed; failed items written to ${file} (feed it back with --from-file)`,
    );
  }
  const notDone = pending.length - done - failed.length;
  const summary = `${done} ok, ${failed.length} failed, ${notDone} not done`;
  const resume = id && notDone ? `; resume with --resume ${id} (\`${resumeHint(job, id)}\`)` : "";
  if (authError) {
    journal?.stopped("auth required", notDone);
    ctx.log(summary);
    throw new CliError(
      `auth required: the session expired and could not be renewed; run \`cms login\`, then \`--resume ${id}\`.`,
      EXIT.authRequired,
    );
  }
  if (breaker.aborted) {
    const reason = breaker.reason as ServerUnreachable;
    journal?.stopped(reason.message, notDone);
    throw new CliError(`${reason.message}; stopped: ${summary}${resume ? `${resume} once it answers` : ""}`);
  }
  if (signal?.aborted) {
    journal?.stopped(stopName(signal), notDone);
    ctx.log(`${interrupted(signal)}: ${summary}${resume}`);
    return exitCodeOfStop(signal.reason);
  }
  ctx.log(summary);
  if (failed.length) return done ? EXIT.partial : EXIT.error;
  return EXIT.ok;
}
