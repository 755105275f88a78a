// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { connect } from "node:http2";
import type { IncomingHttpHeaders } from "node:http2";
import { request as httpsRequest } from "node:https";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCertificate } from "./localCertificate";
import { precompress } from "./precompress";
// @ts-expect-error: plain JavaScript for the deploy, typed by its JSDoc, no declaration file
import { createConsoleServer, normaliseBase } from "./serve.mjs";

// A built console in miniature: a page, the deploy-time config pointing at another API origin, a hashed script.
const script = `export const rooms = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Room ${i}`))};`;
let dist: string;
let upstream: ReturnType<typeof createServer>;
const received: { method?: string; url?: string; body: string }[] = [];
// A list answer as big as a hotel's rooms, which the backend sends uncompressed.
const rooms = JSON.stringify({
  items: Array.from({ length: 2000 }, (_, i) => ({ roomNumber: `${i}`, doors: 1 })),
});
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "console-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), `<!doctype html><title>Console</title>${" ".repeat(2000)}`);
  await writeFile(
    join(dist, "config.js"),
    `globalThis.CMS_CONFIG = { apiBaseUrl: "https://api.hotel.example/" };${" ".repeat(2000)}`,
  );
  await writeFile(join(dist, "assets", "rooms-Ab12Cd34.js"), script);
  await precompress(dist);

  upstream = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method, url: request.url, body });
      if (request.url?.endsWith("/rooms")) {
        response.writeHead(200, { "content-type": "application/json" }).end(rooms);
      } else if (request.url?.endsWith("/rooms-gzipped")) {
        response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
        response.end(gzipSync(rooms));
      } else {
        response.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  const { port } = upstream.address() as AddressInfo;
  app = await createConsoleServer({ dist, api: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await app?.close();
  upstream?.close();
  await rm(dist, { recursive: true, force: true });
});

describe("the deploy server", () => {
  it("sends the brotli twin of a script to a browser that takes brotli, the gzip one to one that takes gzip", async () => {
    const url = "/assets/rooms-Ab12Cd34.js";
    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);

    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers["content-type"]).toMatch(/javascript/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it("keeps hashed files for a year and never keeps the page or config.js", async () => {
    const asset = await app.inject({
      url: "/assets/rooms-Ab12Cd34.js",
      headers: { "accept-encoding": "br" },
    });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/index.html", "/config.js", "/property/1001/dashboard"]) {
      const response = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("answers a console route with the page, and a missing file with 404", async () => {
    const route = await app.inject({ url: "/property/1001/onespeed-gateway/dashboard?range=7" });
    expect(route.headers["content-type"]).toMatch(/text\/html/);
    expect(route.body).toContain("<title>Console</title>");
    expect((await app.inject({ url: "/assets/gone-00000000.js" })).statusCode).toBe(404);
  });

  it("answers the origin's root with the page to a client that takes no compressed answer (a health check)", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br" }]) {
      const root = await app.inject({ url: "/", headers });
      expect(root.statusCode, JSON.stringify(headers)).toBe(200);
      expect(root.headers["content-type"]).toMatch(/text\/html/);
    }
    // A folder of the build is no file to send: the page, whose router says what is not there.
    const folder = await app.inject({ url: "/assets/" });
    expect(folder.statusCode).toBe(200);
    expect(folder.headers["content-type"]).toMatch(/text\/html/);
  });

  it("sends a policy without inline scripts (this page has none), forbids framing and sniffing, and names the configured API", async () => {
    const { headers } = await app.inject({ url: "/login" });
    const policy = String(headers["content-security-policy"]);
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("connect-src")).toBe("connect-src 'self' https://api.hotel.example");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain HTTP (TLS in front, or none): nothing to pin the browser to.
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("passes /api calls to the backend with their path, method and body unchanged", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/cms/v3/auth/login?lang=de",
      headers: { "content-type": "application/json" },
      payload: '{"email":"staff@demo.test"}',
    });
    expect(response.statusCode).toBe(201);
    expect(received.at(-1)).toEqual({
      method: "POST",
      url: "/api/cms/v3/auth/login?lang=de",
      body: '{"email":"staff@demo.test"}',
    });
  });

  it("compresses the backend's uncompressed answers for the browser, and passes compressed ones as they are", async () => {
    const url = "/api/cms/v3/1001/rooms";
    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(rooms);
    expect(br.rawPayload.length).toBeLessThan(rooms.length / 10);

    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(rooms);

    expect((await app.inject({ url })).body).toBe(rooms);

    const already = await app.inject({ url: `${url}-gzipped`, headers: { "accept-encoding": "gzip, br" } });
    expect(already.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(already.rawPayload).toString()).toBe(rooms);
  });
});

describe("the deploy server over HTTPS (--cert, --key)", () => {
  let secure: FastifyInstance;
  let origin: string;
  let ca: string;

  beforeAll(async () => {
    const { cert, key } = await localCertificate();
    ca = cert;
    const { port } = (upstream.address() as AddressInfo) ?? {};
    secure = await createConsoleServer({ dist, api: `http://127.0.0.1:${port}`, tls: { cert, key } });
    await secure.listen({ port: 0, host: "127.0.0.1" });
    origin = `https://127.0.0.1:${(secure.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await secure?.close();
  });

  /** One request over HTTP/2, as a browser that speaks it sends it (through `host`, as a hotel's name). */
  async function overHttp2(path: string, init: { method?: string; body?: string; host?: string } = {}) {
    const session = connect(origin, { ca });
    try {
      const stream = session.request({
        ":method": init.method ?? "GET",
        ":path": path,
        ...(init.host ? { ":authority": init.host } : {}),
        "accept-encoding": "br",
        ...(init.body ? { "content-type": "application/json" } : {}),
      });
      stream.end(init.body);
      const headers = await new Promise<IncomingHttpHeaders>((done) => stream.once("response", done));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { headers, body: Buffer.concat(chunks), protocol: session.alpnProtocol };
    } finally {
      session.close();
    }
  }

  it("speaks HTTP/2, with the same page, policy and caching, and keeps the browser to HTTPS", async () => {
    const page = await overHttp2("/property/1001/dashboard", { host: "cms.hotel.example" });
    expect(page.protocol).toBe("h2");
    expect(page.headers[":status"]).toBe(200);
    expect(brotliDecompressSync(page.body).toString()).toContain("<title>Console</title>");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000");

    const asset = await overHttp2("/assets/rooms-Ab12Cd34.js");
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(asset.body).toString()).toBe(script);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("passes /api calls over HTTP/2 to the backend unchanged", async () => {
    const answer = await overHttp2("/api/cms/v3/auth/login?lang=et", {
      method: "POST",
      body: '{"email":"front@demo.test"}',
    });
    expect(answer.headers[":status"]).toBe(201);
    expect(received.at(-1)).toEqual({
      method: "POST",
      url: "/api/cms/v3/auth/login?lang=et",
      body: '{"email":"front@demo.test"}',
    });
  });

  it("answers a client without HTTP/2 over HTTPS with HTTP/1.1, and pins no HSTS on this machine's own address", async () => {
    const answer = await new Promise<{ version: string; status?: number; headers: Record<string, unknown> }>(
      (done, fail) => {
        const request = httpsRequest(`${origin}/login`, { ca }, (response) => {
          response.resume();
          response.on("end", () =>
            done({ version: response.httpVersion, status: response.statusCode, headers: response.headers }),
          );
        });
        request.on("error", fail).end();
      },
    );
    expect(answer).toMatchObject({ version: "1.1", status: 200 });
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the deploy server under a sub-path (--base /cms/)", () => {
  let under: FastifyInstance;
  beforeAll(async () => {
    under = await createConsoleServer({ dist, base: "/cms/" });
  });
  afterAll(async () => {
    await under?.close();
  });

  it("serves the build's files below the sub-path, compressed and cached as at the root", async () => {
    const asset = await under.inject({
      url: "/cms/assets/rooms-Ab12Cd34.js",
      headers: { "accept-encoding": "br" },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const config = await under.inject({ url: "/cms/config.js" });
    expect(config.body).toContain("apiBaseUrl");
    expect(config.headers["cache-control"]).toBe("no-store");
    expect((await under.inject({ url: "/assets/rooms-Ab12Cd34.js" })).statusCode).toBe(404);
  });

  it("answers a console route below the sub-path with the page, and sends the origin's root on to it", async () => {
    const route = await under.inject({ url: "/cms/property/1001/dashboard?range=7" });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain("<title>Console</title>");
    for (const url of ["/", "/cms"]) {
      const root = await under.inject({ url });
      expect(root.statusCode, url).toBe(302);
      expect(root.headers.location, url).toBe("/cms/");
    }
    expect((await under.inject({ url: "/property/1001/dashboard" })).statusCode).toBe(404);
    expect((await under.inject({ url: "/cms/assets/gone-00000000.js" })).statusCode).toBe(404);
  });
});

describe("a route's page names the scripts that route loads (issue 40)", () => {
  let withPreloads: FastifyInstance;
  let folder: string;
  const page = `<!doctype html><html><head><title>Console</title><script type="module" src="/cms/assets/index-1.js"></script></head><body></body></html>`;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "console-preloads-"));
    await writeFile(join(folder, "index.html"), page);
    await writeFile(join(folder, "config.js"), "globalThis.CMS_CONFIG = {};");
    await writeFile(
      join(folder, "preloads.json"),
      JSON.stringify({
        signedIn: ["assets/SignedInRoutes-1.js"],
        routes: [
          { path: "/super/users", files: ["assets/UsersScreen-1.js", "assets/ListScreen-1.js"] },
          { path: "/property/:propertyId/dashboard", files: ["assets/PropertyDashboard-1.js"] },
        ],
        notFound: ["assets/NotFound-1.js"],
        publicPaths: ["/login", "/reset-password/:code"],
      }),
    );
    withPreloads = await createConsoleServer({ dist: folder, base: "/cms/" });
  });
  afterAll(async () => {
    await withPreloads?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const named = async (url: string) => {
    const response = await withPreloads.inject({ url, headers: { "accept-encoding": "br" } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["content-encoding"], url).toBe("br");
    expect(response.headers["cache-control"], url).toBe("no-store");
    const html = brotliDecompressSync(response.rawPayload).toString();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (link) => link[1],
    );
  };

  it("names the shell, then the route's own chunks, below the sub-path, in the page's head", async () => {
    expect(await named("/cms/super/users")).toEqual([
      "/cms/assets/SignedInRoutes-1.js",
      "/cms/assets/UsersScreen-1.js",
      "/cms/assets/ListScreen-1.js",
    ]);
    expect(await named("/cms/property/1001/dashboard/?range=7")).toEqual([
      "/cms/assets/SignedInRoutes-1.js",
      "/cms/assets/PropertyDashboard-1.js",
    ]);
    const plain = await withPreloads.inject({ url: "/cms/super/users" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toMatch(
      /<link rel="modulepreload" crossorigin href="\/cms\/assets\/ListScreen-1.js"><\/head>/,
    );
  });

  it("names the not-found screen on a path of no route, and nothing on the sign-in pages", async () => {
    expect(await named("/cms/no-such-screen")).toEqual([
      "/cms/assets/SignedInRoutes-1.js",
      "/cms/assets/NotFound-1.js",
    ]);
    // A sub-path of a route is no route: /super/users/x is not the users list.
    expect(await named("/cms/super/users/x")).toContain("/cms/assets/NotFound-1.js");
    expect(await named("/cms/login")).toEqual([]);
    expect(await named("/cms/reset-password/abc")).toEqual([]);
  });

  it("serves a new release copied over the old one on the next load, without a restart", async () => {
    const release = page.replace("index-1.js", "index-2.js");
    await writeFile(join(folder, "index.html"), release);
    // A file's time can be as coarse as a second: the new page is told by its time changing.
    await utimes(join(folder, "index.html"), new Date(), new Date(Date.now() + 5_000));
    const response = await withPreloads.inject({ url: "/cms/super/users" });
    expect(response.body).toContain("/cms/assets/index-2.js");
    expect(response.body).toContain("/cms/assets/UsersScreen-1.js");
  });

  it("allows the page's own inline script by its hash, and the new one's once a release changes it", async () => {
    const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    const scriptSrc = async () => {
      const policy = String(
        (await withPreloads.inject({ url: "/cms/super/users" })).headers["content-security-policy"],
      );
      return policy.split("; ").find((part) => part.startsWith("script-src "));
    };
    // Each release's page is dated later than the one before (a file's time can be as coarse as a second).
    const released = async (script: string, seconds: number) => {
      await writeFile(
        join(folder, "index.html"),
        page.replace("</title>", `</title><script>${script}</script>`),
      );
      await utimes(join(folder, "index.html"), new Date(), new Date(Date.now() + seconds * 1000));
      return scriptSrc();
    };
    const first = 'document.documentElement.dir="rtl"';
    expect(await released(first, 10)).toBe(`script-src 'self' ${sha(first)}`);
    const second = 'document.documentElement.dir="ltr"';
    expect(await released(second, 15)).toBe(`script-src 'self' ${sha(second)}`);
    // A script with a source is not inline: it comes from 'self'.
    expect(await scriptSrc()).not.toContain(sha(""));
  });

  it("sends the page as built to a build without preloads.json", async () => {
    const response = await app.inject({ url: "/super/users" });
    expect(response.body).toBe(`<!doctype html><title>Console</title>${" ".repeat(2000)}`);
  });
});

describe("normaliseBase", () => {
  it("takes a sub-path with or without its slashes and refuses anything but a path", () => {
    expect(normaliseBase(undefined)).toBe("/");
    expect(normaliseBase("/")).toBe("/");
    expect(normaliseBase("cms")).toBe("/cms/");
    expect(normaliseBase("/hotel/cms/")).toBe("/hotel/cms/");
    expect(() => normaliseBase("https://cms.example/")).toThrow(/--base must be a path/);
    expect(() => normaliseBase("/cms/../etc/")).toThrow(/--base must be a path/);
  });
});

describe("precompress", () => {
  it("leaves config.js and files under a kilobyte uncompressed: deployers edit the one, the other gains nothing", async () => {
    const folder = await mkdtemp(join(tmpdir(), "precompress-"));
    await writeFile(join(folder, "config.js"), "x".repeat(5000));
    await writeFile(join(folder, "tiny.js"), "export {};");
    await writeFile(join(folder, "big.css"), "a{color:red}".repeat(200));
    await precompress(folder);
    expect((await readdir(folder)).sort()).toEqual([
      "big.css",
      "big.css.br",
      "big.css.gz",
      "config.js",
      "tiny.js",
    ]);
    await rm(folder, { recursive: true, force: true });
  });
});
