/**
 * The sandbox's whole state: plain JSON, so it can be snapshotted, written to `--data` and read back.
 * Collections are keyed by the contract's collection path template (e.g.
 * `/api/cms/v3/{propertyId}/onespeed/whitelist`) and then by scope: the values of the template's path
 * parameters joined with `/` (the property id for property-scoped data, "" for global data).
 */
export type Item = Record<string, unknown>;

export interface Session {
  userId: string;
  createdAt: number;
  /** The sign-in this token belongs to: every token renewed from one sign-in shares it (absent: its own). */
  family?: string;
  /**
   * Traded for a newer token: presenting it again means it was copied, and ends the whole sign-in, unless it
   * comes back within REUSE_GRACE_MS of `replacedAt` (tabs of one browser renewing at once, see auth.ts).
   */
  replaced?: boolean;
  /** When it was first traded (ms). */
  replacedAt?: number;
}

export interface AccessGrant {
  userId: string;
  expiresAt: number;
  /** The sign-in (session family) that issued it: a logout or a password change ends it with the session. */
  family?: string;
}

/** A code sent by e-mail: two-factor sign-in (keyed by e-mail) or password reset (keyed by the code). */
export interface PendingCode {
  code: string;
  userId: string;
  expiresAt: number;
  /** Wrong tries so far; the code ends after a few. */
  tries: number;
}

/** Failed tries of one kind (sign-in, two-factor, reset) for one key, and until when further tries wait. */
export interface Attempts {
  failures: number;
  lockedUntil: number;
}

export interface SandboxState {
  /** The seed's "today" (YYYY-MM-DD); every seeded date is relative to it. */
  today: string;
  collections: Record<string, Record<string, Item[]>>;
  /** Single objects per scope: settings, settings schemas, licences, login types, room control. */
  singletons: Record<string, Record<string, unknown>>;
  /** Passwords by user id (the contract marks passwords write-only: never part of an answer). */
  passwords: Record<string, string>;
  sessions: Record<string, Session>;
  accessTokens: Record<string, AccessGrant>;
  /** Pending e-mail codes: two-factor by e-mail, password reset by code. */
  twoFactorCodes: Record<string, PendingCode>;
  resetCodes: Record<string, PendingCode>;
  /** Failed sign-in, two-factor and reset tries (absent in states saved before it existed). */
  attempts?: Record<string, Attempts>;
  counters: Record<string, number>;
}

export function emptyState(today: string): SandboxState {
  return {
    today,
    collections: {},
    singletons: {},
    passwords: {},
    sessions: {},
    accessTokens: {},
    twoFactorCodes: {},
    resetCodes: {},
    attempts: {},
    counters: {},
  };
}

/** The record's own value at `key`: never one inherited from Object.prototype (`__proto__`, `constructor`). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets the record's own `key`, also when the key is `__proto__` (which plain assignment would not store). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): T {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}

/**
 * A record whose entries are copied from `pristine` the first time anything reaches them (read, `in`, own keys),
 * so a reset to the seed costs only what the next calls touch instead of a copy of every collection. Keys keep
 * the pristine's order, then keys added later; a deleted key is not copied again.
 */
function copyOnReach<T>(pristine: Record<string, T>, copy: (value: T) => T): Record<string, T> {
  const removed = new Set<string>();
  const reach = (target: Record<string, T>, key: string | symbol) => {
    if (typeof key !== "string" || Object.hasOwn(target, key) || removed.has(key)) return;
    if (Object.hasOwn(pristine, key)) setOwn(target, key, copy(pristine[key] as T));
  };
  return new Proxy({} as Record<string, T>, {
    get(target, key, receiver) {
      reach(target, key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      reach(target, key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      reach(target, key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      for (const key of Object.keys(pristine)) reach(target, key);
      const own = Reflect.ownKeys(target);
      const first = Object.keys(pristine).filter((key) => Object.hasOwn(target, key));
      return [...first, ...own.filter((key) => typeof key !== "string" || !Object.hasOwn(pristine, key))];
    },
    deleteProperty(target, key) {
      if (typeof key === "string") removed.add(key);
      return Reflect.deleteProperty(target, key);
    },
  });
}

/**
 * A state equal to `pristine` that never changes it: collections and singletons are copied per scope on first
 * reach (copyOnReach), the small maps (passwords, sessions, counters…) at once. `pristine` must stay unchanged.
 */
export function copyOfState(pristine: SandboxState): SandboxState {
  const twoLevel = <T>(record: Record<string, Record<string, T>>) =>
    copyOnReach(record, (byScope) => copyOnReach(byScope, (value) => structuredClone(value)));
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pristine))
    copy[key] =
      key === "collections" || key === "singletons"
        ? twoLevel(value as Record<string, Record<string, unknown>>)
        : structuredClone(value);
  return copy as unknown as SandboxState;
}

/** The items of one collection in one scope, created empty on first use. */
export function collection(state: SandboxState, base: string, scope = ""): Item[] {
  // Own properties only: a path or scope like `__proto__` or `constructor` is no collection.
  const byScope = own(state.collections, base) ?? setOwn(state.collections, base, {});
  return own(byScope, scope) ?? setOwn(byScope, scope, []);
}

export function setSingleton(state: SandboxState, template: string, scope: string, value: unknown): void {
  setOwn(own(state.singletons, template) ?? setOwn(state.singletons, template, {}), scope, value);
}

export function getSingleton<T = unknown>(state: SandboxState, template: string, scope = ""): T | undefined {
  const byScope = own(state.singletons, template);
  return (byScope ? own(byScope, scope) : undefined) as T | undefined;
}

/** A 24-hex id like the real backend's (MongoDB ObjectId), deterministic per state. */
export function nextId(state: SandboxState, kind = "id"): string {
  const n = (state.counters[kind] = (state.counters[kind] ?? 0) + 1);
  const prefix = [...kind]
    .reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
    .toString(16)
    .padStart(8, "0");
  return `${prefix.slice(0, 8)}${n.toString(16).padStart(16, "0")}`;
}
