import { HttpError, type SandboxRequest, type SignedInUser } from "./http";
import { collection, own, setOwn, type Item, type SandboxState, type Session } from "./state";

export const USERS = "/api/cms/v3/user";
export const ROLES = "/api/cms/v3/role";

function randomToken(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, "") + globalThis.crypto.randomUUID().replace(/-/g, "");
}

export function findUserByEmail(state: SandboxState, email: string): Item | undefined {
  const wanted = email.trim().toLowerCase();
  return collection(state, USERS).find((u) => String(u.email).toLowerCase() === wanted);
}

/** Global and per-property permissions from the user's enabled roles. */
export function permissionsOf(
  state: SandboxState,
  user: Item,
): Pick<SignedInUser, "globalPermissions" | "propertyPermissions"> {
  const roles = new Map(collection(state, ROLES).map((role) => [String(role._id), role]));
  const permissionsOfRoles = (ids: unknown) =>
    new Set(
      ((ids as string[] | undefined) ?? []).flatMap((id) => {
        const role = roles.get(id);
        return role && role.enabled !== false ? ((role.permissions as string[] | undefined) ?? []) : [];
      }),
    );
  const propertyPermissions = new Map<string, Set<string>>();
  for (const entry of (user.propertyRoles as { propertyId: string; roles: string[] }[] | undefined) ?? []) {
    const set = propertyPermissions.get(entry.propertyId) ?? new Set<string>();
    for (const p of permissionsOfRoles(entry.roles)) set.add(p);
    propertyPermissions.set(entry.propertyId, set);
  }
  return { globalPermissions: permissionsOfRoles(user.globalRoles), propertyPermissions };
}

export function signedInUser(state: SandboxState, user: Item): SignedInUser {
  return { id: String(user._id), email: String(user.email), item: user, ...permissionsOf(state, user) };
}

/**
 * Starts a sign-in: a long-lived auth token and a short-lived access token, both of one session family.
 * With `renewing`, trades that auth token for a new one of the same family (rotation): the old token is
 * kept only to recognise it if it comes back, which means it was copied and ends the whole sign-in.
 */
export function issueTokens(state: SandboxState, userId: string, ttlSeconds: number, renewing?: string) {
  const previous = renewing ? own(state.sessions, renewing) : undefined;
  const family = previous ? (previous.family ?? renewing!) : randomToken();
  if (previous && renewing) {
    previous.replaced = true;
    previous.replacedAt ??= Date.now();
  }
  const authToken = randomToken();
  setOwn(state.sessions, authToken, { userId, createdAt: Date.now(), family });
  const accessToken = randomToken();
  setOwn(state.accessTokens, accessToken, { userId, expiresAt: Date.now() + ttlSeconds * 1000, family });
  return { accessToken, authToken, expiresIn: ttlSeconds };
}

/**
 * How long a spent session token still renews, into the same sign-in: the tabs of one browser share the
 * stored token, and two that renew at once (a browser restoring its tabs) both send it before either's new
 * token reaches the other's storage. Later, a spent token coming back was copied, and ends the sign-in.
 */
export const REUSE_GRACE_MS = 10_000;

/** The family of a session token, its own token for sessions stored before families existed. */
export const familyOf = (token: string, session: Session) => session.family ?? token;

/** Ends sign-ins: every auth and access token of the families `which` picks. */
export function endSessions(state: SandboxState, which: (family: string, userId: string) => boolean) {
  for (const [token, session] of Object.entries(state.sessions)) {
    if (which(familyOf(token, session), session.userId)) delete state.sessions[token];
  }
  for (const [token, grant] of Object.entries(state.accessTokens)) {
    if (which(grant.family ?? "", grant.userId)) delete state.accessTokens[token];
  }
}

/** The family of the access token the request carries, if any (to keep the caller's own sign-in). */
export function callerFamily(state: SandboxState, request: SandboxRequest): string | undefined {
  const token = bearerOf(request);
  return token ? own(state.accessTokens, token)?.family : undefined;
}

export function bearerOf(request: SandboxRequest): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() ?? null;
}

/** The user behind a valid, unexpired access token. */
export function authenticate(state: SandboxState, request: SandboxRequest): Item {
  const token = bearerOf(request);
  const grant = token ? own(state.accessTokens, token) : undefined;
  if (!token || !grant) throw new HttpError(401, "Unauthorized: no valid access token");
  if (grant.expiresAt <= Date.now()) {
    delete state.accessTokens[token];
    throw new HttpError(401, "Unauthorized: the access token has expired");
  }
  const user = collection(state, USERS).find((u) => u._id === grant.userId);
  if (!user || user.active === false) throw new HttpError(401, "Unauthorized: the account is not active");
  return user;
}

/** A six-digit code from the platform's random source (crypto: in Node and in the browser alike). */
export function randomCode(): string {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(100000 + ((value ?? 0) % 900000));
}

/** Tries allowed before a wait: a few mistakes are human, a run of them is guessing. */
export const MAX_TRIES = 5;
/**
 * Wrong tries from every client together before everyone waits (for one address at sign-in, for any reset
 * code): high enough that a stranger cannot lock others out (their own client waits after MAX_TRIES), low
 * enough that guessing from many clients at once still meets a wait.
 */
export const SHARED_TRIES = 50;
/** The first wait after MAX_TRIES failures; each further failure during a lock doubles it (up to 15 minutes). */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/** 429 with Retry-After while `key` (e.g. `two-factor:anna@hotel.test`) waits after too many failures. */
export function checkNotLocked(state: SandboxState, key: string): void {
  const attempts = own((state.attempts ??= {}), key);
  const now = Date.now();
  if (attempts && attempts.lockedUntil > now) {
    const seconds = Math.ceil((attempts.lockedUntil - now) / 1000);
    throw new HttpError(429, `Too many tries. Wait ${seconds} seconds and try again.`, undefined, {
      "Retry-After": String(seconds),
    });
  }
}

/** Counts a failure of `key`; from the `tries`-th failure on, further tries wait longer and longer. */
export function recordFailure(state: SandboxState, key: string, tries = MAX_TRIES): void {
  const attempts =
    own((state.attempts ??= {}), key) ?? setOwn(state.attempts, key, { failures: 0, lockedUntil: 0 });
  attempts.failures += 1;
  if (attempts.failures >= tries) {
    const wait = Math.min(FIRST_WAIT_MS * 2 ** (attempts.failures - tries), LONGEST_WAIT_MS);
    attempts.lockedUntil = Date.now() + wait;
  }
}

export function recordSuccess(state: SandboxState, key: string): void {
  if (state.attempts) delete state.attempts[key];
}

/**
 * Tries of `key` counted twice: from `client` (the HTTP server's peer; msw's page is one client), which waits
 * after MAX_TRIES, and from all clients together, which makes everyone wait after SHARED_TRIES. So a stranger
 * locks only their own client out, and guessing from many clients at once still meets a wait.
 */
export function clientTries(state: SandboxState, key: string, client: string | undefined) {
  const fromHere = `${key} from ${client ?? "the page"}`;
  return {
    /** 429 while either count waits. */
    check() {
      checkNotLocked(state, fromHere);
      checkNotLocked(state, key);
    },
    failed() {
      recordFailure(state, fromHere);
      recordFailure(state, key, SHARED_TRIES);
    },
    succeeded() {
      recordSuccess(state, fromHere);
      recordSuccess(state, key);
    },
  };
}

/**
 * Whether the user holds the permission where the call works: in the property of a property-scoped call,
 * or, for a global call, globally or in any of their properties (whose data the handlers then filter).
 */
export function allows(
  user: SignedInUser,
  permission: string | undefined,
  propertyId: string | undefined,
): boolean {
  if (!permission) return true;
  // The property-users screen (/admin/users) is the users screen guarded by property.user.* (platform.md section 6).
  const alternative = permission.startsWith("admin.user.")
    ? permission.replace("admin.user.", "property.user.")
    : undefined;
  if (alternative && allowsExactly(user, alternative, propertyId)) return true;
  return allowsExactly(user, permission, propertyId);
}

function allowsExactly(user: SignedInUser, permission: string, propertyId: string | undefined): boolean {
  if (user.globalPermissions.has(permission)) return true;
  if (propertyId !== undefined) return user.propertyPermissions.get(propertyId)?.has(permission) ?? false;
  return [...user.propertyPermissions.values()].some((set) => set.has(permission));
}

/**
 * Whether the property is one of the caller's: a role there, the global right to see every property, or
 * the operation's permission held globally.
 */
export function holdsProperty(
  user: SignedInUser,
  propertyId: string,
  permission: string | undefined,
): boolean {
  if ((user.propertyPermissions.get(propertyId)?.size ?? 0) > 0) return true;
  if (user.globalPermissions.has("admin.properties.list")) return true;
  return permission !== undefined && user.globalPermissions.has(permission);
}

/** Property ids the user may see: every property for global permission holders, else their own. */
export function visibleProperties(
  state: SandboxState,
  user: SignedInUser,
  permission: string,
): Set<string> | "all" {
  if (user.globalPermissions.has(permission)) return "all";
  return new Set(
    [...user.propertyPermissions.entries()].filter(([, set]) => set.has(permission)).map(([id]) => id),
  );
}
