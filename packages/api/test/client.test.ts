import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  RENEWAL_LOCK,
  RENEWAL_LOCK_WAIT_MS,
  createCmsClient,
  createMemoryTokenStore,
  renewWithAuthToken,
  ForbiddenError,
  isCmsApiError,
  NetworkError,
  UnauthorizedError,
  type CmsClientOptions,
  type TokenStore,
} from "../src";

const BASE = "http://api.test";
const api = (path: string) => `${BASE}/api/cms/v3${path}`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  authToken: string | null;
  credentials: RequestCredentials;
  body: string;
}

async function record(request: StrictRequest<DefaultBodyType>): Promise<Seen> {
  return {
    method: request.method,
    url: request.url,
    authorization: request.headers.get("authorization"),
    authToken: request.headers.get("auth-token"),
    credentials: request.credentials,
    body: await request.clone().text(),
  };
}

/**
 * A server whose access tokens "old" are expired and "fresh" are valid: any call with the old token gets
 * 401, any call with the fresh one gets its own body echoed back.
 */
function expiringSession() {
  const seen: Seen[] = [];
  const answer = async ({ request }: { request: StrictRequest<DefaultBodyType> }) => {
    const entry = await record(request);
    seen.push(entry);
    if (entry.authorization !== "Bearer fresh") {
      return HttpResponse.json({ message: "token expired" }, { status: 401 });
    }
    const echoed: unknown = entry.body ? JSON.parse(entry.body) : { items: [], total: 0 };
    return HttpResponse.json(echoed as Record<string, unknown>);
  };
  server.use(http.all(`${BASE}/api/cms/v3/*`, answer));
  return seen;
}

function setup(overrides: Partial<CmsClientOptions> = {}) {
  const tokenStore: TokenStore = createMemoryTokenStore({ authToken: "session-1", accessToken: "old" });
  const renewToken = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    tokenStore.setTokens({ accessToken: "fresh" });
  });
  const onForbidden = vi.fn();
  const client = createCmsClient({ baseUrl: BASE, tokenStore, renewToken, onForbidden, ...overrides });
  return { client, tokenStore, renewToken, onForbidden };
}

describe("headers", () => {
  it("sends the stored auth token, the bearer access token and credentials on every call", async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(api("/auth/info"), async ({ request }) => {
        seen.push(await record(request));
        return HttpResponse.json({
          id: "u1",
          email: "a@b.test",
          propertyPermissions: {},
          globalPermissions: [],
        });
      }),
    );
    const { client } = setup();
    const { data } = await client.GET("/api/cms/v3/auth/info");
    expect(data?.email).toBe("a@b.test");
    expect(seen[0]).toMatchObject({
      authToken: "session-1",
      authorization: "Bearer old",
      credentials: "include",
    });
  });

  it("sends no Authorization header while there is no access token", async () => {
    const seen: Seen[] = [];
    server.use(
      http.post(api("/auth/login/forgot-password"), async ({ request }) => {
        seen.push(await record(request));
        return HttpResponse.json({ message: "sent" });
      }),
    );
    const client = createCmsClient({ baseUrl: BASE, tokenStore: createMemoryTokenStore() });
    await client.POST("/api/cms/v3/auth/login/forgot-password", { body: { email: "a@b.test" } });
    expect(seen[0]?.authorization).toBeNull();
    expect(seen[0]?.authToken).toBeNull();
  });
});

describe("same-origin calls (the console's empty base URL)", () => {
  it("sends a path-only call to the page's own origin, and repeats it there after a 401", async () => {
    vi.stubGlobal("location", new URL(`${BASE}/property/1001/admin/license`));
    try {
      const seen = expiringSession();
      const { client, renewToken } = setup({ baseUrl: "" });
      const { data } = await client.PUT("/api/cms/v3/user", { body: { _id: "u1", email: "a@b.test" } });
      expect(data).toMatchObject({ _id: "u1" });
      expect(seen.map((entry) => entry.url)).toEqual([api("/user"), api("/user")]);
      expect(renewToken).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("401: one renewal, then the call repeated once", () => {
  it("repeats a GET with its query after renewing", async () => {
    const seen = expiringSession();
    const { client, renewToken } = setup();
    const { data, response } = await client.GET("/api/cms/v3/{propertyId}/onespeed/profile/index", {
      params: { path: { propertyId: "p1" }, query: { search: "room 12", page: 2, limit: 50 } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ items: [], total: 0 });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer old", "Bearer fresh"]);
    expect(seen[1]?.url).toBe(seen[0]?.url);
    expect(new URL(seen[1]!.url).searchParams.get("search")).toBe("room 12");
  });

  it("repeats a POST with the identical body", async () => {
    const seen = expiringSession();
    const { client, renewToken } = setup();
    const user = { firstname: "Anna", lastname: "Gruber", email: "anna@hotel.test", password: "secret" };
    const { data } = await client.POST("/api/cms/v3/user", { body: user });
    expect(data).toMatchObject(user);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ method: "POST", body: seen[0]?.body });
    expect(JSON.parse(seen[1]!.body)).toEqual(user);
  });

  it("repeats a PUT with the identical body", async () => {
    const seen = expiringSession();
    const { client } = setup();
    const user = { _id: "u7", firstname: "Jaan", lastname: "Tamm", email: "jaan@hotel.test", active: false };
    await client.PUT("/api/cms/v3/user/{id}", { params: { path: { id: "u7" } }, body: user });
    expect(seen.map((s) => s.method)).toEqual(["PUT", "PUT"]);
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(new URL(seen[1]!.url).pathname).toBe("/api/cms/v3/user/u7");
  });

  it("repeats a bulk DELETE with the item list as body", async () => {
    const seen = expiringSession();
    const { client } = setup();
    const items = [
      { id: "w1", city: "Graz", country: "AT", active: true },
      { id: "w2", city: "Tallinn", country: "EE", active: false },
    ];
    const { data } = await client.DELETE("/api/cms/v3/weather/location", { body: { items } });
    expect(data).toEqual({ items });
    expect(seen.map((s) => s.method)).toEqual(["DELETE", "DELETE"]);
    expect(JSON.parse(seen[1]!.body)).toEqual({ items });
  });

  it("makes one renewal for 20 parallel 401s and repeats each call exactly once", async () => {
    const seen = expiringSession();
    const { client, renewToken } = setup();
    const calls = Array.from({ length: 20 }, (_, i) =>
      client.PUT("/api/cms/v3/user/{id}", {
        params: { path: { id: `u${i}` } },
        body: { _id: `u${i}`, firstname: `F${i}`, lastname: "L", email: `u${i}@hotel.test` },
      }),
    );
    const results = await Promise.all(calls);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    results.forEach((r, i) => expect(r.data).toMatchObject({ _id: `u${i}` }));
    for (let i = 0; i < 20; i++) {
      const forThisUser = seen.filter((s) => s.url.endsWith(`/user/u${i}`));
      expect(forThisUser.map((s) => s.authorization)).toEqual(["Bearer old", "Bearer fresh"]);
    }
  });

  it("returns the repeat's own 401 as it is instead of looping", async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(api("/user/index"), async ({ request }) => {
        seen.push(await record(request));
        return HttpResponse.json({ message: "still expired" }, { status: 401 });
      }),
    );
    const { client, renewToken } = setup();
    const { error, response } = await client.GET("/api/cms/v3/user/index");
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: "still expired" });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it("fails every waiting call with a typed unauthorized error when renewal fails", async () => {
    expiringSession();
    const renewToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error("session ended");
    });
    const { client } = setup({ renewToken });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.GET("/api/cms/v3/user/index")),
    );
    expect(renewToken).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(UnauthorizedError);
      expect(isCmsApiError(reason, "unauthorized")).toBe(true);
      expect((reason as UnauthorizedError).url).toBe("/api/cms/v3/user/index");
    }
  });

  it("renews again later when a new expiry comes after an earlier renewal", async () => {
    let valid = "fresh";
    server.use(
      http.get(api("/user/index"), ({ request }) =>
        request.headers.get("authorization") === `Bearer ${valid}`
          ? HttpResponse.json({ items: [], total: 0 })
          : HttpResponse.json({ message: "expired" }, { status: 401 }),
      ),
    );
    const tokenStore = createMemoryTokenStore({ authToken: "session-1", accessToken: "old" });
    const renewToken = vi.fn(async () => tokenStore.setTokens({ accessToken: valid }));
    const client = createCmsClient({ baseUrl: BASE, tokenStore, renewToken });
    expect((await client.GET("/api/cms/v3/user/index")).response.status).toBe(200);
    valid = "fresher";
    expect((await client.GET("/api/cms/v3/user/index")).response.status).toBe(200);
    expect(renewToken).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["/api/cms/v3/auth/token", { email: "a@b.test", password: "wrong" }],
    ["/api/cms/v3/auth/verify-two-factor-auth-code", { email: "a@b.test", code: "000000" }],
    ["/api/cms/v3/auth/login/forgot-password/set-new-password", { code: "x", password: "abcd" }],
  ] as const)("passes a 401 on the session-less call %s through without renewal", async (path, body) => {
    let hits = 0;
    server.use(
      http.post(`${BASE}${path}`, () => {
        hits++;
        return HttpResponse.json({ message: "Bad credentials" }, { status: 401 });
      }),
    );
    const { client, renewToken } = setup();
    const post = client.POST as unknown as (
      p: string,
      i: object,
    ) => Promise<{ error?: unknown; response: Response }>;
    const { error, response } = await post(path, { body });
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: "Bad credentials" });
    expect(renewToken).not.toHaveBeenCalled();
    expect(hits).toBe(1);
  });
});

describe("a renewal the client did not start (a stored session restored as the page opens)", () => {
  it("holds calls made meanwhile until it is done, then sends them with the new token, never a 401", async () => {
    const seen = expiringSession();
    let renewed!: () => void;
    const renewal = new Promise<void>((resolve) => (renewed = resolve));
    const { client, tokenStore, renewToken } = setup({ renewing: () => renewal });
    tokenStore.setTokens({ accessToken: null });
    const call = client.GET("/api/cms/v3/role/index");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    tokenStore.setTokens({ accessToken: "fresh" });
    renewed();
    expect((await call).response.status).toBe(200);
    expect(seen.map((entry) => entry.authorization)).toEqual(["Bearer fresh"]);
    expect(renewToken).not.toHaveBeenCalled();
  });

  it("lets the sign-in's own calls through at once, and a failed renewal lets the others go their usual way", async () => {
    const seen = expiringSession();
    const { client, renewToken } = setup({ renewing: () => new Promise<void>(() => undefined) });
    await client.POST("/api/cms/v3/auth/token", { body: {} });
    expect(seen.map((entry) => new URL(entry.url).pathname)).toEqual(["/api/cms/v3/auth/token"]);

    const failing = setup({ renewing: () => Promise.reject(new Error("refused")) });
    expect((await failing.client.GET("/api/cms/v3/role/index")).response.status).toBe(200);
    expect(failing.renewToken).toHaveBeenCalledOnce();
    expect(renewToken).not.toHaveBeenCalled();
  });
});

describe("403", () => {
  it("rejects with a typed forbidden error and tells onForbidden", async () => {
    server.use(
      http.delete(api("/role/:id"), () =>
        HttpResponse.json({ message: "missing admin.roles.delete" }, { status: 403 }),
      ),
    );
    const { client, onForbidden } = setup();
    const call = client.DELETE("/api/cms/v3/role/{_id}", { params: { path: { _id: "r1" } } });
    await expect(call).rejects.toBeInstanceOf(ForbiddenError);
    expect(onForbidden).toHaveBeenCalledTimes(1);
    const error = onForbidden.mock.calls[0]?.[0] as ForbiddenError;
    expect(error).toMatchObject({
      kind: "forbidden",
      method: "DELETE",
      url: "/api/cms/v3/role/r1",
      serverMessage: "missing admin.roles.delete",
    });
  });

  it('treats the sign-in answer 403 "2fa required" as the two-factor step, not a forbidden state', async () => {
    server.use(
      http.post(api("/auth/token"), () => HttpResponse.json({ message: "2fa required" }, { status: 403 })),
    );
    const { client, onForbidden } = setup();
    const { error, response } = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "twofa@demo.test", password: "demo1234" },
    });
    expect(response.status).toBe(403);
    expect(error).toEqual({ message: "2fa required" });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it("treats any other 403 on sign-in as forbidden", async () => {
    server.use(
      http.post(api("/auth/token"), () => HttpResponse.json({ message: "locked" }, { status: 403 })),
    );
    const { client, onForbidden } = setup();
    await expect(
      client.POST("/api/cms/v3/auth/token", { body: { email: "x@demo.test", password: "demo1234" } }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});

describe("identical reads at once", () => {
  /**
   * A server that counts the requests it gets and answers the tickets' calls after a moment, and a client with
   * a read of the tickets and a write.
   */
  function countingServer() {
    const seen: Seen[] = [];
    server.use(
      http.all(api("/:propertyId/onespeed/ticket*"), async ({ request }) => {
        seen.push(await record(request));
        // A read takes longer than a write: a write asked after a read is answered first.
        await new Promise((resolve) => setTimeout(resolve, request.method === "GET" ? 50 : 5));
        return HttpResponse.json({ items: [{ _id: `t${seen.length}` }], total: 1 });
      }),
    );
    const { client } = setup();
    const tickets = (propertyId = "1001", init: { signal?: AbortSignal } = {}) =>
      client.GET("/api/cms/v3/{propertyId}/onespeed/ticket/index", {
        params: { path: { propertyId } },
        ...init,
      });
    const create = () =>
      client.POST("/api/cms/v3/{propertyId}/onespeed/ticket", {
        params: { path: { propertyId: "1001" } },
        body: { expireInHours: 1, i18n: [{ language: "en", title: "Day" }] },
      });
    return { seen, tickets, create };
  }

  it("share one request, and each caller gets the whole answer", async () => {
    const { seen, tickets } = countingServer();
    const [list, choices, third] = await Promise.all([tickets(), tickets(), tickets()]);
    expect(seen).toHaveLength(1);
    for (const result of [list, choices, third])
      expect(result.data).toEqual({ items: [{ _id: "t1" }], total: 1 });
    expect(list.data).not.toBe(choices.data);
  });

  it("go out on their own once any answer has come in since (a list reloaded after a save)", async () => {
    const { seen, tickets, create } = countingServer();
    const before = tickets();
    await create();
    const after = await tickets();
    await before;
    expect(seen.map((entry) => entry.method)).toEqual(["GET", "POST", "GET"]);
    expect(after.data).toEqual({ items: [{ _id: "t3" }], total: 1 });
  });

  it("go out again once the first has its answer, and apart when their URL, method or signal differ", async () => {
    const { seen, tickets, create } = countingServer();
    await tickets();
    await tickets();
    expect(seen).toHaveLength(2);
    await Promise.all([
      tickets("1001"),
      tickets("1002"),
      tickets("1001", { signal: new AbortController().signal }),
      create(),
      create(),
    ]);
    // In the order the server read them, which need not be the order they were sent in.
    expect(
      seen
        .slice(2)
        .map((entry) => `${entry.method} ${new URL(entry.url).pathname}`)
        .sort(),
    ).toEqual([
      "GET /api/cms/v3/1001/onespeed/ticket/index",
      "GET /api/cms/v3/1001/onespeed/ticket/index",
      "GET /api/cms/v3/1002/onespeed/ticket/index",
      "POST /api/cms/v3/1001/onespeed/ticket",
      "POST /api/cms/v3/1001/onespeed/ticket",
    ]);
  });

  it("renew once together after a 401 and are repeated together", async () => {
    const seen = expiringSession();
    const { client, renewToken } = setup();
    const read = () => client.GET("/api/cms/v3/language/index");
    const results = await Promise.all([read(), read()]);
    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(seen.map((entry) => entry.authorization)).toEqual(["Bearer old", "Bearer fresh"]);
  });
});

describe("network failure", () => {
  it("surfaces as a typed network error", async () => {
    server.use(http.get(api("/language/index"), () => HttpResponse.error()));
    const { client } = setup();
    const failure = await client.GET("/api/cms/v3/language/index").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(isCmsApiError(failure, "network")).toBe(true);
    expect((failure as NetworkError).url).toBe("/api/cms/v3/language/index");
  });
});

describe("default renewal", () => {
  it("trades the stored auth token for a new access token and repeats the call with it", async () => {
    const tokenCalls: Seen[] = [];
    server.use(
      http.post(api("/auth/token"), async ({ request }) => {
        tokenCalls.push(await record(request));
        return request.headers.get("auth-token") === "session-1"
          ? HttpResponse.json({ accessToken: "fresh", authToken: "session-1", expiresIn: 3600 })
          : HttpResponse.json({ message: "no session" }, { status: 401 });
      }),
      http.get(api("/auth/info"), ({ request }) =>
        request.headers.get("authorization") === "Bearer fresh"
          ? HttpResponse.json({ id: "u1", email: "a@b.test", propertyPermissions: {}, globalPermissions: [] })
          : HttpResponse.json({ message: "expired" }, { status: 401 }),
      ),
    );
    const tokenStore = createMemoryTokenStore({ authToken: "session-1", accessToken: "old" });
    const client = createCmsClient({ baseUrl: BASE, tokenStore });
    const { data } = await client.GET("/api/cms/v3/auth/info");
    expect(data?.id).toBe("u1");
    expect(tokenStore.getAccessToken()).toBe("fresh");
    expect(tokenCalls).toHaveLength(1);
  });

  it("rejects with unauthorized when the session itself has ended", async () => {
    server.use(
      http.post(api("/auth/token"), () => HttpResponse.json({ message: "no session" }, { status: 401 })),
      http.get(api("/auth/info"), () => HttpResponse.json({ message: "expired" }, { status: 401 })),
    );
    const client = createCmsClient({
      baseUrl: BASE,
      tokenStore: createMemoryTokenStore({ authToken: "gone", accessToken: "old" }),
    });
    await expect(client.GET("/api/cms/v3/auth/info")).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("waits for another tab's renewal, but goes on without the lock when that one never ends", async () => {
    const tokenCalls: string[] = [];
    server.use(
      http.post(api("/auth/token"), ({ request }) => {
        tokenCalls.push(request.headers.get("auth-token") ?? "");
        return HttpResponse.json({ accessToken: "fresh", authToken: "session-2", expiresIn: 3600 });
      }),
    );
    // Another tab holds the lock and its renewal never answers: a request is granted only by its abort.
    const requested: { name: string; signal?: AbortSignal }[] = [];
    const locks = {
      request: (name: string, options: { signal?: AbortSignal }) => {
        requested.push({ name, ...options });
        return new Promise((_, reject) =>
          options.signal?.addEventListener("abort", () =>
            reject(new DOMException("The lock request is aborted", "AbortError")),
          ),
        );
      },
    };
    vi.stubGlobal("navigator", { locks });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const tokenStore = createMemoryTokenStore({ authToken: "session-1", accessToken: null });
      const client = createCmsClient({ baseUrl: BASE, tokenStore });
      const renewal = renewWithAuthToken(client, tokenStore);
      await vi.advanceTimersByTimeAsync(RENEWAL_LOCK_WAIT_MS - 1);
      expect(requested.map((r) => r.name)).toEqual([RENEWAL_LOCK]);
      expect(tokenCalls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await renewal;
      expect(tokenCalls).toEqual(["session-1"]);
      expect(tokenStore.getAuthToken()).toBe("session-2");
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it("renews without the tabs' lock for a token store no other tab reads, even while another holds it", async () => {
    server.use(
      http.post(api("/auth/token"), () =>
        HttpResponse.json({ accessToken: "fresh", authToken: "session-2", expiresIn: 3600 }),
      ),
    );
    // Another page holds the lock for good (a renewal that never answers): a request would wait, a steal breaks it.
    const requested: string[] = [];
    vi.stubGlobal("navigator", {
      locks: { request: (name: string) => (requested.push(name), new Promise(() => {})) },
    });
    try {
      const tokenStore = createMemoryTokenStore({ authToken: "session-1", accessToken: null });
      const client = createCmsClient({ baseUrl: BASE, tokenStore });
      await renewWithAuthToken(client, tokenStore, null);
      expect(tokenStore.getAccessToken()).toBe("fresh");
      expect(requested).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("keeps renewals of two clients apart", async () => {
    expiringSession();
    const a = setup();
    const b = setup();
    await Promise.all([a.client.GET("/api/cms/v3/user/index"), b.client.GET("/api/cms/v3/user/index")]);
    expect(a.renewToken).toHaveBeenCalledTimes(1);
    expect(b.renewToken).toHaveBeenCalledTimes(1);
  });
});
