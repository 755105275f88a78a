import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createMemoryTokenStore,
  ForbiddenError,
  isCmsApiError,
  NetworkError,
  UnauthorizedError,
  type TokenStore,
} from "@cms/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCliClient } from "../src/client";
import { retryingFetch } from "../src/http";
import { nodeFetch } from "../src/nodeFetch";

// The rules of @cms/api's `createCmsClient` (its test/client.test.ts), checked against the CLI's own build
// of the client (src/client.ts) over its node:http transport: the two must not drift apart.

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  authToken: string | undefined;
  contentType: string | undefined;
  body: string;
}

interface Answer {
  status: number;
  body?: unknown;
  type?: string;
}

let server: Server;
let base: string;
let seen: Seen[];
let answer: (request: Seen) => Answer | Promise<Answer>;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const entry: Seen = {
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        authToken: request.headers["auth-token"] as string | undefined,
        contentType: request.headers["content-type"],
        body,
      };
      seen.push(entry);
      void Promise.resolve(answer(entry)).then(({ status, body: payload, type }) => {
        const text =
          payload === undefined ? "" : typeof payload === "string" ? payload : JSON.stringify(payload);
        response.writeHead(status, { "content-type": type ?? "application/json" }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const NO_WAIT = { retries: 2, minTimeout: 1, maxTimeout: 2, maxRetryAfter: 1000 };

function setup(
  tokenStore: TokenStore = createMemoryTokenStore({ authToken: "session-1", accessToken: "old" }),
) {
  const transport = retryingFetch(nodeFetch, NO_WAIT, () => undefined);
  return { client: createCliClient({ baseUrl: base, tokenStore, transport }), tokenStore };
}

const renewals = () => seen.filter((s) => s.url === "/api/cms/v3/auth/token");

/** Access token "old" is expired, "fresh" is valid; renewal trades the session token for "fresh". */
function expiringSession(renew: (request: Seen) => Answer = () => ({ status: 200, body: FRESH })) {
  answer = (request) => {
    if (request.url === "/api/cms/v3/auth/token") return renew(request);
    if (request.authorization !== "Bearer fresh") return { status: 401, body: { message: "token expired" } };
    return {
      status: 200,
      body: request.body ? (JSON.parse(request.body) as unknown) : { items: [], total: 0 },
    };
  };
}
const FRESH = { accessToken: "fresh", authToken: "session-1" };

describe("headers", () => {
  it("sends the stored auth token and the bearer access token, and JSON bodies as JSON", async () => {
    answer = () => ({ status: 200, body: { items: [], total: 0 } });
    const { client } = setup();
    const user = { _id: "u7", firstname: "Jaan", lastname: "Tamm", email: "jaan@hotel.test" };
    await client.PUT("/api/cms/v3/user/{id}", { params: { path: { id: "u7" } }, body: user });
    expect(seen[0]).toMatchObject({
      method: "PUT",
      url: "/api/cms/v3/user/u7",
      authToken: "session-1",
      authorization: "Bearer old",
      contentType: "application/json",
    });
    expect(JSON.parse(seen[0]!.body)).toEqual(user);
  });

  it("sends neither header while the store holds no token", async () => {
    answer = () => ({ status: 200, body: { message: "sent" } });
    const { client } = setup(createMemoryTokenStore());
    await client.POST("/api/cms/v3/auth/login/forgot-password", { body: { email: "a@b.test" } });
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[0]?.authToken).toBeUndefined();
  });
});

describe("401: one renewal, then the call repeated once", () => {
  it("repeats a GET with its query after renewing with the session token", async () => {
    expiringSession();
    const { client, tokenStore } = setup();
    const { data, response } = await client.GET("/api/cms/v3/{propertyId}/onespeed/profile/index", {
      params: { path: { propertyId: "p1" }, query: { search: "room 12", page: 2, limit: 50 } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ items: [], total: 0 });
    expect(renewals()).toHaveLength(1);
    expect(renewals()[0]?.authToken).toBe("session-1");
    expect(tokenStore.getAccessToken()).toBe("fresh");
    const calls = seen.filter((s) => s.url.includes("/profile/index"));
    expect(calls.map((s) => s.authorization)).toEqual(["Bearer old", "Bearer fresh"]);
    expect(calls[1]?.url).toBe(calls[0]?.url);
    expect(new URL(calls[1]!.url, base).searchParams.get("search")).toBe("room 12");
  });

  it.each(["POST", "PUT", "DELETE"] as const)("repeats a %s with the identical body", async (method) => {
    expiringSession();
    const { client } = setup();
    const items = [{ id: "w1", city: "Graz", country: "AT", active: true }];
    const user = { _id: "u7", firstname: "Anna", lastname: "Gruber", email: "anna@hotel.test" };
    const { data } =
      method === "POST"
        ? await client.POST("/api/cms/v3/user", { body: { ...user, password: "secret" } })
        : method === "PUT"
          ? await client.PUT("/api/cms/v3/user/{id}", { params: { path: { id: "u7" } }, body: user })
          : await client.DELETE("/api/cms/v3/weather/location", { body: { items } });
    const calls = seen.filter((s) => s.url !== "/api/cms/v3/auth/token");
    expect(calls.map((s) => s.method)).toEqual([method, method]);
    expect(calls[1]?.url).toBe(calls[0]?.url);
    expect(calls[1]?.body).toBe(calls[0]?.body);
    expect(data).toEqual(JSON.parse(calls[0]!.body));
  });

  it("makes one renewal for 20 parallel 401s and repeats each call exactly once", async () => {
    expiringSession();
    const { client } = setup();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.PUT("/api/cms/v3/user/{id}", {
          params: { path: { id: `u${i}` } },
          body: { _id: `u${i}`, firstname: `F${i}`, lastname: "L", email: `u${i}@hotel.test` },
        }),
      ),
    );
    expect(renewals()).toHaveLength(1);
    results.forEach((r, i) => expect(r.data).toMatchObject({ _id: `u${i}` }));
    for (let i = 0; i < 20; i++) {
      const forThisUser = seen.filter((s) => s.url === `/api/cms/v3/user/u${i}`);
      expect(forThisUser.map((s) => s.authorization)).toEqual(["Bearer old", "Bearer fresh"]);
    }
  });

  it("returns the repeat's own 401 as it is instead of looping", async () => {
    answer = (request) =>
      request.url === "/api/cms/v3/auth/token"
        ? { status: 200, body: FRESH }
        : { status: 401, body: { message: "still expired" } };
    const { client } = setup();
    const { error, response } = await client.GET("/api/cms/v3/user/index");
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: "still expired" });
    expect(renewals()).toHaveLength(1);
    expect(seen.filter((s) => s.url === "/api/cms/v3/user/index")).toHaveLength(2);
  });

  it("fails every waiting call with a typed unauthorized error when renewal is refused", async () => {
    expiringSession(() => ({ status: 401, body: { message: "session ended" } }));
    const { client } = setup();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.GET("/api/cms/v3/user/index")),
    );
    expect(renewals()).toHaveLength(1);
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(UnauthorizedError);
      expect(isCmsApiError(reason, "unauthorized")).toBe(true);
      expect((reason as UnauthorizedError).url).toBe("/api/cms/v3/user/index");
    }
  });

  it.each([
    ["/api/cms/v3/auth/token", { email: "a@b.test", password: "wrong" }],
    ["/api/cms/v3/auth/verify-two-factor-auth-code", { email: "a@b.test", code: "000000" }],
    ["/api/cms/v3/auth/login/forgot-password/set-new-password", { code: "x", password: "abcd" }],
  ] as const)("passes a 401 on the session-less call %s through without renewal", async (path, body) => {
    answer = () => ({ status: 401, body: { message: "Bad credentials" } });
    const { client } = setup();
    const post = client.POST as unknown as (
      p: string,
      i: object,
    ) => Promise<{ error?: unknown; response: Response }>;
    const { error, response } = await post(path, { body });
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: "Bad credentials" });
    expect(seen).toHaveLength(1);
  });
});

describe("403", () => {
  it("rejects with a typed forbidden error carrying the server's message", async () => {
    answer = () => ({ status: 403, body: { message: "no permission" } });
    const { client } = setup();
    const failure = await client.GET("/api/cms/v3/user/index").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ForbiddenError);
    expect(failure).toMatchObject({ serverMessage: "no permission", url: "/api/cms/v3/user/index" });
  });

  it('treats the sign-in answer 403 "2fa required" as the two-factor step', async () => {
    answer = () => ({ status: 403, body: { message: "2fa required" } });
    const { client } = setup(createMemoryTokenStore());
    const { error, response } = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "a@b.test", password: "demo1234" },
    });
    expect(response.status).toBe(403);
    expect(error).toEqual({ message: "2fa required" });
  });
});

describe("retries and failures", () => {
  it("never repeats a POST after a 500, and repeats it after a 503", async () => {
    answer = () => ({ status: 500, body: { message: "boom" } });
    const { client } = setup();
    const user = { firstname: "A", lastname: "B", email: "a@b.test", password: "secret" };
    expect((await client.POST("/api/cms/v3/user", { body: user })).response.status).toBe(500);
    expect(seen).toHaveLength(1);
    seen = [];
    let calls = 0;
    answer = () => (++calls === 1 ? { status: 503, body: { message: "busy" } } : { status: 200, body: user });
    expect((await client.POST("/api/cms/v3/user", { body: user })).data).toEqual(user);
    expect(seen.map((s) => s.body)).toEqual([JSON.stringify(user), JSON.stringify(user)]);
  });

  it("hands a non-JSON answer on as a stream", async () => {
    answer = () => ({ status: 200, body: "a,b\n1,2\n", type: "text/csv" });
    const { client } = setup();
    const get = client.GET as unknown as (p: string, i: object) => Promise<{ data?: ReadableStream }>;
    const { data } = await get("/api/cms/v3/user/export", { parseAs: "stream" });
    expect(await new Response(data).text()).toBe("a,b\n1,2\n");
  });

  it("surfaces a refused connection as a typed network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = retryingFetch(nodeFetch, NO_WAIT, () => undefined);
    const client = createCliClient({
      baseUrl: `http://127.0.0.1:${port}`,
      tokenStore: createMemoryTokenStore(),
      transport,
    });
    const failure = await client.GET("/api/cms/v3/user/index").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
  });
});
