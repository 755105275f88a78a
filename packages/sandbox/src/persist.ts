/**
 * Durable state for `--data <dir>`: a write is answered only once what it changed is on disk.
 *
 * - `snapshot.json`: the whole state and its generation, replaced atomically (written to a temporary file,
 *   fsync'd, renamed, directory fsync'd).
 * - `journal-<generation>.jsonl`: one line per write that changed something, holding the new values of
 *   what it touched (a collection in one scope, a singleton, a key of a map), appended and fsync'd before
 *   the answer. Lines are absolute values, so applying one twice changes nothing.
 * - Compaction: once the journal passes a size, the state is written as the next generation's snapshot and
 *   the old journal removed; a kill at any step leaves either the old pair or the new one complete.
 * - Loading: the snapshot, then its journal's lines; a torn last line (killed mid-append) is dropped and
 *   cut off the file.
 *
 * Which parts a write touched is found by a proxy over the state during the handler (`track`), so a write
 * costs the size of what it touched, not the 17 MB of the whole state.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, truncateSync } from "node:fs";
import { open, rename, rm, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import type { Item, SandboxState } from "./state";

/** [field, key-or-null, value] sets; [field, key-or-null] deletes. Two-level fields key as `base\u0000scope`. */
type Change = [string, string | null, unknown?];
export interface JournalEntry {
  changes: Change[];
}

/** Fields keyed twice (template, then scope); every other object field is a map keyed once. */
const TWO_LEVEL = new Set(["collections", "singletons"]);
const SEP = "\u0000";

export interface Tracker {
  state: SandboxState;
  /** An object of the state reached outside the tracked state (the signed-in user's item), tracked too. */
  wrap<T extends object>(field: string, key: string, value: T): T;
  /** What the request changed, with the current values; null when it touched nothing. */
  entry(): JournalEntry | null;
}

/**
 * Proxies the state so that every part a handler reaches is noted: a scope of a collection is noted when
 * it is read (arrays are changed in place), a key of a map likewise. Reading a scope without changing it
 * costs only a larger journal line.
 */
export function track(raw: SandboxState): Tracker {
  const touched = new Map<string, Set<string> | "all">();
  const note = (field: string, key: string | null) => {
    if (key === null) return touched.set(field, "all");
    const keys = touched.get(field);
    if (keys === "all") return;
    if (keys) keys.add(key);
    else touched.set(field, new Set([key]));
  };
  const mapProxy = (field: string, target: Record<string, unknown>, prefix = "") =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === "string" && Object.hasOwn(object, key)) note(field, prefix + key);
        return Reflect.get(object, key, receiver);
      },
      set(object, key, value) {
        if (typeof key === "string") note(field, prefix + key);
        return Reflect.set(object, key, value);
      },
      deleteProperty(object, key) {
        if (typeof key === "string") note(field, prefix + key);
        return Reflect.deleteProperty(object, key);
      },
      defineProperty(object, key, descriptor) {
        if (typeof key === "string") note(field, prefix + key);
        return Reflect.defineProperty(object, key, descriptor);
      },
      ownKeys(object) {
        if (prefix) note(field, prefix.slice(0, -1) + SEP + "*");
        else note(field, null);
        return Reflect.ownKeys(object);
      },
    });
  const twoLevel = (field: string, target: Record<string, Record<string, unknown>>) =>
    new Proxy(target, {
      get(object, base, receiver) {
        const inner = Reflect.get(object, base, receiver) as Record<string, unknown> | undefined;
        return typeof base === "string" && inner && typeof inner === "object"
          ? mapProxy(field, inner, base + SEP)
          : inner;
      },
      set(object, base, value) {
        if (typeof base === "string") note(field, base + SEP + "*");
        return Reflect.set(object, base, value);
      },
      deleteProperty(object, base) {
        if (typeof base === "string") note(field, base + SEP + "*");
        return Reflect.deleteProperty(object, base);
      },
      defineProperty(object, base, descriptor) {
        if (typeof base === "string") note(field, base + SEP + "*");
        return Reflect.defineProperty(object, base, descriptor);
      },
      ownKeys(object) {
        note(field, null);
        return Reflect.ownKeys(object);
      },
    });
  const state = new Proxy(raw, {
    get(object, field, receiver) {
      const value = Reflect.get(object, field, receiver) as unknown;
      if (typeof field !== "string" || !value || typeof value !== "object") return value;
      return TWO_LEVEL.has(field)
        ? twoLevel(field, value as Record<string, Record<string, unknown>>)
        : mapProxy(field, value as Record<string, unknown>);
    },
    set(object, field, value) {
      if (typeof field === "string") note(field, null);
      return Reflect.set(object, field, value);
    },
    defineProperty(object, field, descriptor) {
      if (typeof field === "string") note(field, null);
      return Reflect.defineProperty(object, field, descriptor);
    },
  });
  return {
    state,
    wrap<T extends object>(field: string, key: string, value: T): T {
      return new Proxy(value, {
        set(object, name, inner) {
          note(field, key);
          return Reflect.set(object, name, inner);
        },
        deleteProperty(object, name) {
          note(field, key);
          return Reflect.deleteProperty(object, name);
        },
        defineProperty(object, name, descriptor) {
          note(field, key);
          return Reflect.defineProperty(object, name, descriptor);
        },
      });
    },
    entry() {
      if (!touched.size) return null;
      const changes: Change[] = [];
      const record = raw as unknown as Record<string, unknown>;
      for (const [field, keys] of touched) {
        const whole = record[field];
        if (keys === "all") {
          changes.push(whole === undefined ? [field, null] : [field, null, whole]);
          continue;
        }
        for (const key of keys) {
          let value: unknown;
          if (TWO_LEVEL.has(field)) {
            const [base, scope] = key.split(SEP) as [string, string];
            const byBase = (whole as Record<string, Record<string, unknown>> | undefined)?.[base];
            value = scope === "*" ? byBase : byBase?.[scope];
          } else value = (whole as Record<string, unknown> | undefined)?.[key];
          changes.push(value === undefined ? [field, key] : [field, key, value]);
        }
      }
      return { changes };
    },
  };
}

/** Applies one journal line to the state (in place). */
export function applyEntry(state: SandboxState, entry: JournalEntry): void {
  const record = state as unknown as Record<string, unknown>;
  for (const [field, key, ...rest] of entry.changes) {
    const remove = rest.length === 0;
    const value = rest[0];
    if (key === null) {
      if (remove) delete record[field];
      else record[field] = value;
      continue;
    }
    const container = (record[field] ??= {}) as Record<string, unknown>;
    if (TWO_LEVEL.has(field)) {
      const [base, scope] = key.split(SEP) as [string, string];
      if (scope === "*") {
        if (remove) delete container[base];
        else container[base] = value;
      } else {
        const byScope = (container[base] ??= {}) as Record<string, unknown>;
        if (remove) delete byScope[scope];
        else byScope[scope] = value;
      }
    } else if (remove) delete container[key];
    else container[key] = value;
  }
}

export interface DataStore {
  /** The saved state, or undefined for a new folder (start from the seed). */
  initial: SandboxState | undefined;
  /** Resolves once the entry is on disk. */
  append(entry: JournalEntry): Promise<void>;
  /** Gives the store the live state, for compaction; a new folder gets its first snapshot now. */
  attach(state: () => SandboxState): Promise<void>;
  close(): Promise<void>;
}

const SNAPSHOT = "snapshot.json";
const journalName = (generation: number) => `journal-${generation}.jsonl`;

async function syncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface DataStoreOptions {
  /** Start from the seed: remove what the folder holds. */
  reset?: boolean;
  /** Compact once the journal passes this many bytes (default 32 MB). */
  compactAfterBytes?: number;
  /** A state to start from when the folder is new (the old single-file `--data`). */
  importFrom?: SandboxState;
  log?: (line: string) => void;
}

/** Opens (or creates) a data folder: loads snapshot and journal, and appends from there. */
export async function openDataStore(dir: string, options: DataStoreOptions = {}): Promise<DataStore> {
  const log = options.log ?? (() => undefined);
  const compactAfter = options.compactAfterBytes ?? 32 * 1024 * 1024;
  if (options.reset && existsSync(dir)) {
    for (const name of readdirSync(dir))
      if (name === SNAPSHOT || /^journal-\d+\.jsonl$/.test(name) || name.endsWith(".tmp"))
        rmSync(join(dir, name), { force: true });
  }
  mkdirSync(dir, { recursive: true });

  let generation = 0;
  let initial: SandboxState | undefined = options.importFrom;
  const snapshotPath = join(dir, SNAPSHOT);
  if (existsSync(snapshotPath)) {
    const saved = JSON.parse(readFileSync(snapshotPath, "utf8")) as {
      generation: number;
      state: SandboxState;
    };
    generation = saved.generation;
    initial = saved.state;
  }
  // Journals of other generations are leftovers of a compaction cut short: the snapshot holds them.
  for (const name of readdirSync(dir)) {
    if ((/^journal-\d+\.jsonl$/.test(name) && name !== journalName(generation)) || name.endsWith(".tmp"))
      rmSync(join(dir, name), { force: true });
  }
  const journalPath = join(dir, journalName(generation));
  let bytes = 0;
  if (existsSync(journalPath)) {
    const text = readFileSync(journalPath, "utf8");
    let good = 0;
    let applied = 0;
    for (let start = 0; start < text.length;) {
      const end = text.indexOf("\n", start);
      if (end === -1) break; // a torn last line: never acknowledged
      let entry: JournalEntry;
      try {
        entry = JSON.parse(text.slice(start, end)) as JournalEntry;
      } catch {
        log(`data: journal line at byte ${start} is unreadable; the lines after it are dropped`);
        break;
      }
      if (!initial) throw new Error(`${journalPath} has changes but ${snapshotPath} is missing`);
      applyEntry(initial, entry);
      applied++;
      start = end + 1;
      good = start;
    }
    const size = Buffer.byteLength(text);
    if (good < size) {
      log(`data: dropped ${size - good} bytes of a torn last journal line`);
      truncateSync(journalPath, Buffer.byteLength(text.slice(0, good)));
    }
    bytes = good;
    if (applied) log(`data: ${applied} changes replayed from ${journalPath}`);
  }

  let journal: FileHandle = await open(journalPath, "a");
  await syncDirectory(dir);
  let live: (() => SandboxState) | null = null;
  const pending: { line: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  let closed = false;
  let closing: Promise<void> | undefined;

  async function compact() {
    if (!live) return;
    const next = generation + 1;
    const temporary = join(dir, `${SNAPSHOT}.${process.pid}.tmp`);
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(JSON.stringify({ generation: next, state: live() }));
      await handle.sync();
    } finally {
      await handle.close();
    }
    const nextJournal = await open(join(dir, journalName(next)), "a");
    await syncDirectory(dir);
    await rename(temporary, snapshotPath);
    await syncDirectory(dir);
    await journal.close();
    await rm(join(dir, journalName(generation)), { force: true });
    journal = nextJournal;
    generation = next;
    bytes = 0;
    log(`data: compacted into ${snapshotPath} (generation ${next})`);
  }

  // Group commit: the lines that arrive while one write+fsync runs go together in the next.
  async function drain() {
    if (running) return;
    running = true;
    try {
      while (pending.length) {
        const batch = pending.splice(0);
        const text = batch.map((item) => item.line).join("");
        try {
          await journal.write(text);
          await journal.datasync();
          bytes += Buffer.byteLength(text);
          for (const item of batch) item.resolve();
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
        if (bytes > compactAfter) {
          try {
            await compact();
          } catch (error) {
            log(`data: compaction failed, the journal goes on: ${String(error)}`);
          }
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    initial,
    append(entry) {
      if (closed) return Promise.reject(new Error("the data store is closed"));
      // Serialized now, in the order the writes finished: later lines hold later values.
      const line = `${JSON.stringify(entry)}\n`;
      return new Promise<void>((resolve, reject) => {
        pending.push({ line, resolve, reject });
        void drain();
      });
    },
    async attach(state) {
      live = state;
      // A new folder starts with the seed (or the imported state) as its first snapshot, before any write.
      if (!existsSync(snapshotPath)) await compact();
    },
    close() {
      // Once, however often asked (the server's close event and its owner may both ask).
      closing ??= (async () => {
        closed = true;
        while (running || pending.length) await new Promise((resolve) => setTimeout(resolve, 5));
        await journal.close();
      })();
      return closing;
    },
  };
}

export type { Item };
