import { UnauthorizedError } from "@cms/api";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { Session } from "./session";

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

  it("changes the password through the session-user update", async () => {
    const s = await signedIn("admin@demo.test");
    expect(await s.changePassword("n3w-pass")).toEqual({ ok: true });
    expect((await session().signIn("admin@demo.test", PASSWORD)).kind).toBe("failure");
    expect((await session().signIn("admin@demo.test", "n3w-pass")).kind).toBe("success");
  });

  it("logs out on the server and forgets the session here, returning the e-mail for the login page", async () => {
    const s = await signedIn();
    expect(await s.logout()).toBe("super@demo.test");
    expect(s.getState().user).toBeNull();
    expect(localStorage.getItem("cms-auth-token")).toBeNull();
  });
});
