import { HttpError, type SandboxRequest, type SignedInUser } from "./http";
import { collection, type Item, type SandboxState } from "./state";

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

/** Starts a session: a long-lived auth token and a short-lived access token. */
export function issueTokens(state: SandboxState, userId: string, ttlSeconds: number, authToken?: string) {
  const session = authToken ?? randomToken();
  if (!authToken) state.sessions[session] = { userId, createdAt: Date.now() };
  const accessToken = randomToken();
  state.accessTokens[accessToken] = { userId, expiresAt: Date.now() + ttlSeconds * 1000 };
  return { accessToken, authToken: session, expiresIn: ttlSeconds };
}

export function bearerOf(request: SandboxRequest): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() ?? null;
}

/** The user behind a valid, unexpired access token. */
export function authenticate(state: SandboxState, request: SandboxRequest): Item {
  const token = bearerOf(request);
  const grant = token ? state.accessTokens[token] : undefined;
  if (!token || !grant) throw new HttpError(401, "Unauthorized: no valid access token");
  if (grant.expiresAt <= Date.now()) {
    delete state.accessTokens[token];
    throw new HttpError(401, "Unauthorized: the access token has expired");
  }
  const user = collection(state, USERS).find((u) => u._id === grant.userId);
  if (!user || user.active === false) throw new HttpError(401, "Unauthorized: the account is not active");
  return user;
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
