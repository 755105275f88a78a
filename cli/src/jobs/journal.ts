import { appendFileSync, closeSync, existsSync, openSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { ensureDir, writePrivateFile } from "../config";
import { usageError } from "../errors";

/** The first line of a journal: everything `--resume` needs to carry on without the original arguments. */
export interface JobHeader<Item = unknown, Params = unknown> {
  type: "job";
  id: string;
  command: string;
  createdAt: string;
  params: Params;
  items: Item[];
}

/**
 * One line per finished item. Items a stop left unfinished have no line, so a resume runs them. A job whose
 * calls cannot be repeated safely (an e-mail) also writes `started` before each call: an item started but
 * never finished may have been done, and a resume reports it instead of doing it again.
 */
export interface JobEntry {
  type: "item";
  key: string;
  status: "ok" | "failed" | "started";
  at: string;
  error?: string;
}

/** The last line of a stopped run: why it stopped and how many items were left. */
export interface JobStop {
  type: "stop";
  at: string;
  reason: string;
  notDone: number;
}

export function jobsDir(configDir: string) {
  return join(configDir, "jobs");
}

export function newJobId(command: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
  const random = globalThis.crypto.randomUUID().slice(0, 6);
  return `${command.replace(/\s+/g, "-")}-${stamp}-${random}`;
}

/**
 * An append-only JSONL file under `<config>/jobs/<id>.jsonl`. Each line is appended with one write
 * call (on a descriptor opened for appending), so a crash or SIGKILL loses at most the items that were in flight, never a finished one.
 */
export class Journal {
  private constructor(readonly file: string) {}

  static create(dir: string, header: JobHeader): Journal {
    ensureDir(dir);
    const journal = new Journal(join(dir, `${header.id}.jsonl`));
    writePrivateFile(journal.file, `${JSON.stringify(header)}\n`);
    return journal;
  }

  static open(
    dir: string,
    id: string,
  ): { journal: Journal; header: JobHeader; finished: Map<string, JobEntry> } {
    if (!/^[\w.-]+$/.test(id)) throw usageError(`--resume: "${id}" is not a job id.`);
    const file = join(dir, `${id}.jsonl`);
    if (!existsSync(file)) throw usageError(`--resume: no job "${id}" in ${dir}.`);
    const text = readFileSync(file, "utf8");
    // A crash mid-write leaves a line without its newline; the next entry must not be glued onto it.
    if (!text.endsWith("\n")) appendFileSync(file, "\n");
    const lines = text.split("\n");
    let header: JobHeader;
    try {
      header = JSON.parse(lines[0]!) as JobHeader;
    } catch {
      throw usageError(`--resume: the journal ${file} has no readable plan on its first line.`);
    }
    const finished = new Map<string, JobEntry>();
    for (const line of lines.slice(1)) {
      if (!line.trim()) continue;
      let entry: JobEntry;
      try {
        entry = JSON.parse(line) as JobEntry;
      } catch {
        // A line cut short by a crash mid-write: its item counts as unfinished.
        continue;
      }
      if (entry.type === "item") finished.set(entry.key, entry);
    }
    return { journal: new Journal(file), header, finished };
  }

  /** Opened on the first append and kept open: one write call per item rather than open, write, close. */
  private fd: number | undefined;

  append(entry: Omit<JobEntry, "type" | "at">) {
    this.write({ type: "item", at: new Date().toISOString(), ...entry });
  }

  stopped(reason: string, notDone: number) {
    this.write({ type: "stop", at: new Date().toISOString(), reason, notDone } satisfies JobStop);
  }

  private write(line: object) {
    this.fd ??= openSync(this.file, "a", 0o600);
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
  }

  close() {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}
