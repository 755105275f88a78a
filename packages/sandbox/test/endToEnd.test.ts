import { createCmsClient, createMemoryTokenStore, downloadBlob } from "@cms/api";
import { EventEmitter } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { drained, startSandboxServer } from "../src/server";
import { servedHandlers } from "./harness";

describe("the typed client against the sandbox (msw)", () => {
  const sandbox = servedHandlers({ tokenTtlSeconds: 60 });
  afterEach(() => {
    sandbox.reset();
    vi.useRealTimers();
  });

  const BASE = "http://console.test";

  it("signs in, lets the access token expire, renews it once and repeats the call", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T09:00:00Z"));
    const tokenStore = createMemoryTokenStore();
    const client = createCmsClient({ baseUrl: BASE, tokenStore });
    const { data: tokens } = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "admin@demo.test", password: "demo1234" },
    });
    tokenStore.setTokens({ accessToken: tokens!.accessToken, authToken: tokens!.authToken });
    const first = tokenStore.getAccessToken();

    vi.setSystemTime(new Date("2026-11-20T09:05:00Z"));
    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET("/api/cms/v3/user/index")));
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results[0]!.data!.items.length).toBeGreaterThan(0);
    expect(tokenStore.getAccessToken()).not.toBe(first);
  });

  it("rejects a call outside the user's permissions as forbidden", async () => {
    const tokenStore = createMemoryTokenStore();
    const onForbidden = vi.fn();
    const client = createCmsClient({ baseUrl: BASE, tokenStore, onForbidden });
    const { data } = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "staff@demo.test", password: "demo1234" },
    });
    tokenStore.setTokens({ accessToken: data!.accessToken, authToken: data!.authToken });
    await expect(client.GET("/api/cms/v3/role/index")).rejects.toMatchObject({
      kind: "forbidden",
      serverMessage: "You are not authorized to perform this action",
    });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it("keeps the two-factor step out of the forbidden state", async () => {
    const onForbidden = vi.fn();
    const client = createCmsClient({ baseUrl: BASE, tokenStore: createMemoryTokenStore(), onForbidden });
    const { error, response } = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "twofa@demo.test", password: "demo1234" },
    });
    expect(response.status).toBe(403);
    expect(error).toEqual({ message: "2fa required" });
    expect(onForbidden).not.toHaveBeenCalled();
  });
});

describe("the HTTP server", () => {
  const lines: string[] = [];
  const started: { close: () => void }[] = [];
  afterAll(() => started.forEach((s) => s.close()));

  async function start(dataDir?: string) {
    const running = await startSandboxServer({
      port: 0,
      log: (line) => lines.push(line),
      dataDir,
      today: "2026-11-20",
    });
    started.push(running.server);
    return running;
  }

  it("answers the console's CORS preflight and logs each call in one line", async () => {
    const { url } = await start();
    const preflight = await fetch(`${url}/api/cms/v3/auth/info`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Headers": "auth-token, authorization",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("auth-token");
    // A page of the console can read the request id of an error to quote it (and Retry-After, the page count).
    expect(preflight.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    const info = await fetch(`${url}/api/cms/v3/auth/info`);
    expect(info.status).toBe(401);
    expect(lines.at(-1)).toMatch(/^GET \/api\/cms\/v3\/auth\/info 401 \d+ms$/);
  });

  it("keeps state across restarts with --data", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "sandbox-")), "data");
    const first = await start(dataDir);
    const client = createCmsClient({ baseUrl: first.url, tokenStore: createMemoryTokenStore() });
    const signIn = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "super@demo.test", password: "demo1234" },
    });
    const tokenStore = createMemoryTokenStore({
      accessToken: signIn.data!.accessToken,
      authToken: signIn.data!.authToken,
    });
    const authed = createCmsClient({ baseUrl: first.url, tokenStore });
    const created = await authed.POST("/api/cms/v3/property-group", {
      body: { name: "Danube Riverside", properties: ["1001"] },
    });
    expect(created.response.status).toBe(201);
    first.server.close();
    // Answered once journaled: the new group is in the journal next to the first snapshot.
    expect(readFileSync(join(dataDir, "journal-1.jsonl"), "utf8")).toContain("Danube Riverside");

    const second = await start(dataDir);
    const again = createCmsClient({ baseUrl: second.url, tokenStore });
    const groups = await again.GET("/api/cms/v3/property-group/index");
    expect(groups.data!.items.map((g) => g.name)).toContain("Danube Riverside");
  }, 40_000);

  it("waits for a streamed file's socket to drain without piling listeners on the response", async () => {
    const response = new EventEmitter() as EventEmitter & Pick<ServerResponse, "once" | "off">;
    for (let wait = 0; wait < 20; wait++) {
      const waiting = drained(response);
      response.emit("drain");
      await waiting;
    }
    expect(response.listenerCount("close")).toBe(0);
    expect(response.listenerCount("drain")).toBe(0);
    const closing = drained(response);
    response.emit("close");
    await closing;
    expect(response.listenerCount("drain")).toBe(0);
  });

  it("serves a real PNG thumbnail", async () => {
    const { url } = await start();
    const client = createCmsClient({ baseUrl: url, tokenStore: createMemoryTokenStore() });
    const signIn = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "super@demo.test", password: "demo1234" },
    });
    const authed = createCmsClient({
      baseUrl: url,
      tokenStore: createMemoryTokenStore({ accessToken: signIn.data!.accessToken }),
    });
    const image = await downloadBlob(
      authed,
      "/api/cms/v3/{propertyId}/mediapool/{id}/image",
      { params: { path: { propertyId: "1001", id: "1001m1" }, query: { size: "160x160", ext: "jpg" } } },
      "thumb.png",
    );
    const bytes = new Uint8Array(await image.body.arrayBuffer());
    expect(image.contentType).toBe("image/png");
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    // Width and height live in the IHDR chunk at bytes 16..23.
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([160, 160]);
  });
});
