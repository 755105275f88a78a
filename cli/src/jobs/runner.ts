import { join } from "node:path";
import { ForbiddenError, isCmsApiError } from "@cms/api";
import { confirm } from "@inquirer/prompts";
import cliProgress from "cli-progress";
import pLimit from "p-limit";
import { configDir, ensureDir, writePrivateFile } from "../config";
import type { Context } from "../context";
import { CliError, EXIT, usageError, type ExitCode } from "../errors";
import { printRows, toCsv, type Column, type Row } from "../output";
import type { InputFormat } from "./input";
import { Journal, jobsDir, newJobId, type JobEntry, type JobHeader } from "./journal";

/** The options every bulk command shares (issue 10, section 3). */
export interface JobOptions {
  dryRun?: boolean;
  yes?: boolean;
  concurrency: number;
  resume?: string;
}

export const DEFAULT_CONCURRENCY = 8;

/** Jobs running in this process: Ctrl-C outside a job quits at once, inside one it stops the job cleanly. */
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
  /** Does the item; the row it returns is printed with the results. Throws to fail the item. */
  run(item: Item): Promise<Row | Row[]>;
  planColumns: Column[];
  planRow(item: Item): Row;
  resultColumns: Column[];
  /** The item as a row of the input file, for the failed-items file. */
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

/** An item cut short by Ctrl-C (a retry's wait ended by the stop), not one that failed on its own. */
function stoppedBy(error: unknown, signal: AbortSignal | undefined): boolean {
  if (!signal?.aborted) return false;
  for (let e: unknown = error; e !== undefined; e = e instanceof Error ? e.cause : undefined)
    if (e === signal.reason) return true;
  return false;
}

function messageOf(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof ForbiddenError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a bulk job: plan, confirmation, bounded concurrency, journal, progress, results and exit code.
 * Retries live in the transport (src/http.ts); an item that still fails is recorded and the job goes on,
 * except for an expired session, which stops the job (exit 4) so that it can be resumed after sign-in.
 */
export async function runJob<Item, Params>(
  ctx: Context,
  job: JobDefinition<Item, Params>,
  options: JobOptions,
): Promise<ExitCode> {
  const finished = job.resumed?.finished ?? new Map<string, JobEntry>();
  const pending = job.items.filter((item) => finished.get(job.keyOf(item))?.status !== "ok");

  if (job.mutating && options.dryRun) {
    printRows(ctx, pending.map(job.planRow), job.planColumns);
    ctx.log(`dry run: ${pending.length} change(s) planned, nothing changed`);
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
  let id: string | undefined;
  if (job.mutating) {
    const dir = jobsDir(configDir(ctx.io.env));
    if (job.resumed) {
      journal = job.resumed.journal;
      id = job.resumed.header.id;
    } else {
      id = newJobId(job.command);
      journal = Journal.create(dir, {
        type: "job",
        id,
        command: job.command,
        createdAt: new Date().toISOString(),
        params: job.params,
        items: job.items,
      });
    }
    ctx.log(`job ${id}: ${pending.length} item(s); resume with --resume ${id}`);
  }

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
  activity.jobs++;

  const signal = ctx.io.signal;
  let authError: unknown;
  // Indexed by plan position, so the output follows the plan and not the order calls happened to finish.
  const results: Row[][] = [];
  const failed: { item: Item; error: string }[] = [];
  let done = 0;
  const limit = pLimit(Math.max(1, options.concurrency));
  try {
    await Promise.all(
      pending.map((item, index) =>
        limit(async () => {
          // A stop (Ctrl-C, expired session) lets the items in flight finish and starts no new ones.
          if (signal?.aborted || authError) return;
          const key = job.keyOf(item);
          try {
            const row = await job.run(item);
            results[index] = Array.isArray(row) ? row : [row];
            journal?.append({ key, status: "ok" });
            done++;
          } catch (error) {
            // Not journaled: the item was not done, and the resume does it.
            if (stoppedBy(error, signal)) return;
            if (
              isCmsApiError(error, "unauthorized") ||
              (error instanceof CliError && error.exitCode === EXIT.authRequired)
            ) {
              // Not journaled: the item was not done, and the resume after sign-in does it.
              authError ??= error;
              return;
            }
            const message = messageOf(error);
            failed.push({ item, error: message });
            results[index] = [{ ...job.planRow(item), status: "failed", error: message }];
            journal?.append({ key, status: "failed", error: message });
          } finally {
            bar?.increment();
          }
        }),
      ),
    );
  } finally {
    bar?.stop();
    journal?.close();
    activity.jobs--;
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
  const summary = `${done} ok, ${failed.length} failed, ${pending.length - done - failed.length} not done`;
  if (authError) {
    ctx.log(summary);
    throw new CliError(
      `auth required: the session expired and could not be renewed; run \`cms login\`, then \`--resume ${id}\`.`,
      EXIT.authRequired,
    );
  }
  if (signal?.aborted) {
    ctx.log(`interrupted: ${summary}${id ? `; resume with --resume ${id}` : ""}`);
    return EXIT.interrupted;
  }
  ctx.log(summary);
  if (failed.length) return done ? EXIT.partial : EXIT.error;
  return EXIT.ok;
}
