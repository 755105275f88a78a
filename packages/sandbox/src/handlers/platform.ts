import { encode } from "fast-png";
import { findUserByEmail, issueTokens, USERS, visibleProperties } from "../auth";
import { serveCrud, listAnswer, classify } from "../crud";
import { file, HttpError, type HandlerContext, type HandlerMap } from "../http";
import { everyPermission, TWO_FACTOR_DEMO_CODE, WEATHER_PLACES } from "../seed/platform";
import { collection, type Item, type SandboxState } from "../state";

const MEDIA = "/api/cms/v3/{propertyId}/mediapool";

/** Users leave the sandbox without their password (write-only in the contract). */
function publicUser(user: Item | undefined): Item {
  if (!user) throw new HttpError(404, "No such user");
  const { password: _password, ...rest } = user;
  return rest;
}

function crud(ctx: HandlerContext): unknown {
  const route = classify(ctx.operation);
  if (!route) throw new Error(`${ctx.operation.operationId} is not a collection operation`);
  return serveCrud(route, ctx);
}

function signIn(ctx: HandlerContext, email: string, password: string) {
  const { state } = ctx;
  const user = findUserByEmail(state, email);
  if (!user || state.passwords[String(user._id)] !== password) {
    throw new HttpError(401, "Bad credentials, please try again.");
  }
  if (user.active === false) throw new HttpError(401, "This account is not active.");
  if (user.twoFactorAuthenticationEnabled) {
    state.twoFactorCodes[String(user.email).toLowerCase()] = TWO_FACTOR_DEMO_CODE;
    ctx.log(`two-factor code for ${String(user.email)}: ${TWO_FACTOR_DEMO_CODE}`);
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
    // Renewal: trade the session token of the auth-token header for a new access token.
    const session = ctx.request.headers.get("auth-token");
    const known = session ? ctx.state.sessions[session] : undefined;
    const user = known && collection(ctx.state, USERS).find((u) => u._id === known.userId);
    if (!session || !known || !user || user.active === false)
      throw new HttpError(401, "No valid session; please sign in.");
    return issueTokens(ctx.state, known.userId, ctx.tokenTtlSeconds, session);
  },
  verifyTwoFactorAuthCode(ctx) {
    const email = ctx.body.email.toLowerCase();
    const expected = ctx.state.twoFactorCodes[email];
    const user = findUserByEmail(ctx.state, email);
    if (!expected || !user || ctx.body.code.trim() !== expected)
      throw new HttpError(401, "Wrong code, please try again.");
    delete ctx.state.twoFactorCodes[email];
    return issueTokens(ctx.state, String(user._id), ctx.tokenTtlSeconds);
  },
  resendTwoFactorAuthCode(ctx) {
    const email = ctx.body.email.toLowerCase();
    if (ctx.state.twoFactorCodes[email])
      ctx.log(`two-factor code for ${email} sent again: ${ctx.state.twoFactorCodes[email]}`);
    // The same answer whether or not a sign-in is pending: nothing to learn about accounts here.
    return { message: "If a sign-in is waiting for a code, a new code has been sent." };
  },
  requestPasswordReset(ctx) {
    const user = findUserByEmail(ctx.state, ctx.body.email);
    if (user) {
      const code = String(100000 + ((Object.keys(ctx.state.resetCodes).length * 7919 + 4242) % 900000));
      ctx.state.resetCodes[code] = String(user._id);
      ctx.log(`password reset code for ${String(user.email)}: ${code}`);
    }
    return { message: "If the address belongs to an account, a reset code has been sent to it." };
  },
  setNewPassword(ctx) {
    const userId = ctx.state.resetCodes[ctx.body.code.trim()];
    if (!userId)
      throw new HttpError(
        400,
        "The code is not valid. Request a new code by resetting again, or contact support.",
        "code",
      );
    ctx.state.passwords[userId] = ctx.body.password;
    delete ctx.state.resetCodes[ctx.body.code.trim()];
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
    const session = ctx.request.headers.get("auth-token");
    if (session) delete ctx.state.sessions[session];
    const bearer = ctx.request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
    if (bearer) delete ctx.state.accessTokens[bearer];
    return { message: "Signed out" };
  },

  listUsers(ctx) {
    const byAdmin = visibleProperties(ctx.state, ctx.user!, "admin.user.list");
    const byProperty = visibleProperties(ctx.state, ctx.user!, "property.user.list");
    const visible = byAdmin === "all" || byProperty === "all" ? "all" : new Set([...byAdmin, ...byProperty]);
    const users = collection(ctx.state, USERS).filter(
      (u) =>
        visible === "all" || ((u.propertyIds as string[] | undefined) ?? []).some((id) => visible.has(id)),
    );
    const answer = listAnswer(users, ctx.query);
    return { ...answer, items: answer.items.map(publicUser) } as never;
  },
  getUser: (ctx) => publicUser(crud(ctx) as Item) as never,
  createUser(ctx) {
    if (findUserByEmail(ctx.state, ctx.body.email))
      throw new HttpError(400, `A user with e-mail ${ctx.body.email} already exists`, "email");
    if (!ctx.body.password) throw new HttpError(400, "body/password is required for a new user", "password");
    const created = crud(ctx) as Item;
    ctx.state.passwords[String(created._id)] = ctx.body.password;
    return publicUser(created) as never;
  },
  updateUser(ctx) {
    const other = findUserByEmail(ctx.state, ctx.body.email);
    if (other && other._id !== ctx.params.id)
      throw new HttpError(400, `A user with e-mail ${ctx.body.email} already exists`, "email");
    if (ctx.body.password) ctx.state.passwords[ctx.params.id!] = ctx.body.password;
    return publicUser(crud({ ...ctx, body: { ...ctx.body, password: undefined } as never }) as Item) as never;
  },
  updateSessionUser(ctx) {
    const user = ctx.user!.item;
    const { password, globalRoles: _g, propertyRoles: _p, propertyIds: _i, active: _a, ...own } = ctx.body;
    if (password) ctx.state.passwords[String(user._id)] = password;
    Object.assign(user, own, { _id: user._id });
    return publicUser(user) as never;
  },
  deleteUser: (ctx) => publicUser(crud(ctx) as Item) as never,
  bulkDeleteUsers(ctx) {
    const answer = crud(ctx) as { items: Item[] };
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
