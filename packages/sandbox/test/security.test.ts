import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../src";
import { ROLE_IDS } from "../src/seed/platform";
import { startSandboxServer } from "../src/server";
import { collection, type Item } from "../src/state";
import { call, type Call } from "./harness";

/** Sessions, password reset, two-factor codes, user management and CORS, as a careful tester probes them. */

// Each test seeds its own sandbox (about a second on a busy machine): room for that beside the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const API = "/api/cms/v3";
type Tokens = { accessToken: string; authToken: string };

function sandboxWithLog() {
  const log: string[] = [];
  const sandbox = createSandbox({ today: "2026-11-20", log: (line) => log.push(line) });
  const lastCode = (pattern: RegExp) => [...log.join("\n").matchAll(pattern)].at(-1)?.[1];
  return { sandbox, log, lastCode };
}

const signIn = (sandbox: Sandbox, email: string, password = "demo1234") =>
  call(sandbox, { method: "POST", path: `${API}/auth/token`, body: { email, password } });

async function tokensOf(sandbox: Sandbox, email: string): Promise<Tokens> {
  const answer = await signIn(sandbox, email);
  expect(answer.status).toBe(200);
  return answer.body as Tokens;
}

const renew = (sandbox: Sandbox, authToken: string) =>
  call(sandbox, {
    method: "POST",
    path: `${API}/auth/token`,
    body: {},
    headers: { "auth-token": authToken },
  });

const as = (sandbox: Sandbox, tokens: Tokens, request: Call) =>
  call(sandbox, {
    ...request,
    headers: {
      authorization: `Bearer ${tokens.accessToken}`,
      "auth-token": tokens.authToken,
      ...request.headers,
    },
  });

const info = (sandbox: Sandbox, tokens: Tokens) =>
  as(sandbox, tokens, { method: "GET", path: `${API}/auth/info` });

afterEach(() => {
  vi.useRealTimers();
});

describe("sessions", () => {
  it("rotates the session token on renewal, and a spent token coming back ends the session", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const { sandbox } = sandboxWithLog();
    const first = await tokensOf(sandbox, "staff@demo.test");
    const renewed = await renew(sandbox, first.authToken);
    expect(renewed.status).toBe(200);
    const second = renewed.body as Tokens;
    expect(second.authToken).not.toBe(first.authToken);
    expect((await info(sandbox, second)).status).toBe(200);

    // The first token again, past the grace of tabs renewing at once: someone holds a copy. Both the thief's
    // and the owner's tokens stop working.
    vi.setSystemTime(new Date(Date.now() + 10_001));
    const reused = await renew(sandbox, first.authToken);
    expect(reused.status).toBe(401);
    expect((reused.body as { message: string }).message).toMatch(/ended/);
    expect((await renew(sandbox, second.authToken)).status).toBe(401);
    expect((await info(sandbox, second)).status).toBe(401);
    expect((await info(sandbox, first)).status).toBe(401);
  });

  it("lets a spent token renew into the same sign-in for ten seconds, as tabs renewing at once do", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const { sandbox } = sandboxWithLog();
    const stored = await tokensOf(sandbox, "staff@demo.test");
    const tabA = (await renew(sandbox, stored.authToken)).body as Tokens;
    vi.setSystemTime(new Date(Date.now() + 9_000));
    const late = await renew(sandbox, stored.authToken);
    expect(late.status).toBe(200);
    const tabB = late.body as Tokens;
    expect(tabB.authToken).not.toBe(tabA.authToken);
    for (const tab of [tabA, tabB]) expect((await info(sandbox, tab)).status).toBe(200);
    // The grace runs from the first trade, not the last: later the spent token ends the sign-in, both tabs too.
    vi.setSystemTime(new Date(Date.now() + 1_001));
    expect((await renew(sandbox, stored.authToken)).status).toBe(401);
    for (const tab of [tabA, tabB]) expect((await info(sandbox, tab)).status).toBe(401);
  });

  it("renews a chain of tokens, each once", async () => {
    const { sandbox } = sandboxWithLog();
    let tokens = await tokensOf(sandbox, "super@demo.test");
    for (let i = 0; i < 5; i++) {
      const answer = await renew(sandbox, tokens.authToken);
      expect(answer.status).toBe(200);
      tokens = answer.body as Tokens;
    }
    expect((await info(sandbox, tokens)).status).toBe(200);
  });

  it("ends every token of the session at logout, also access tokens issued before it", async () => {
    const { sandbox } = sandboxWithLog();
    const first = await tokensOf(sandbox, "admin@demo.test");
    const second = (await renew(sandbox, first.authToken)).body as Tokens;
    const other = await tokensOf(sandbox, "admin@demo.test");
    expect((await as(sandbox, second, { method: "GET", path: `${API}/auth/logout` })).status).toBe(200);
    expect((await info(sandbox, first)).status).toBe(401);
    expect((await info(sandbox, second)).status).toBe(401);
    expect((await renew(sandbox, second.authToken)).status).toBe(401);
    // Another sign-in of the same user (another browser) goes on.
    expect((await info(sandbox, other)).status).toBe(200);
  });

  it("ends the user's other sessions on a password change, and keeps the one that changed it", async () => {
    const { sandbox } = sandboxWithLog();
    const here = await tokensOf(sandbox, "staff@demo.test");
    const elsewhere = await tokensOf(sandbox, "staff@demo.test");
    const me = (await info(sandbox, here)).body as { id: string; email: string };
    const changed = await as(sandbox, here, {
      method: "PUT",
      path: `${API}/user`,
      body: { _id: me.id, email: me.email, password: "n3w-secret" },
    });
    expect(changed.status).toBe(200);
    expect((await info(sandbox, here)).status).toBe(200);
    expect((await info(sandbox, elsewhere)).status).toBe(401);
    expect((await renew(sandbox, elsewhere.authToken)).status).toBe(401);
    expect((await signIn(sandbox, "staff@demo.test", "n3w-secret")).status).toBe(200);
  });

  it("refuses another user's e-mail address on PUT user (400, as on create)", async () => {
    const { sandbox } = sandboxWithLog();
    const staff = await tokensOf(sandbox, "staff@demo.test");
    const me = (await info(sandbox, staff)).body as { id: string };
    const taken = await as(sandbox, staff, {
      method: "PUT",
      path: `${API}/user`,
      body: { _id: me.id, email: "SUPER@demo.test" },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ field: "email" });
    expect((await signIn(sandbox, "super@demo.test")).status).toBe(200);
  });

  it("knows no session or access token named after Object.prototype", async () => {
    const { sandbox } = sandboxWithLog();
    for (const token of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect((await renew(sandbox, token)).status).toBe(401);
      const answer = await call(sandbox, {
        method: "GET",
        path: `${API}/auth/info`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(401);
    }
  });
});

describe("sessions kept on disk (--data)", () => {
  it("keeps a logout and a rotation across a restart", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "sandbox-sessions-")), "data");
    const first = await startSandboxServer({ port: 0, dataDir, log: () => undefined, today: "2026-11-20" });
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${API}/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const signedIn = (await (
      await post(first.url, { email: "staff@demo.test", password: "demo1234" })
    ).json()) as Tokens;
    const rotated = (await (
      await post(first.url, {}, { "auth-token": signedIn.authToken })
    ).json()) as Tokens;
    const out = (await (
      await post(first.url, { email: "staff@demo.test", password: "demo1234" })
    ).json()) as Tokens;
    const logout = await fetch(`${first.url}${API}/auth/logout`, {
      headers: { authorization: `Bearer ${out.accessToken}`, "auth-token": out.authToken },
    });
    expect(logout.status).toBe(200);
    await new Promise((resolve) => first.server.close(resolve));

    const second = await startSandboxServer({ port: 0, dataDir, log: () => undefined, today: "2026-11-20" });
    try {
      expect((await post(second.url, {}, { "auth-token": out.authToken })).status).toBe(401);
      expect((await post(second.url, {}, { "auth-token": rotated.authToken })).status).toBe(200);
    } finally {
      await new Promise((resolve) => second.server.close(resolve));
    }
  });
});

describe("password reset", () => {
  const reset = (sandbox: Sandbox, code: string, password = "n3w-secret") =>
    call(sandbox, {
      method: "POST",
      path: `${API}/auth/login/forgot-password/set-new-password`,
      body: { code, password },
    });
  const requestCode = (sandbox: Sandbox, email: string) =>
    call(sandbox, { method: "POST", path: `${API}/auth/login/forgot-password`, body: { email } });
  const RESET = /password reset code for [^:]+: (\d{6})/g;

  it("sends random codes, printed to the log", async () => {
    const { sandbox, lastCode } = sandboxWithLog();
    const codes: string[] = [];
    for (const email of ["super@demo.test", "admin@demo.test", "staff@demo.test", "twofa@demo.test"]) {
      await requestCode(sandbox, email);
      codes.push(lastCode(RESET)!);
    }
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1);
    // Not the old fixed sequence (104242, 112161, ... by the number of open codes).
    const sequence = [0, 1, 2, 3].map((n) => String(100000 + ((n * 7919 + 4242) % 900000)));
    expect(codes).not.toEqual(sequence);
  });

  it("makes every reset wait after a few wrong codes (429 with Retry-After), then accepts the right one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const { sandbox, lastCode } = sandboxWithLog();
    await requestCode(sandbox, "staff@demo.test");
    const code = lastCode(RESET)!;
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) expect((await reset(sandbox, wrong)).status).toBe(400);
    const locked = await reset(sandbox, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["Retry-After"])).toBeGreaterThan(0);
    expect((locked.body as { message: string }).message).toMatch(/Wait \d+ seconds/);
    vi.setSystemTime(new Date(Date.now() + Number(locked.headers["Retry-After"]) * 1000));
    expect((await reset(sandbox, code)).status).toBe(200);
    expect((await signIn(sandbox, "staff@demo.test", "n3w-secret")).status).toBe(200);
  });

  it("makes only the guessing client wait, and every client once many have guessed", async () => {
    const { sandbox, lastCode } = sandboxWithLog();
    const resetFrom = (client: string, code: string) =>
      call(sandbox, {
        method: "POST",
        path: `${API}/auth/login/forgot-password/set-new-password`,
        body: { code, password: "n3w-secret" },
        client,
      });
    await requestCode(sandbox, "staff@demo.test");
    const code = lastCode(RESET)!;
    await requestCode(sandbox, "admin@demo.test");
    const next = lastCode(RESET)!;
    const wrong = Array.from({ length: 60 }, (_, n) => String(100000 + n)).filter(
      (candidate) => candidate !== code && candidate !== next,
    );
    for (let n = 0; n < 5; n++) expect((await resetFrom("203.0.113.7", wrong[n]!)).status).toBe(400);
    expect((await resetFrom("203.0.113.7", code)).status).toBe(429);
    // Someone else, elsewhere, resets with their code meanwhile.
    expect((await resetFrom("198.51.100.20", code)).status).toBe(200);

    // Fifty wrong codes, four from each client: none waits on its own, but together they reach the limit.
    for (let n = 0; n < 50; n++)
      expect((await resetFrom(`192.0.2.${Math.floor(n / 4)}`, wrong[n]!)).status).toBe(400);
    expect((await resetFrom("198.51.100.20", next)).status).toBe(429);
  });

  it("keeps one open code per account: a new request ends the older one", async () => {
    const { sandbox, lastCode } = sandboxWithLog();
    await requestCode(sandbox, "staff@demo.test");
    const first = lastCode(RESET)!;
    await requestCode(sandbox, "staff@demo.test");
    const second = lastCode(RESET)!;
    if (first !== second) expect((await reset(sandbox, first)).status).toBe(400);
    expect((await reset(sandbox, second)).status).toBe(200);
  });

  it("accepts no code named after Object.prototype", async () => {
    const { sandbox } = sandboxWithLog();
    await requestCode(sandbox, "super@demo.test");
    for (const code of ["__proto__", "constructor", "toString"])
      expect((await reset(sandbox, code)).status).toBe(400);
    expect((await signIn(sandbox, "super@demo.test")).status).toBe(200);
  });

  it("ends every session of the user when the password is reset", async () => {
    const { sandbox, lastCode } = sandboxWithLog();
    const before = await tokensOf(sandbox, "admin@demo.test");
    await requestCode(sandbox, "admin@demo.test");
    expect((await reset(sandbox, lastCode(RESET)!)).status).toBe(200);
    expect((await info(sandbox, before)).status).toBe(401);
    expect((await renew(sandbox, before.authToken)).status).toBe(401);
  });
});

describe("sign-in and two-factor tries", () => {
  const verify = (sandbox: Sandbox, code: string, email = "twofa@demo.test") =>
    call(sandbox, { method: "POST", path: `${API}/auth/verify-two-factor-auth-code`, body: { email, code } });
  const TWO_FACTOR = /two-factor code for twofa@demo\.test: (\d{6})/g;
  /** super@'s sign-in as the HTTP server would pass it from `client`. */
  const signInFrom = (sandbox: Sandbox, client: string, password = "demo1234") =>
    call(sandbox, {
      method: "POST",
      path: `${API}/auth/token`,
      body: { email: "super@demo.test", password },
      client,
    });

  it("ends a two-factor code after a few wrong tries and makes further tries wait", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const { sandbox, lastCode } = sandboxWithLog();
    expect((await signIn(sandbox, "twofa@demo.test")).status).toBe(403);
    const code = lastCode(TWO_FACTOR)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "000001" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(sandbox, wrong)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    const locked = await verify(sandbox, code);
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers["Retry-After"]);
    expect(wait).toBeGreaterThan(0);
    // After the wait the old code is gone: the right code of before no longer signs in.
    vi.setSystemTime(new Date(Date.now() + wait * 1000));
    expect((await verify(sandbox, code)).status).toBe(401);
    // Each further failure doubles the wait; after it, a new sign-in sends a new code, which works.
    const longer = await verify(sandbox, code);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers["Retry-After"])).toBe(60);
    vi.setSystemTime(new Date(Date.now() + 60_000));
    expect((await signIn(sandbox, "twofa@demo.test")).status).toBe(403);
    expect((await verify(sandbox, lastCode(TWO_FACTOR)!)).status).toBe(200);
  });

  it("does not accept the right code after 50 wrong ones", async () => {
    const { sandbox, lastCode } = sandboxWithLog();
    await signIn(sandbox, "twofa@demo.test");
    const code = lastCode(TWO_FACTOR)!;
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i++) statuses.add((await verify(sandbox, String(100000 + i))).status);
    expect(statuses.has(429)).toBe(true);
    expect((await verify(sandbox, code)).status).not.toBe(200);
  });

  it("accepts no code named after Object.prototype", async () => {
    const { sandbox } = sandboxWithLog();
    await signIn(sandbox, "twofa@demo.test");
    for (const code of ["__proto__", "constructor", "toString"]) {
      expect((await verify(sandbox, code)).status).toBe(401);
    }
  });

  it("sends a code again a few times, then makes resends wait; a signed-in user starts afresh", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const { sandbox, log, lastCode } = sandboxWithLog();
    const resend = (email = "twofa@demo.test") =>
      call(sandbox, { method: "POST", path: `${API}/auth/resend-two-factor-auth-code`, body: { email } });
    const sent = () => log.filter((line) => line.includes("sent again")).length;
    expect((await signIn(sandbox, "twofa@demo.test")).status).toBe(403);
    for (let i = 0; i < 5; i++) expect((await resend()).status).toBe(200);
    expect(sent()).toBe(5);
    const flood = await resend();
    expect(flood.status).toBe(429);
    expect(flood.headers["Retry-After"]).toBe("30");
    expect(flood.body).toEqual({ message: "Too many tries. Wait 30 seconds and try again." });
    expect(sent()).toBe(5);
    // An address with no sign-in waiting is counted the same: the answers tell nothing about accounts.
    for (let i = 0; i < 5; i++) expect((await resend("nobody@demo.test")).status).toBe(200);
    expect((await resend("nobody@demo.test")).status).toBe(429);
    // After the wait a resend goes out; the code it repeats signs in, and the next sign-in may resend again.
    vi.setSystemTime(new Date(Date.now() + 30_000));
    expect((await resend()).status).toBe(200);
    expect(sent()).toBe(6);
    expect((await verify(sandbox, lastCode(TWO_FACTOR)!)).status).toBe(200);
    expect((await signIn(sandbox, "twofa@demo.test")).status).toBe(403);
    expect((await resend()).status).toBe(200);
  });

  it("makes sign-in wait after a few wrong passwords (429 with Retry-After)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const { sandbox } = sandboxWithLog();
    for (let i = 0; i < 5; i++)
      expect((await signIn(sandbox, "super@demo.test", `guess-${i}`)).status).toBe(401);
    const locked = await signIn(sandbox, "super@demo.test");
    expect(locked.status).toBe(429);
    expect(locked.headers["Retry-After"]).toBe("30");
    expect(locked.body).toEqual({ message: "Too many tries. Wait 30 seconds and try again." });
    // Others sign in meanwhile; after the wait the owner does too.
    expect((await signIn(sandbox, "admin@demo.test")).status).toBe(200);
    vi.setSystemTime(new Date(Date.now() + 30_000));
    expect((await signIn(sandbox, "super@demo.test")).status).toBe(200);
  });

  it("makes only the guessing client wait, so a stranger who knows an address cannot lock its owner out", async () => {
    const { sandbox } = sandboxWithLog();
    const from = (client: string, password?: string) => signInFrom(sandbox, client, password);
    const stranger = "203.0.113.7";
    for (let i = 0; i < 5; i++) expect((await from(stranger, `guess-${i}`)).status).toBe(401);
    expect((await from(stranger)).status).toBe(429);
    expect((await from("198.51.100.20")).status).toBe(200);
  });

  it("counts the HTTP server's callers by their address", async () => {
    const { server, sandbox, url } = await startSandboxServer({
      port: 0,
      log: () => undefined,
      today: "2026-11-20",
    });
    try {
      const overHttp = (password: string) =>
        fetch(`${url}${API}/auth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "staff@demo.test", password }),
        });
      for (let i = 0; i < 5; i++) expect((await overHttp(`guess-${i}`)).status).toBe(401);
      expect((await overHttp("demo1234")).status).toBe(429);
      // The same sandbox asked without an address (as msw asks it) is another client, and not waiting.
      expect((await signIn(sandbox, "staff@demo.test")).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("makes an address wait everywhere once many clients have guessed it", async () => {
    const { sandbox } = sandboxWithLog();
    const from = (client: string, password?: string) => signInFrom(sandbox, client, password);
    // Fifty wrong tries, four from each client: none waits on its own, but together they reach the limit.
    for (let n = 0; n < 50; n++)
      expect((await from(`203.0.113.${Math.floor(n / 4)}`, `guess-${n}`)).status).toBe(401);
    const owner = await from("198.51.100.20");
    expect(owner.status).toBe(429);
    expect(owner.headers["Retry-After"]).toBe("30");
  });
});

describe("user management stays within one's properties", () => {
  const userNamed = (sandbox: Sandbox, email: string) =>
    collection(sandbox.state, `${API}/user`).find((u) => u.email === email)!;

  it("does not let a property administrator read, change, take over or delete super@ or users of other properties", async () => {
    const { sandbox } = sandboxWithLog();
    const admin = await tokensOf(sandbox, "admin@demo.test");
    const superUser = userNamed(sandbox, "super@demo.test");
    expect(
      (await as(sandbox, admin, { method: "GET", path: `${API}/user/${String(superUser._id)}` })).status,
    ).toBe(403);
    const takeover = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${String(superUser._id)}`,
      body: { ...superUser, password: "mine-now" },
    });
    expect(takeover.status).toBe(403);
    expect((await signIn(sandbox, "super@demo.test", "mine-now")).status).toBe(401);
    const list = (await as(sandbox, admin, { method: "GET", path: `${API}/user/index` })).body as {
      items: Item[];
    };
    expect(list.items.some((u) => u.email === "super@demo.test")).toBe(false);
    expect(list.items.every((u) => !(u.globalRoles as string[]).length)).toBe(true);

    const own = new Set(
      (userNamed(sandbox, "admin@demo.test").propertyRoles as { propertyId: string }[]).map(
        (r) => r.propertyId,
      ),
    );
    const stranger = collection(sandbox.state, `${API}/user`).find(
      (u) => !(u.globalRoles as string[]).length && (u.propertyIds as string[]).every((id) => !own.has(id)),
    )!;
    expect(
      (await as(sandbox, admin, { method: "DELETE", path: `${API}/user/${String(stranger._id)}` })).status,
    ).toBe(403);
    expect(
      (await as(sandbox, admin, { method: "DELETE", path: `${API}/user`, body: { items: [stranger] } }))
        .status,
    ).toBe(403);
    expect(collection(sandbox.state, `${API}/user`)).toContain(stranger);
  });

  it("lets a property administrator give only roles it holds, at its own properties, and no global roles", async () => {
    const { sandbox } = sandboxWithLog();
    const admin = await tokensOf(sandbox, "admin@demo.test");
    const me = userNamed(sandbox, "admin@demo.test");
    const myId = String(me._id);
    const ownProperty = (me.propertyRoles as { propertyId: string }[])[0]!.propertyId;

    const selfPromotion = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${myId}`,
      body: { ...me, globalRoles: [ROLE_IDS.super] },
    });
    expect(selfPromotion.status).toBe(403);
    const superAtHome = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${myId}`,
      body: { ...me, propertyRoles: [{ propertyId: ownProperty, roles: [ROLE_IDS.super] }] },
    });
    expect(superAtHome.status).toBe(403);
    const info_ = (await info(sandbox, admin)).body as { globalPermissions: string[] };
    expect(info_.globalPermissions).toEqual([]);

    const created = await as(sandbox, admin, {
      method: "POST",
      path: `${API}/user`,
      body: {
        email: "new.receptionist@hotel-demo.test",
        firstname: "Nina",
        lastname: "Neu",
        password: "welcome-1",
        propertyRoles: [{ propertyId: ownProperty, roles: [ROLE_IDS.frontDesk] }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ propertyIds: [ownProperty], globalRoles: [] });
    const elsewhere = await as(sandbox, admin, {
      method: "POST",
      path: `${API}/user`,
      body: {
        email: "spy@hotel-demo.test",
        password: "welcome-1",
        propertyRoles: [{ propertyId: "1002", roles: [ROLE_IDS.frontDesk] }],
      },
    });
    expect(elsewhere.status).toBe(403);
    const globalNewcomer = await as(sandbox, admin, {
      method: "POST",
      path: `${API}/user`,
      body: {
        email: "boss@hotel-demo.test",
        password: "welcome-1",
        globalRoles: [ROLE_IDS.readOnly],
        propertyRoles: [{ propertyId: ownProperty, roles: [ROLE_IDS.frontDesk] }],
      },
    });
    expect(globalNewcomer.status).toBe(403);
  });

  it("lists for a property administrator the roles it may give at its property, and nowhere else", async () => {
    const { sandbox } = sandboxWithLog();
    const admin = await tokensOf(sandbox, "admin@demo.test");
    const assignable = (tokens: Tokens, propertyId: string) =>
      as(sandbox, tokens, { method: "GET", path: `${API}/${propertyId}/role/index` });
    const answer = await assignable(admin, "1001");
    expect(answer.status).toBe(200);
    const ids = (answer.body as { items: Item[] }).items.map((role) => role._id);
    expect(ids).toEqual(
      expect.arrayContaining([ROLE_IDS.propertyAdmin, ROLE_IDS.frontDesk, ROLE_IDS.gatewayManager]),
    );
    expect(ids).not.toContain(ROLE_IDS.super);
    // The front desk, who may not see the users, is not told the roles either.
    expect((await assignable(await tokensOf(sandbox, "staff@demo.test"), "1001")).status).toBe(403);
    // Every role offered is one the save accepts.
    const staff = userNamed(sandbox, "staff@demo.test");
    const saved = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${String(staff._id)}`,
      body: { ...staff, propertyRoles: [{ propertyId: "1001", roles: ids }] },
    });
    expect(saved.status).toBe(200);
    expect((await assignable(admin, "1002")).status).toBe(403);
    const everyRole = (await assignable(await tokensOf(sandbox, "super@demo.test"), "1002")).body as {
      total: number;
    };
    expect(everyRole.total).toBe(collection(sandbox.state, `${API}/role`).length);
  });

  it("lets a property administrator manage the roles of a colleague at its properties", async () => {
    const { sandbox } = sandboxWithLog();
    const admin = await tokensOf(sandbox, "admin@demo.test");
    const staff = userNamed(sandbox, "staff@demo.test");
    const answer = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${String(staff._id)}`,
      body: {
        ...staff,
        propertyRoles: [{ propertyId: "1001", roles: [ROLE_IDS.frontDesk, ROLE_IDS.gatewayManager] }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      propertyRoles: [{ propertyId: "1001", roles: [ROLE_IDS.frontDesk, ROLE_IDS.gatewayManager] }],
    });
  });

  it("shows a property administrator a shared user's roles at its properties only, and keeps the others", async () => {
    const { sandbox } = sandboxWithLog();
    const super_ = await tokensOf(sandbox, "super@demo.test");
    const admin = await tokensOf(sandbox, "admin@demo.test");
    const created = await as(sandbox, super_, {
      method: "POST",
      path: `${API}/user`,
      body: {
        email: "relief.manager@hotel-demo.test",
        firstname: "Rita",
        lastname: "Relief",
        password: "welcome-1",
        propertyRoles: [
          { propertyId: "1001", roles: [ROLE_IDS.frontDesk] },
          { propertyId: "1002", roles: [ROLE_IDS.gatewayManager] },
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = String((created.body as Item)._id);
    const seen = (await as(sandbox, admin, { method: "GET", path: `${API}/user/${id}` })).body as Item;
    expect(seen).toMatchObject({
      propertyIds: ["1001"],
      propertyRoles: [{ propertyId: "1001", roles: [ROLE_IDS.frontDesk] }],
    });
    const listed = (await as(sandbox, admin, { method: "GET", path: `${API}/user/index` })).body as {
      items: Item[];
    };
    const inList = listed.items.find((u) => u._id === id)!;
    expect(JSON.stringify(inList)).not.toContain("1002");
    expect(JSON.stringify(inList)).not.toContain(ROLE_IDS.gatewayManager);

    // Changing the account (sign-in address) of someone who also works elsewhere is not its business.
    const address = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${id}`,
      body: { ...seen, email: "rita@elsewhere.test" },
    });
    expect(address.status).toBe(403);
    // Saving what it sees, as the form sends it (switches it never touched as false, empty texts as ""),
    // changes the roles at its property and leaves the other hotel's as they were.
    const saved = await as(sandbox, admin, {
      method: "PUT",
      path: `${API}/user/${id}`,
      body: {
        ...seen,
        twoFactorAuthenticationEnabled: false,
        memberUsername: "",
        propertyRoles: [{ propertyId: "1001", roles: [ROLE_IDS.frontDesk, ROLE_IDS.gatewayManager] }],
      },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain("1002");
    const whole = (await as(sandbox, super_, { method: "GET", path: `${API}/user/${id}` })).body as Item;
    expect(whole.propertyRoles).toEqual(
      expect.arrayContaining([
        { propertyId: "1001", roles: [ROLE_IDS.frontDesk, ROLE_IDS.gatewayManager] },
        { propertyId: "1002", roles: [ROLE_IDS.gatewayManager] },
      ]),
    );
    expect(whole.propertyIds).toEqual(expect.arrayContaining(["1001", "1002"]));
  });
});

describe("bodies", () => {
  it("drops __proto__ keys, so a copied body cannot change an object's prototype", async () => {
    const { sandbox } = sandboxWithLog();
    const staff = await tokensOf(sandbox, "staff@demo.test");
    const me = (await info(sandbox, staff)).body as { id: string; email: string };
    const answer = await as(sandbox, staff, {
      method: "PUT",
      path: `${API}/user`,
      raw: `{"_id":"${me.id}","email":"${me.email}","__proto__":{"globalRoles":["${ROLE_IDS.super}"],"isAdmin":true}}`,
    });
    expect(answer.status).toBe(200);
    const user = collection(sandbox.state, `${API}/user`).find((u) => u._id === me.id)!;
    expect(Object.getPrototypeOf(user)).toBe(Object.prototype);
    expect(({} as Item).isAdmin).toBeUndefined();
    expect((await info(sandbox, staff)).body).toMatchObject({ globalPermissions: [] });
  });
});

describe("CORS", () => {
  it("answers only the console's origins with credentials, and any origin configured", async () => {
    const { server, url } = await startSandboxServer({ port: 0, log: () => undefined, today: "2026-11-20" });
    const configured = await startSandboxServer({
      port: 0,
      log: () => undefined,
      today: "2026-11-20",
      corsOrigins: ["https://console.example.test"],
    });
    try {
      const preflight = (base: string, origin: string) =>
        fetch(`${base}${API}/auth/info`, {
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": "GET" },
        });
      const evil = await preflight(url, "https://evil.example");
      expect(evil.headers.get("access-control-allow-origin")).toBeNull();
      expect(evil.headers.get("access-control-allow-credentials")).toBeNull();
      const consoleDev = await preflight(url, "http://localhost:5173");
      expect(consoleDev.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(consoleDev.headers.get("access-control-allow-credentials")).toBe("true");
      const preview = await fetch(`${url}${API}/auth/info`, { headers: { origin: "http://127.0.0.1:4173" } });
      expect(preview.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
      expect(
        (await preflight(configured.url, "https://console.example.test")).headers.get(
          "access-control-allow-origin",
        ),
      ).toBe("https://console.example.test");
      expect(
        (await preflight(configured.url, "http://localhost:5173")).headers.get("access-control-allow-origin"),
      ).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => configured.server.close(resolve));
    }
  });
});
