import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { ensureDir, writePrivateFile } from "../config";
import { CliError } from "../errors";

/** What a running job claims: written to `<config>/jobs/<id>.lock` while it runs. */
export interface LockInfo {
  id: string;
  command: string;
  pid: number;
  startedAt: string;
  /** The items' keys, e.g. `1001/gateway`; another job of the same command may not take any of them. */
  keys: string[];
}

/** Is the process alive? EPERM means it is, but someone else's. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The short critical section around "read every lock, then write mine": a file created with O_EXCL, so two
 * jobs started at the same moment cannot both see a free field. One left by a killed process (its pid gone,
 * or older than a few seconds, which the section never takes) is taken over.
 */
function withMutex<T>(dir: string, body: () => T): T {
  const mutex = join(dir, ".lock");
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(mutex, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let stale = attempt > 200;
      try {
        const holder = Number(readFileSync(mutex, "utf8"));
        stale ||= (holder > 0 && !processAlive(holder)) || Date.now() - statSync(mutex).mtimeMs > 5000;
      } catch {
        // Gone between the two calls: try again.
      }
      if (stale) {
        try {
          unlinkSync(mutex);
        } catch {
          // Someone else took it over first.
        }
      } else pause(10);
      continue;
    }
    try {
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return body();
    } finally {
      unlinkSync(mutex);
    }
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
}

export interface JobLock {
  release(): void;
}

/**
 * Claims the job's items (one job per target set, issue 30). Refuses, naming the running job, when a live
 * job of the same command holds any of them; takes over the locks of processes that are gone (killed).
 */
export function acquireJobLock(dir: string, info: LockInfo, log: (line: string) => void): JobLock {
  ensureDir(dir);
  const file = join(dir, `${info.id}.lock`);
  withMutex(dir, () => {
    const wanted = new Set(info.keys);
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(".lock") || name === ".lock") continue;
      const path = join(dir, name);
      const other = readLock(path);
      if (!other || !processAlive(other.pid)) {
        // A lock cut short, or of a process that was killed: its job can be resumed, nothing runs it.
        if (other) log(`taking over the lock of job ${other.id} (process ${other.pid} is gone)`);
        unlinkSync(path);
        continue;
      }
      if (other.command !== info.command) continue;
      const shared = other.keys.filter((key) => wanted.has(key));
      if (other.id === info.id || shared.length)
        throw new CliError(
          `job ${other.id} (process ${other.pid}, started ${other.startedAt}) is already running ` +
            `"${other.command}" on ${shared.length || "these"} of these items (e.g. ${shared[0] ?? info.keys[0]}); ` +
            `wait for it to end (or stop it), then run this again.`,
        );
    }
    writePrivateFile(file, JSON.stringify(info));
  });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (existsSync(file)) unlinkSync(file);
  };
  // A second Ctrl-C ends the process at once: the lock goes with it rather than waiting to be taken over.
  process.once("exit", release);
  return {
    release() {
      process.removeListener("exit", release);
      release();
    },
  };
}
