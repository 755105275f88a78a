import { encode } from "fast-png";
import {
  checkNotLocked,
  callerFamily,
  endSessions,
  findUserByEmail,
  issueTokens,
  clientTries,
  MAX_TRIES,
  recordFailure,
  recordSuccess,
  REUSE_GRACE_MS,
  ROLES,
  USERS,
} from "../auth";
import { serveCollection, listAnswer } from "../crud";
import { file, HttpError, NOT_AUTHORIZED, type HandlerContext, type HandlerMap } from "../http";
import { everyPermission, WEATHER_PLACES } from "../seed/platform";
import { saveFlatSettings, type SettingsNode } from "../settings";
import { collection, getSingleton, own, setOwn, setSingleton, type Item, type SandboxState } from "../state";

const MEDIA = "/api/cms/v3/{propertyId}/mediapool";
const WEATHER_SETTINGS = "/api/cms/v3/weather/settings";
const WEATHER_SETTINGS_SCHEMA = "/api/cms/v3/weather/settings/schema";

/** Users leave the sandbox without their password (write-only in the contract). */
function publicUser(user: Item | undefined): Item {
  if (!user) throw new HttpError(404, "No such user");
  const { password: _password, ...rest } = user;
  return rest;
}

function signIn(ctx: HandlerContext, email: string, password: string) {
  const { state } = ctx;
  // Wrong passwords wait per address and client: a stranger who knows an address locks only themselves out.
  const tries = clientTries(state, `sign-in:${email.trim().toLowerCase()}`, ctx.request.client);
  tries.check();
  const user = findUserByEmail(state, email);
  if (!user || own(state.passwords, String(user._id)) !== password) {
    tries.failed();
    throw new HttpError(401, "Bad credentials, please try again.");
  }
  tries.succeeded();
  if (user.active === false) throw new HttpError(401, "This account is not active.");
  if (user.twoFactorAuthenticationEnabled) {
    const address = String(user.email).toLowerCase();
    const code = ctx.newCode();
    setOwn(state.twoFactorCodes, address, {
      code,
      userId: String(user._id),
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      tries: 0,
    });
    ctx.log(`two-factor code for ${String(user.email)}: ${code}`);
    return {
      response: {
        status: 403,
        headers: { "Content-Type": "application/json" },
        body: { message: "2fa required" },
      },
    };
  }
  return issueTokens(state, String(user._id), ctx.tokenTtlSeconds);
}

/** How long an e-mailed code (two-factor, password reset) works. */
const CODE_LIFETIME_MS = 15 * 60_000;

/** A wrong reset code names no account: its tries are counted per client and for all clients (clientTries). */
const RESET_KEY = "reset";

/** A password change ends the user's sign-ins, all but `keep` (the caller's own, when they change it). */
function passwordChanged(ctx: HandlerContext, userId: string, password: string, keep?: string) {
  setOwn(ctx.state.passwords, userId, password);
  endSessions(ctx.state, (family, owner) => owner === userId && family !== keep);
}

type UserRight = "list" | "create" | "update" | "delete";
type PropertyRole = { propertyId: string; roles: string[] };

/** Where the caller manages users with `right`: everywhere (a global user administrator) or at these properties. */
function userScope(ctx: HandlerContext, right: UserRight): Set<string> | "all" {
  const caller = ctx.user!;
  const grants = (set: Set<string>) => set.has(`admin.user.${right}`) || set.has(`property.user.${right}`);
  if (grants(caller.globalPermissions)) return "all";
  return new Set([...caller.propertyPermissions].filter(([, set]) => grants(set)).map(([id]) => id));
}

const propertyRolesOf = (user: Item) => (user.propertyRoles as PropertyRole[] | undefined) ?? [];
const propertiesOfUser = (user: Item) =>
  new Set([
    ...((user.propertyIds as string[] | undefined) ?? []),
    ...propertyRolesOf(user).map((r) => r.propertyId),
  ]);

/**
 * Whether the caller may reach `target` within `scope`: a property administrator reaches users of its own
 * properties (`whole`: only users who belong to none but its properties, for changes that act on the whole
 * account), never users with global roles (super administrators among them).
 */
function reaches(scope: Set<string> | "all", target: Item, whole: boolean): boolean {
  if (scope === "all") return true;
  if (((target.globalRoles as string[] | undefined) ?? []).length > 0) return false;
  const properties = [...propertiesOfUser(target)];
  if (!properties.length) return false;
  return whole ? properties.every((id) => scope.has(id)) : properties.some((id) => scope.has(id));
}

/**
 * A user as the caller may see them: a property administrator sees the roles and properties a shared user has
 * at its own properties only, not where else (or as what) the user works.
 */
function userAsSeen(ctx: HandlerContext, user: Item, scope = userScope(ctx, "list")): Item {
  const shown = publicUser(user);
  if (scope === "all") return shown;
  return {
    ...shown,
    propertyRoles: propertyRolesOf(user).filter((entry) => scope.has(entry.propertyId)),
    propertyIds: ((user.propertyIds as string[] | undefined) ?? []).filter((id) => scope.has(id)),
  };
}

function targetUser(ctx: HandlerContext, right: UserRight, whole: boolean): Item {
  const target = collection(ctx.state, USERS).find((u) => u._id === ctx.params.id);
  if (!target) throw new HttpError(404, `No user with _id ${ctx.params.id}`);
  if (!reaches(userScope(ctx, right), target, whole)) throw new HttpError(403, NOT_AUTHORIZED);
  return target;
}

/** Who may write roles globally could put any permission into a role anyway: the per-role check adds nothing. */
const writesRoles = (caller: { globalPermissions: Set<string> }) =>
  caller.globalPermissions.has("admin.roles.create") || caller.globalPermissions.has("admin.roles.update");

/** Whether the caller may give `role` at `propertyId` (globally without one): it holds every permission of it. */
function mayGiveRole(ctx: HandlerContext, role: Item, propertyId?: string): boolean {
  const caller = ctx.user!;
  if (writesRoles(caller)) return true;
  const held = propertyId === undefined ? undefined : caller.propertyPermissions.get(propertyId);
  return ((role.permissions as string[] | undefined) ?? []).every(
    (p) => caller.globalPermissions.has(p) || (held?.has(p) ?? false),
  );
}

/**
 * The roles a caller may give: only roles whose permissions it holds itself where it gives them (globally for
 * global roles), so no one makes anyone, themselves included, more powerful than they are. A property
 * administrator gives no global roles and changes no roles at properties that are not its own.
 */
function grantedRoles(
  ctx: HandlerContext,
  right: UserRight,
  previous: Item | undefined,
): Pick<Item, "globalRoles" | "propertyRoles" | "propertyIds"> {
  const body = ctx.body as Item;
  const scope = userScope(ctx, right);
  const roles = new Map(collection(ctx.state, ROLES).map((role) => [String(role._id), role]));
  const mayGive = (roleId: string, propertyId?: string) => {
    const role = roles.get(roleId);
    if (!role) throw new HttpError(400, `There is no role with _id ${roleId}`, "roles");
    if (!mayGiveRole(ctx, role, propertyId))
      throw new HttpError(
        403,
        `You may not give the role ${String(role.name)}: it holds permissions you do not hold`,
      );
  };
  const previousGlobal = (previous?.globalRoles as string[] | undefined) ?? [];
  const globalRoles = (body.globalRoles as string[] | undefined) ?? previousGlobal;
  const sameGlobal =
    globalRoles.length === previousGlobal.length && globalRoles.every((id) => previousGlobal.includes(id));
  if (!sameGlobal) {
    if (scope !== "all") throw new HttpError(403, "You may not give or take global roles");
    for (const id of globalRoles.filter((id) => !previousGlobal.includes(id))) mayGive(id);
  }
  const before = previous ? propertyRolesOf(previous) : [];
  const asked = (body.propertyRoles as PropertyRole[] | undefined) ?? before;
  const key = (entry: PropertyRole) => `${entry.propertyId}:${[...entry.roles].sort().join(",")}`;
  const unchanged = new Set(before.map(key));
  for (const entry of asked) {
    if (unchanged.has(key(entry))) continue;
    if (scope !== "all" && !scope.has(entry.propertyId))
      throw new HttpError(403, `You may not change roles at property ${entry.propertyId}`);
    const had = before.find((b) => b.propertyId === entry.propertyId)?.roles ?? [];
    for (const id of entry.roles.filter((id) => !had.includes(id))) mayGive(id, entry.propertyId);
  }
  // Roles at properties outside the caller's reach stay as they were, whether or not the body repeats them
  // (a property administrator is not shown them, see userAsSeen).
  const kept = scope === "all" ? [] : before.filter((b) => !scope.has(b.propertyId));
  const propertyRoles = [...asked.filter((a) => !kept.some((k) => k.propertyId === a.propertyId)), ...kept];
  if (scope !== "all" && !propertyRoles.some((entry) => scope.has(entry.propertyId)))
    throw new HttpError(403, "A user you manage needs a role at one of your properties");
  const propertyIds =
    scope === "all" && body.propertyIds !== undefined
      ? (body.propertyIds as string[])
      : [...new Set(propertyRoles.map((entry) => entry.propertyId))];
  return { globalRoles, propertyRoles, propertyIds };
}

/** The fields that act on the whole account (signing in as it, reaching it): changed only by who reaches all of it. */
const ACCOUNT_FIELDS = [
  "email",
  "password",
  "active",
  "twoFactorAuthenticationEnabled",
  "firstname",
  "lastname",
];

/**
 * An account field's value as it acts: a user without `active` is active, without two-factor has none, and
 * a name left out, null or empty is no name. A form that sends `false` or `null` for what the stored user
 * never had changes nothing (a property administrator saving a shared colleague's roles met a 403 for it).
 */
function accountValue(field: string, value: unknown): string {
  if (field === "active") return String(value !== false);
  if (field === "twoFactorAuthenticationEnabled") return String(value === true);
  return value === undefined || value === null || value === "" ? "" : JSON.stringify(value);
}

/** A deterministic picture for a media file: a two-colour landscape tinted by the file id. */
function drawImage(seed: string, size: number): Uint8Array {
  const hash = [...seed].reduce((h, c) => (h * 33 + c.charCodeAt(0)) >>> 0, 5381);
  const hue = hash % 360;
  const data = new Uint8Array(size * size * 3);
  const tint = (h: number, l: number): [number, number, number] => {
    const a = 0.55 * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return [f(0), f(8), f(4)];
  };
  const horizon = Math.round(size * (0.45 + (hash % 20) / 100));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const ground = y > horizon + Math.round(Math.sin((x / size) * Math.PI * 2 + hash) * size * 0.06);
      const [r, g, b] = ground
        ? tint((hue + 120) % 360, 0.35 + (y / size) * 0.2)
        : tint(hue, 0.75 - (y / size) * 0.3);
      data.set([r, g, b], (y * size + x) * 3);
    }
  }
  return encode({ width: size, height: size, data, channels: 3, depth: 8 });
}

function mediaOf(state: SandboxState, propertyId: string) {
  return collection(state, MEDIA, propertyId);
}

export const platformHandlers: HandlerMap = {
  requestToken(ctx) {
    const body = (ctx.body ?? {}) as { email?: string; password?: string };
    if (body.email !== undefined && body.password !== undefined)
      return signIn(ctx, body.email, body.password) as never;
    // Renewal: trade the session token of the auth-token header for a new pair (the old token is spent).
    const token = ctx.request.headers.get("auth-token");
    const known = token ? own(ctx.state.sessions, token) : undefined;
    if (!token || !known) throw new HttpError(401, "No valid session; please sign in.");
    const family = known.family ?? token;
    if (known.replaced && Date.now() - (known.replacedAt ?? 0) > REUSE_GRACE_MS) {
      // A spent token came back: someone holds a copy. End the sign-in for both.
      endSessions(ctx.state, (f) => f === family);
      throw new HttpError(
        401,
        "This session was ended because its token was used twice; please sign in again.",
      );
    }
    const user = collection(ctx.state, USERS).find((u) => u._id === known.userId);
    if (!user || user.active === false) throw new HttpError(401, "No valid session; please sign in.");
    return issueTokens(ctx.state, known.userId, ctx.tokenTtlSeconds, token);
  },
  verifyTwoFactorAuthCode(ctx) {
    const email = ctx.body.email.trim().toLowerCase();
    const key = `two-factor:${email}`;
    checkNotLocked(ctx.state, key);
    const pending = own(ctx.state.twoFactorCodes, email);
    const user = findUserByEmail(ctx.state, email);
    const live =
      pending && typeof pending === "object" && pending.expiresAt > Date.now() ? pending : undefined;
    if (!live || !user || ctx.body.code.trim() !== live.code) {
      recordFailure(ctx.state, key);
      if (live && ++live.tries >= MAX_TRIES) {
        delete ctx.state.twoFactorCodes[email];
        throw new HttpError(
          401,
          "Too many wrong codes: this code no longer works. Sign in again for a new code.",
        );
      }
      throw new HttpError(401, "Wrong code, please try again.");
    }
    recordSuccess(ctx.state, key);
    recordSuccess(ctx.state, `resend:${email}`);
    delete ctx.state.twoFactorCodes[email];
    return issueTokens(ctx.state, String(user._id), ctx.tokenTtlSeconds);
  },
  resendTwoFactorAuthCode(ctx) {
    const email = ctx.body.email.trim().toLowerCase();
    // Every resend counts, pending sign-in or not (the answer says nothing about accounts): a few are human, a
    // run of them floods someone's inbox, so from the MAX_TRIES-th on each waits longer, as wrong codes do.
    const key = `resend:${email}`;
    checkNotLocked(ctx.state, key);
    recordFailure(ctx.state, key);
    const pending = own(ctx.state.twoFactorCodes, email);
    if (pending && typeof pending === "object" && pending.expiresAt > Date.now())
      ctx.log(`two-factor code for ${email} sent again: ${pending.code}`);
    // The same answer whether or not a sign-in is pending: nothing to learn about accounts here.
    return { message: "If a sign-in is waiting for a code, a new code has been sent." };
  },
  requestPasswordReset(ctx) {
    const user = findUserByEmail(ctx.state, ctx.body.email);
    if (user) {
      const userId = String(user._id);
      // One open code per account: a new request ends the older ones, so codes do not pile up for guessing.
      for (const [open, pending] of Object.entries(ctx.state.resetCodes))
        if (pending.userId === userId) delete ctx.state.resetCodes[open];
      // A random code rarely meets another account's open code: draw again then (a fixed test code replaces it).
      let code = ctx.newCode();
      for (let i = 0; i < 5 && own(ctx.state.resetCodes, code); i++) code = ctx.newCode();
      setOwn(ctx.state.resetCodes, code, {
        code,
        userId,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
        tries: 0,
      });
      // As the e-mail would carry it: the code, and the console's link that fills it in (/reset-password).
      ctx.log(`password reset code for ${String(user.email)}: ${code} (link: /reset-password?code=${code})`);
    }
    return { message: "If the address belongs to an account, a reset code has been sent to it." };
  },
  setNewPassword(ctx) {
    const tries = clientTries(ctx.state, RESET_KEY, ctx.request.client);
    tries.check();
    const code = ctx.body.code.trim();
    const pending = own(ctx.state.resetCodes, code);
    const live =
      pending && typeof pending === "object" && pending.code === code && pending.expiresAt > Date.now()
        ? pending
        : undefined;
    if (!live) {
      tries.failed();
      throw new HttpError(
        400,
        "The code is not valid. Request a new code by resetting again, or contact support.",
        "code",
      );
    }
    tries.succeeded();
    delete ctx.state.resetCodes[code];
    passwordChanged(ctx, live.userId, ctx.body.password);
    return { message: "Your password has been changed. Go to the login page to sign in." };
  },
  getAuthInfo(ctx) {
    const user = ctx.user!;
    return {
      id: user.id,
      email: user.email,
      firstname: user.item.firstname as string | undefined,
      lastname: user.item.lastname as string | undefined,
      globalPermissions: [...user.globalPermissions].sort(),
      propertyPermissions: Object.fromEntries(
        [...user.propertyPermissions].map(([id, set]) => [id, [...set].sort()]),
      ),
    };
  },
  logout(ctx) {
    // Ends the whole sign-in: the session token, its renewals, and every access token issued from it.
    const families = new Set<string>();
    const token = ctx.request.headers.get("auth-token");
    const session = token ? own(ctx.state.sessions, token) : undefined;
    if (token && session && session.userId === ctx.user!.id) families.add(session.family ?? token);
    const family = callerFamily(ctx.state, ctx.request);
    if (family) families.add(family);
    endSessions(ctx.state, (f) => families.has(f));
    if (token && session && session.userId === ctx.user!.id) delete ctx.state.sessions[token];
    const bearer = ctx.request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
    if (bearer) delete ctx.state.accessTokens[bearer];
    return { message: "Signed out" };
  },

  listAssignableRoles(ctx) {
    const propertyId = ctx.params.propertyId!;
    const roles = collection(ctx.state, ROLES).filter((role) => mayGiveRole(ctx, role, propertyId));
    return listAnswer(roles, ctx.query) as never;
  },

  listUsers(ctx) {
    const scope = userScope(ctx, "list");
    const users = collection(ctx.state, USERS).filter((u) => reaches(scope, u, false));
    const answer = listAnswer(users, ctx.query);
    return { ...answer, items: answer.items.map((user) => userAsSeen(ctx, user, scope)) } as never;
  },
  getUser: (ctx) => userAsSeen(ctx, targetUser(ctx, "list", false)) as never,
  createUser(ctx) {
    if (findUserByEmail(ctx.state, ctx.body.email))
      throw new HttpError(400, `A user with e-mail ${ctx.body.email} already exists`, "email");
    if (!ctx.body.password) throw new HttpError(400, "body/password is required for a new user", "password");
    const roles = grantedRoles(ctx, "create", undefined);
    const created = serveCollection({
      ...ctx,
      body: { ...ctx.body, ...roles, password: undefined } as never,
    }) as Item;
    setOwn(ctx.state.passwords, String(created._id), ctx.body.password);
    return userAsSeen(ctx, created) as never;
  },
  updateUser(ctx) {
    const target = targetUser(ctx, "update", false);
    const other = findUserByEmail(ctx.state, ctx.body.email);
    if (other && other._id !== ctx.params.id)
      throw new HttpError(400, `A user with e-mail ${ctx.body.email} already exists`, "email");
    const body = ctx.body as Item;
    const changesAccount = ACCOUNT_FIELDS.some(
      (field) =>
        body[field] !== undefined &&
        (field === "password"
          ? Boolean(body.password)
          : accountValue(field, body[field]) !== accountValue(field, target[field])),
    );
    if (changesAccount && !reaches(userScope(ctx, "update"), target, true))
      throw new HttpError(
        403,
        "This user also works at properties that are not yours: only their roles at yours can be changed here",
      );
    const roles = grantedRoles(ctx, "update", target);
    const updated = serveCollection({
      ...ctx,
      body: { ...ctx.body, ...roles, password: undefined } as never,
    }) as Item;
    if (ctx.body.password)
      passwordChanged(ctx, ctx.params.id!, ctx.body.password, callerFamily(ctx.state, ctx.request));
    if (updated.active === false) endSessions(ctx.state, (_family, owner) => owner === updated._id);
    return userAsSeen(ctx, updated) as never;
  },
  updateSessionUser(ctx) {
    const user = ctx.user!.item;
    const { password, globalRoles: _g, propertyRoles: _p, propertyIds: _i, active: _a, ...own_ } = ctx.body;
    const other = own_.email !== undefined ? findUserByEmail(ctx.state, own_.email) : undefined;
    if (other && other._id !== user._id)
      throw new HttpError(400, `A user with e-mail ${own_.email} already exists`, "email");
    Object.assign(user, own_, { _id: user._id });
    if (password) passwordChanged(ctx, String(user._id), password, callerFamily(ctx.state, ctx.request));
    return publicUser(user) as never;
  },
  deleteUser(ctx) {
    targetUser(ctx, "delete", true);
    const removed = publicUser(serveCollection(ctx) as Item);
    endSessions(ctx.state, (_family, owner) => owner === removed._id);
    return removed as never;
  },
  bulkDeleteUsers(ctx) {
    const scope = userScope(ctx, "delete");
    const all = collection(ctx.state, USERS);
    for (const entry of ctx.body.items ?? []) {
      const target = all.find((u) => u._id === (entry as Item)._id);
      if (target && !reaches(scope, target, true)) throw new HttpError(403, NOT_AUTHORIZED);
    }
    const answer = serveCollection(ctx) as { items: Item[] };
    for (const removed of answer.items) endSessions(ctx.state, (_family, owner) => owner === removed._id);
    return { items: answer.items.map(publicUser) } as never;
  },

  listProperties(ctx) {
    const user = ctx.user!;
    const all = user.globalPermissions.has("admin.properties.list");
    const properties = collection(ctx.state, "/api/cms/v3/property").filter(
      (p) => all || (user.propertyPermissions.get(String(p.id))?.size ?? 0) > 0,
    );
    return listAnswer(properties, ctx.query) as never;
  },
  listPermissions: () => {
    const items = everyPermission();
    return { items, total: items.length };
  },
  listActivePropertyGroups(ctx) {
    const groups = collection(ctx.state, "/api/cms/v3/property-group").filter((g) =>
      ((g.properties as string[] | undefined) ?? []).includes(ctx.params.propertyId!),
    );
    return { items: groups, total: groups.length } as never;
  },
  updateHeartbeat(ctx) {
    const items = collection(ctx.state, "/api/cms/v3/property/heartbeat");
    const at = items.findIndex((h) => h.propertyID === ctx.body.propertyID);
    if (at < 0) throw new HttpError(404, `No heartbeat for property ${ctx.body.propertyID}`, "propertyID");
    items[at] = { ...items[at], ...ctx.body };
    return { items, total: items.length } as never;
  },

  listMediaPoolFiles(ctx) {
    const items = mediaOf(ctx.state, ctx.params.propertyId!).filter((f) => !f.parentId);
    return { items, total: items.length } as never;
  },
  listMediaPoolFolderFiles(ctx) {
    const media = mediaOf(ctx.state, ctx.params.propertyId!);
    if (!media.some((f) => f.id === ctx.params.parentId && f.type === "folder")) {
      throw new HttpError(404, `No folder with id ${ctx.params.parentId}`, "parentId");
    }
    const items = media.filter((f) => f.parentId === ctx.params.parentId);
    return { items, total: items.length } as never;
  },
  getMediaPoolImage(ctx) {
    const found = mediaOf(ctx.state, ctx.params.propertyId!).find(
      (f) => f.id === ctx.params.id && f.type !== "folder",
    );
    if (!found) throw new HttpError(404, `No image with id ${ctx.params.id}`, "id");
    const size = ctx.query.size === "160x160" ? 160 : 80;
    return file(drawImage(String(found.id), size), "image/png") as never;
  },

  // Weather settings: every value is checked against its schema node (types, options, bounds) before it is kept.
  updateWeatherSettings(ctx) {
    const schema = getSingleton<{ schema: SettingsNode[] }>(ctx.state, WEATHER_SETTINGS_SCHEMA, "");
    if (!schema) throw new HttpError(404, "No weather settings schema");
    const previous = getSingleton<Record<string, unknown>>(ctx.state, WEATHER_SETTINGS, "") ?? {};
    const next = saveFlatSettings(schema.schema, previous, ctx.body as Record<string, unknown>);
    setSingleton(ctx.state, WEATHER_SETTINGS, "", next);
    return next as never;
  },
  searchWeatherLocations(ctx) {
    const query = String(ctx.query.query ?? "")
      .trim()
      .toLowerCase();
    // The spec: an empty query gives an empty list.
    if (!query) return [];
    const cc = typeof ctx.query.cc === "string" ? ctx.query.cc.toUpperCase() : undefined;
    return WEATHER_PLACES.filter(
      (p) =>
        (!cc || p.iso1 === cc) &&
        (p.name.toLowerCase().includes(query) || p.local.toLowerCase().includes(query)),
    );
  },
  fetchWeatherLocation(ctx) {
    const locations = collection(ctx.state, "/api/cms/v3/weather/location");
    const location = locations.find((l) => l.id === ctx.params.id);
    if (!location) throw new HttpError(404, `No weather location with id ${ctx.params.id}`, "id");
    const place = WEATHER_PLACES.find((p) => p.id === location.id);
    location.lastObservationAt = new Date().toISOString();
    location.temp = Math.round(((place?.lat ?? 48) > 55 ? 1.5 : 9.5) * 10) / 10;
    return [location] as never;
  },
};
