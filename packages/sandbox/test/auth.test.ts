import { afterEach, describe, expect, it, vi } from "vitest";
import { NOT_AUTHORIZED, createSandbox, type Sandbox } from "../src";
import { call, type Call } from "./harness";

type Json = Record<string, unknown>;

async function signIn(sandbox: Sandbox, email: string, password = "demo1234") {
  return call(sandbox, { method: "POST", path: "/api/cms/v3/auth/token", body: { email, password } });
}

/** Asks for a new access token with the auth token of a session, as the console does when one expires. */
function renew(sandbox: Sandbox, authToken: string) {
  return call(sandbox, {
    method: "POST",
    path: "/api/cms/v3/auth/token",
    body: {},
    headers: { "auth-token": authToken },
  });
}

async function as(sandbox: Sandbox, email: string) {
  const answer = await signIn(sandbox, email);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const tokens = answer.body as { accessToken: string; authToken: string };
  return {
    tokens,
    call: (request: Call) =>
      call(sandbox, {
        ...request,
        headers: { authorization: `Bearer ${tokens.accessToken}`, "auth-token": tokens.authToken },
      }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("demo accounts", () => {
  const sandbox = createSandbox();

  it("signs the super administrator in with every permission", async () => {
    const super_ = await as(sandbox, "super@demo.test");
    const info = (await super_.call({ method: "GET", path: "/api/cms/v3/auth/info" })).body as Json;
    expect(info.email).toBe("super@demo.test");
    expect(info.globalPermissions).toEqual(
      expect.arrayContaining(["admin.user.list", "onespeed.tickets.list", "oneapp.settings.show"]),
    );
    const properties = (await super_.call({ method: "GET", path: "/api/cms/v3/property/index" })).body as {
      total: number;
    };
    expect(properties.total).toBeGreaterThanOrEqual(25);
  });

  it("gives the super administrator every permission any role holds, and lists them all", async () => {
    const super_ = await as(sandbox, "super@demo.test");
    const info = (await super_.call({ method: "GET", path: "/api/cms/v3/auth/info" })).body as {
      globalPermissions: string[];
    };
    const roles = (await super_.call({ method: "GET", path: "/api/cms/v3/role/index" })).body as {
      items: { permissions: string[] }[];
    };
    const held = new Set(roles.items.flatMap((role) => role.permissions));
    expect([...held].filter((p) => !info.globalPermissions.includes(p))).toEqual([]);
    expect(info.globalPermissions).toEqual(
      expect.arrayContaining(["property.user.create", "property.user.delete"]),
    );
    const listed = (await super_.call({ method: "GET", path: "/api/cms/v3/role/permissions/index" })).body;
    expect(JSON.stringify(listed)).toContain("property.user.update");
  });

  it("limits the group administrator to the properties of Alpine Resorts", async () => {
    const admin = await as(sandbox, "admin@demo.test");
    const info = (await admin.call({ method: "GET", path: "/api/cms/v3/auth/info" })).body as {
      propertyPermissions: Json;
      globalPermissions: string[];
    };
    expect(info.globalPermissions).toEqual([]);
    const groups = (await admin.call({ method: "GET", path: "/api/cms/v3/1001/property-group/active/index" }))
      .body as { items: Json[] };
    expect(groups.items.map((g) => g.name)).toContain("Alpine Resorts");
    const own = Object.keys(info.propertyPermissions);
    expect(own).toContain("1001");
    const properties = (await admin.call({ method: "GET", path: "/api/cms/v3/property/index" })).body as {
      items: Json[];
    };
    expect(properties.items.length).toBe(own.length);
    expect(properties.items.every((p) => p.country === "AT")).toBe(true);
    const elsewhere = await admin.call({ method: "GET", path: "/api/cms/v3/1002/onespeed/ticket/index" });
    expect(elsewhere.status).toBe(403);
  });

  it("gives staff their one property's tickets and check-in room manager, and refuses the rest", async () => {
    const staff = await as(sandbox, "staff@demo.test");
    expect((await staff.call({ method: "GET", path: "/api/cms/v3/1001/onespeed/ticket/index" })).status).toBe(
      200,
    );
    expect((await staff.call({ method: "GET", path: "/api/cms/v3/1001/guest/index" })).status).toBe(200);
    const refused = await staff.call({ method: "GET", path: "/api/cms/v3/user/index" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: NOT_AUTHORIZED });
    expect((await staff.call({ method: "GET", path: "/api/cms/v3/1001/oneapp/settings" })).status).toBe(403);
    expect((await staff.call({ method: "GET", path: "/api/cms/v3/1002/guest/index" })).status).toBe(403);
  });

  it('asks the two-factor account for a code with 403 "2fa required", then accepts the code of the log', async () => {
    const log: string[] = [];
    const sandbox = createSandbox({ log: (line) => log.push(line) });
    const first = await signIn(sandbox, "twofa@demo.test");
    expect(first.status).toBe(403);
    expect(first.body).toEqual({ message: "2fa required" });
    const resend = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/auth/resend-two-factor-auth-code",
      body: { email: "twofa@demo.test" },
    });
    expect(resend.status).toBe(200);
    const wrong = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/auth/verify-two-factor-auth-code",
      body: { email: "twofa@demo.test", code: "99999" },
    });
    expect(wrong.status).toBe(401);
    const code = /two-factor code for twofa@demo\.test: (\d{6})/.exec(log.join("\n"))?.[1];
    expect(log.join("\n")).toContain(`two-factor code for twofa@demo.test sent again: ${code}`);
    expect(wrong.body).toEqual({ message: "Wrong code, please try again." });
    const right = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/auth/verify-two-factor-auth-code",
      body: { email: "twofa@demo.test", code },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({
      accessToken: expect.any(String),
      authToken: expect.any(String),
      expiresIn: 3600,
    });
  });

  it("refuses the inactive account and wrong passwords", async () => {
    expect((await signIn(sandbox, "disabled@demo.test")).status).toBe(401);
    const wrong = await signIn(sandbox, "super@demo.test", "demo12345");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Bad credentials, please try again." });
  });
});

describe("sessions", () => {
  it("answers 401 without a token and with an expired one, and renews from the auth token", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const sandbox = createSandbox({ tokenTtlSeconds: 60 });
    expect((await call(sandbox, { method: "GET", path: "/api/cms/v3/auth/info" })).status).toBe(401);
    const user = await as(sandbox, "super@demo.test");
    expect((await user.call({ method: "GET", path: "/api/cms/v3/auth/info" })).status).toBe(200);

    vi.setSystemTime(new Date("2026-11-20T09:01:01Z"));
    const expired = await user.call({ method: "GET", path: "/api/cms/v3/auth/info" });
    expect(expired.status).toBe(401);

    const renewed = await renew(sandbox, user.tokens.authToken);
    expect(renewed.status).toBe(200);
    const { accessToken } = renewed.body as { accessToken: string };
    const again = await call(sandbox, {
      method: "GET",
      path: "/api/cms/v3/auth/info",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(again.status).toBe(200);
  });

  it("ends the session on logout, so it cannot be renewed", async () => {
    const sandbox = createSandbox();
    const user = await as(sandbox, "super@demo.test");
    expect((await user.call({ method: "GET", path: "/api/cms/v3/auth/logout" })).status).toBe(200);
    expect((await user.call({ method: "GET", path: "/api/cms/v3/auth/info" })).status).toBe(401);
    const renewal = await renew(sandbox, user.tokens.authToken);
    expect(renewal.status).toBe(401);
  });

  it("resets a forgotten password with the code from the server log", async () => {
    const log: string[] = [];
    const sandbox = createSandbox({ log: (line) => log.push(line) });
    await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/auth/login/forgot-password",
      body: { email: "staff@demo.test" },
    });
    const code = /password reset code for staff@demo\.test: (\d+)/.exec(log.join("\n"))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const set = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/auth/login/forgot-password/set-new-password",
      body: { code, password: "n3w-pass" },
    });
    expect(set.status).toBe(200);
    expect((await signIn(sandbox, "staff@demo.test")).status).toBe(401);
    expect((await signIn(sandbox, "staff@demo.test", "n3w-pass")).status).toBe(200);
    const reused = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/auth/login/forgot-password/set-new-password",
      body: { code, password: "other" },
    });
    expect(reused.status).toBe(400);
  });
});

describe("collections behave as the spec says", () => {
  const sandbox = createSandbox({ actAs: "super@demo.test" });

  it("saves an item without id as new and updates one with an id", async () => {
    sandbox.reset();
    const created = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/weather/location",
      body: { city: "Rhodes", country: "GR", active: true },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Json).id as string;
    expect(id).toBeTruthy();
    const updated = await call(sandbox, {
      method: "PUT",
      path: `/api/cms/v3/weather/location/${id}`,
      body: { id, city: "Rhodos", country: "GR", active: false },
    });
    expect(updated.body).toMatchObject({ id, city: "Rhodos", active: false });
    const list = (await call(sandbox, { method: "GET", path: "/api/cms/v3/weather/location/index" }))
      .body as { items: Json[] };
    expect(list.items.filter((l) => l.id === id)).toEqual([expect.objectContaining({ city: "Rhodos" })]);
  });

  it("deletes in bulk with the item list as the body of a DELETE on the collection", async () => {
    sandbox.reset();
    const before = (await call(sandbox, { method: "GET", path: "/api/cms/v3/weather/location/index" }))
      .body as { items: Json[]; total: number };
    const doomed = before.items.slice(0, 3);
    const answer = await call(sandbox, {
      method: "DELETE",
      path: "/api/cms/v3/weather/location",
      body: { items: doomed },
    });
    expect((answer.body as { items: Json[] }).items.map((i) => i.id)).toEqual(doomed.map((i) => i.id));
    const after = (await call(sandbox, { method: "GET", path: "/api/cms/v3/weather/location/index" }))
      .body as { total: number };
    expect(after.total).toBe(before.total - 3);
  });

  it("answers an empty weather search with an empty list", async () => {
    const answer = await call(sandbox, {
      method: "GET",
      path: "/api/cms/v3/weather/location/search",
      query: { query: "" },
    });
    expect(answer).toMatchObject({ status: 200, body: [] });
    const found = await call(sandbox, {
      method: "GET",
      path: "/api/cms/v3/weather/location/search",
      query: { query: "wien" },
    });
    expect(found.body).toEqual([expect.objectContaining({ name: "Vienna", iso1: "AT", local: "Wien" })]);
  });

  it("never shows passwords", async () => {
    const created = await call(sandbox, {
      method: "POST",
      path: "/api/cms/v3/user",
      body: { email: "mia@hotel-demo.test", firstname: "Mia", lastname: "Berger", password: "abcd" },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("password");
    const users = (await call(sandbox, { method: "GET", path: "/api/cms/v3/user/index" })).body as {
      items: Json[];
    };
    expect(users.items.some((u) => "password" in u)).toBe(false);
    expect(users.items.length).toBeGreaterThanOrEqual(45);
  });

  it("answers a window of the users: the first rows in the list's order, with the number of them all", async () => {
    const users = (path: string, query?: Record<string, string>) =>
      call(sandbox, { method: "GET", path, ...(query && { query }) });
    const all = (await users("/api/cms/v3/user/index")).body as { items: Json[]; total: number };
    const first = (await users("/api/cms/v3/user/index", { limit: "10" })).body as typeof all;
    expect(first.items).toEqual(all.items.slice(0, 10));
    expect(first.total).toBe(all.items.length);
    const third = (await users("/api/cms/v3/user/index", { limit: "10", page: "3" })).body as typeof all;
    expect(third.items).toEqual(all.items.slice(20, 30));
    const refused = await users("/api/cms/v3/user/index", { limit: "0" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/limit/);
  });

  it("starts again from the seed on reset", async () => {
    await call(sandbox, { method: "DELETE", path: "/api/cms/v3/role/6601b0000000000000000007" });
    expect(
      (await call(sandbox, { method: "GET", path: "/api/cms/v3/role/6601b0000000000000000007" })).status,
    ).toBe(404);
    sandbox.reset();
    expect(
      (await call(sandbox, { method: "GET", path: "/api/cms/v3/role/6601b0000000000000000007" })).status,
    ).toBe(200);
  });
});
