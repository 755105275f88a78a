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
}

export interface AccessGrant {
  userId: string;
  expiresAt: number;
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
  twoFactorCodes: Record<string, string>;
  resetCodes: Record<string, string>;
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
    counters: {},
  };
}

/** The items of one collection in one scope, created empty on first use. */
export function collection(state: SandboxState, base: string, scope = ""): Item[] {
  const byScope = (state.collections[base] ??= {});
  return (byScope[scope] ??= []);
}

export function setSingleton(state: SandboxState, template: string, scope: string, value: unknown): void {
  (state.singletons[template] ??= {})[scope] = value;
}

export function getSingleton<T = unknown>(state: SandboxState, template: string, scope = ""): T | undefined {
  return state.singletons[template]?.[scope] as T | undefined;
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
