// @vitest-environment jsdom
import { UnauthorizedError } from "@cms/api";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { SESSION_CACHE_KEY, Session } from "./session";

const { server } = sandboxServerForFile();

const session = (storage: Storage = localStorage) => new Session({ baseUrl: BASE, storage });
const PASSWORD = "demo1234";

async function signedIn(email = "super@demo.test") {
  const s = session();
  expect(await s.signIn(email, PASSWORD)).toEqual({ kind: "success" });
  return s;
}

describe("Session sign-in", () => {
  it("signs in, keeps the auth token in local storage, and loads the user and the property list", async () => {
    const s = await signedIn("staff@demo.test");
    const state = s.getState();
    expect(state.tokenStatus).toBe("success");
    expect(state.user?.email).toBe("staff@demo.test");
    expect(state.properties.map((p) => p.name)).toEqual(["Hotel Sacher Wien"]);
    expect(localStorage.getItem("cms-auth-token")).toMatch(/^[0-9a-f]{64}$/);
    expect(s.isSignedIn).toBe(true);
  });

  it("reports bad credentials with the server's message and a failure status", async () => {
    const s = session();
    const result = await s.signIn("super@demo.test", "wrong");
    expect(result).toEqual({ kind: "failure", message: "Bad credentials, please try again." });
    expect(s.getState().tokenStatus).toBe("failure");
    expect(s.isSignedIn).toBe(false);
  });

  it("moves to the two-factor step on '2fa required' and accepts only the right code", async () => {
    const s = session();
    expect(await s.signIn("twofa@demo.test", PASSWORD)).toEqual({ kind: "twoFactor" });
    expect(await s.resendCode("twofa@demo.test")).toEqual({ sent: true });
    expect(await s.verifyCode("twofa@demo.test", "000000")).toMatchObject({ kind: "failure" });
    expect(await s.verifyCode("twofa@demo.test", "123456")).toEqual({ kind: "success" });
    expect(s.getState().user?.email).toBe("twofa@demo.test");
  });
});

describe("Session sign-in after too many tries", () => {
  it("reports the sandbox's wait (429 with Retry-After) after a few wrong passwords", async () => {
    const s = session();
    for (let i = 0; i < 5; i++) await s.signIn("admin@demo.test", `guess-${i}`);
    const locked = await s.signIn("admin@demo.test", PASSWORD);
    expect(locked).toEqual({
      kind: "failure",
      message: "Too many tries. Wait 30 seconds and try again.",
      retryAfter: 30,
    });
    expect(s.isSignedIn).toBe(false);
  });

  it("reports the wait of a code asked for again too often", async () => {
    const s = session();
    expect(await s.signIn("twofa@demo.test", PASSWORD)).toEqual({ kind: "twoFactor" });
    for (let i = 0; i < 5; i++) expect(await s.resendCode("twofa@demo.test")).toEqual({ sent: true });
    expect(await s.resendCode("twofa@demo.test")).toEqual({ sent: false, retryAfter: 30 });
  });

  it("reports the wait of the two-factor step", async () => {
    const s = session();
    expect(await s.signIn("twofa@demo.test", PASSWORD)).toEqual({ kind: "twoFactor" });
    for (let i = 0; i < 5; i++) await s.verifyCode("twofa@demo.test", "000000");
    expect(await s.verifyCode("twofa@demo.test", "123456")).toMatchObject({
      kind: "failure",
      retryAfter: 30,
    });
  });
});

describe("Session sign-in the client rejects", () => {
  it("fails, not hangs, when the server refuses the sign-in with a 403, and raises no global 403 notice", async () => {
    server.use(
      http.post(`${BASE}/api/cms/v3/auth/token`, () =>
        HttpResponse.json({ message: "Account disabled" }, { status: 403 }),
      ),
    );
    const s = session();
    expect(await s.signIn("super@demo.test", PASSWORD)).toMatchObject({ kind: "failure" });
    expect(s.getState().tokenStatus).toBe("failure");
    expect(s.getState().forbidden).toBeNull();
    server.resetHandlers();
  });

  it("fails, not hangs, when the two-factor call gets no answer", async () => {
    const s = session();
    expect(await s.signIn("twofa@demo.test", PASSWORD)).toEqual({ kind: "twoFactor" });
    server.use(http.post(`${BASE}/api/cms/v3/auth/verify-two-factor-auth-code`, () => HttpResponse.error()));
    expect(await s.verifyCode("twofa@demo.test", "123456")).toMatchObject({ kind: "failure" });
    expect(s.getState().tokenStatus).toBe("failure");
    server.resetHandlers();
  });
});

describe("Session restore (the route guard)", () => {
  it("trades a stored auth token for a new session after a reload", async () => {
    await signedIn();
    const reloaded = session();
    expect(reloaded.isSignedIn).toBe(false);
    expect(await reloaded.restore()).toBe(true);
    expect(reloaded.getState().user?.email).toBe("super@demo.test");
  });

  it("trades the stored token once when the guard asks twice at once (the server rotates it)", async () => {
    await signedIn();
    const reloaded = session();
    expect(await Promise.all([reloaded.restore(), reloaded.restore()])).toEqual([true, true]);
    // The session is still alive: a later reload trades the rotated token again.
    expect(await session().restore()).toBe(true);
  });

  it("keeps two tabs signed in when both trade the stored token at once (the renewals take turns)", async () => {
    // jsdom has no Web Locks: a lock manager that runs each name's requests one after another, as a browser's.
    const queues = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, _options: { signal?: AbortSignal }, callback: () => Promise<unknown>) => {
        const turn = (queues.get(name) ?? Promise.resolve()).then(callback);
        queues.set(
          name,
          turn.catch(() => undefined),
        );
        return turn;
      },
    };
    Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
    const sent: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === "/api/cms/v3/auth/token")
        sent.push(request.headers.get("auth-token"));
    };
    server.events.on("request:start", record);
    try {
      await signedIn("admin@demo.test");
      const [tabA, tabB] = [session(), session()];
      sent.length = 0;
      expect(await Promise.all([tabA.restore(), tabB.restore()])).toEqual([true, true]);
      // Each tab traded the token the other left: neither leaned on the server's grace for a spent one.
      expect(sent).toHaveLength(2);
      expect(new Set(sent).size).toBe(2);
      for (const tab of [tabA, tabB]) {
        tab.tokens.setTokens({ accessToken: "expired" });
        const { response } = await tab.client.GET("/api/cms/v3/auth/info");
        expect(response.status).toBe(200);
        expect(tab.getState().reauth).toBeNull();
      }
    } finally {
      server.events.removeListener("request:start", record);
      Reflect.deleteProperty(navigator, "locks");
    }
  });

  it("answers false without a stored token, and forgets a token the server no longer knows", async () => {
    expect(await session().restore()).toBe(false);
    const s = await signedIn();
    await s.client.GET("/api/cms/v3/auth/logout");
    localStorage.setItem("cms-auth-token", "0".repeat(64));
    const reloaded = session();
    expect(await reloaded.restore()).toBe(false);
    expect(localStorage.getItem("cms-auth-token")).toBeNull();
  });
});

describe("Session restore with the info of the last visit", () => {
  /** Resolves at the session's next state change (the fresh info of a restored session taken in). */
  const nextChange = (s: Session) =>
    new Promise<void>((resolve) => {
      const stop = s.subscribe(() => {
        stop();
        resolve();
      });
    });

  /** Resolves once the sandbox has answered a call to `path`. */
  const answered = (path: string) =>
    new Promise<void>((resolve) => {
      const done = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname !== path) return;
        server.events.removeListener("response:mocked", done);
        resolve();
      };
      server.events.on("response:mocked", done);
    });

  /** The calls a session makes, by path, in the order it makes them. */
  function recordCalls() {
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
    server.events.on("request:start", record);
    return { paths, stop: () => server.events.removeListener("request:start", record) };
  }

  it("is signed in once the token is renewed, with the user and properties of the last visit, while the fresh info comes", async () => {
    await signedIn("staff@demo.test");
    expect(JSON.parse(localStorage.getItem(SESSION_CACHE_KEY)!).user.email).toBe("staff@demo.test");
    let answerInfo!: () => void;
    const infoHeld = new Promise<void>((resolve) => (answerInfo = resolve));
    server.use(http.get(`${BASE}/api/cms/v3/auth/info`, () => infoHeld.then(() => undefined)));
    const reloaded = session();
    expect(await reloaded.restore()).toBe(true);
    expect(reloaded.isSignedIn).toBe(true);
    expect(reloaded.getState().user?.email).toBe("staff@demo.test");
    expect(reloaded.getState().properties.map((p) => p.name)).toEqual(["Hotel Sacher Wien"]);
    const kept = reloaded.getState();
    let changes = 0;
    reloaded.subscribe(() => changes++);
    const fresh = answered("/api/cms/v3/auth/info");
    answerInfo();
    await fresh;
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The fresh info says the same: the session keeps its state, so no view draws again for it.
    expect(changes).toBe(0);
    expect(reloaded.getState()).toBe(kept);
    server.resetHandlers();
  });

  it("takes the fresh info where it says something else than the kept one", async () => {
    await signedIn("staff@demo.test");
    const kept = JSON.parse(localStorage.getItem(SESSION_CACHE_KEY)!);
    kept.user.firstname = "Old name";
    kept.user.globalPermissions = [...kept.user.globalPermissions, "role.list"];
    localStorage.setItem(SESSION_CACHE_KEY, JSON.stringify(kept));
    const reloaded = session();
    expect(await reloaded.restore()).toBe(true);
    expect(reloaded.getState().user?.firstname).toBe("Old name");
    await nextChange(reloaded);
    expect(reloaded.getState().user?.firstname).not.toBe("Old name");
    expect(reloaded.getState().user?.globalPermissions).not.toContain("role.list");
  });

  it("asks for the fresh info when told to (the console: once the screen is drawn), not before", async () => {
    await signedIn("staff@demo.test");
    let check: (() => void) | undefined;
    const calls = recordCalls();
    try {
      const reloaded = new Session({
        baseUrl: BASE,
        storage: localStorage,
        checkKept: (run) => (check = run),
      });
      expect(await reloaded.restore()).toBe(true);
      expect(reloaded.getState().user?.email).toBe("staff@demo.test");
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls.paths).toEqual(["/api/cms/v3/auth/token"]);
      const fresh = answered("/api/cms/v3/auth/info");
      check!();
      await fresh;
      expect(calls.paths).toContain("/api/cms/v3/auth/info");
    } finally {
      calls.stop();
    }
  });

  it("waits for the info when nothing was kept, and keeps nothing once signed out or refused", async () => {
    const calls = recordCalls();
    try {
      await signedIn();
      localStorage.removeItem(SESSION_CACHE_KEY);
      calls.paths.length = 0;
      const reloaded = session();
      expect(await reloaded.restore()).toBe(true);
      expect(calls.paths).toEqual(
        expect.arrayContaining([
          "/api/cms/v3/auth/token",
          "/api/cms/v3/auth/info",
          "/api/cms/v3/property/index",
        ]),
      );
      expect(localStorage.getItem(SESSION_CACHE_KEY)).not.toBeNull();
      await reloaded.logout();
      expect(localStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
    } finally {
      calls.stop();
    }
    await signedIn();
    localStorage.setItem("cms-auth-token", "0".repeat(64));
    expect(await session().restore()).toBe(false);
    expect(localStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });

  it("keeps the last property list when only the fresh list fails to load", async () => {
    await signedIn("staff@demo.test");
    server.use(http.get(`${BASE}/api/cms/v3/property/index`, () => HttpResponse.error()));
    try {
      const reloaded = session();
      const load = vi.spyOn(reloaded, "loadUser");
      expect(await reloaded.restore()).toBe(true);
      await load.mock.results[0]?.value;
      expect(load).toHaveBeenCalledOnce();
      expect(reloaded.getState().properties.map((p) => p.name)).toEqual(["Hotel Sacher Wien"]);
      expect(reloaded.getState().propertiesStatus).toBe("success");
    } finally {
      server.resetHandlers();
    }
  });
});

describe("Session during work", () => {
  it("renews an expired access token silently and repeats the call", async () => {
    const s = await signedIn();
    s.tokens.setTokens({ accessToken: "expired" });
    const { data } = await s.client.GET("/api/cms/v3/role/index");
    expect(data?.items.length).toBeGreaterThan(0);
    expect(s.getState().reauth).toBeNull();
  });

  it("asks the user to sign in again in place when the session is gone, then repeats the call", async () => {
    const s = await signedIn();
    await s.client.GET("/api/cms/v3/auth/logout");
    s.tokens.setTokens({ accessToken: "expired" });
    const pending = s.client.GET("/api/cms/v3/role/index");
    await expect.poll(() => s.getState().reauth).toEqual({ email: "super@demo.test" });
    expect(await s.signIn("super@demo.test", PASSWORD)).toEqual({ kind: "success" });
    const { data } = await pending;
    expect(data?.items.length).toBeGreaterThan(0);
    expect(s.getState().reauth).toBeNull();
  });

  it("fails the waiting call and sets the 401 error when the user cancels", async () => {
    const s = await signedIn();
    await s.client.GET("/api/cms/v3/auth/logout");
    s.tokens.setTokens({ accessToken: "expired" });
    const pending = s.client.GET("/api/cms/v3/role/index");
    await expect.poll(() => s.getState().reauth).not.toBeNull();
    s.cancelReauth();
    await expect(pending).rejects.toBeInstanceOf(UnauthorizedError);
    expect(s.getState().error).toBe(401);
    s.clearError();
    expect(s.getState().error).toBeNull();
  });

  it("sets the global forbidden state on a 403 and stays signed in", async () => {
    const s = await signedIn("staff@demo.test");
    await expect(s.client.GET("/api/cms/v3/role/index")).rejects.toMatchObject({ kind: "forbidden" });
    expect(s.getState().forbidden?.url).toBe("/api/cms/v3/role/index");
    expect(s.isSignedIn).toBe(true);
    s.clearForbidden();
    expect(s.getState().forbidden).toBeNull();
  });

  it("logs out on the server and forgets the session here, returning the e-mail for the login page", async () => {
    const s = await signedIn();
    expect(await s.logout()).toBe("super@demo.test");
    expect(s.getState().user).toBeNull();
    expect(localStorage.getItem("cms-auth-token")).toBeNull();
  });
});
