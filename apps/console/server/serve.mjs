#!/usr/bin/env node
// @ts-check
// The console as it is deployed: `apps/console/dist` served by Fastify (@fastify/static), with the API proxied
// to the backend (@fastify/http-proxy). Plain JavaScript on purpose: a hotel's IT runs it with `node`, no build
// step and no TypeScript loader. README "Deploy" says how; the e2e suite and `pnpm bench:routes` run against it.
//
//   node apps/console/server/serve.mjs --port 8080 --api https://cms-backend.example
//   node apps/console/server/serve.mjs --port 8443 --cert cms.pem --key cms-key.pem --api https://cms-backend.example
//
// A build made for a sub-path (`CMS_BASE=/cms/ pnpm build`, platform.md section 9) is served under it with
// `--base /cms/`: its pages and files below /cms/, the origin's root sent on to /cms/.
//
// What it sends:
// - the precompressed twin of a file (`.br`, else `.gz`, written by the build: server/precompress.ts) when the
//   browser accepts it, so nothing is compressed per request;
// - hashed files under /assets/ cached for a year as immutable; index.html and config.js never cached (a new
//   release and an edited config.js are seen on the next load);
// - a Content-Security-Policy without inline or evaluated scripts, framing forbidden, and the usual hardening
//   headers;
// - every other path (a route such as /property/1001/dashboard) answered with index.html: the router draws it;
//   the page names the scripts that route loads (`dist/preloads.json`, written by the build), so the browser
//   fetches the shell and the screen with the page instead of one after the other;
// - with a certificate (`--cert`, `--key`), HTTPS over HTTP/2 (HTTP/1.1 for a client without it): a signed-in
//   page fetches some forty scripts, which HTTP/1.1 takes six at a time, a round trip each (on a phone's line,
//   1.2-1.6 s more to the screen's content in Lighthouse's mobile preset: docs/benchmarks.md).
import fastifyCompress from "@fastify/compress";
import fastifyProxy from "@fastify/http-proxy";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runInNewContext } from "node:vm";
import { brotliCompressSync, gzipSync } from "node:zlib";

const here = fileURLToPath(new URL(".", import.meta.url));
export const DEFAULT_DIST = resolve(here, "../dist");

/** Paths whose content changes without its name changing: the browser asks again every time. */
const UNCACHED = new Set(["/index.html", "/config.js"]);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * How long a browser keeps a file: Vite names every file under /assets/ by its content's hash, so those never
 * change; index.html and config.js change under the same name (a release, an edited config) and are not kept;
 * anything else is asked again each time.
 * @param {string} file the path below dist, e.g. `/assets/index-N7jaJXHp.js`
 */
export function cacheControl(file) {
  if (file.startsWith("/assets/")) return `public, max-age=${YEAR_SECONDS}, immutable`;
  return UNCACHED.has(file) ? "no-store" : "no-cache";
}

/**
 * The API's origin as `dist/config.js` sets it (`apiBaseUrl`), so the policy lets the console reach it; null
 * when the API is on the console's own origin (the proxy) or the file cannot be read.
 * @param {string} dist
 */
export function configuredApiOrigin(dist) {
  try {
    /** @type {{ CMS_CONFIG?: { apiBaseUrl?: string } }} */
    const sandbox = {};
    runInNewContext(readFileSync(resolve(dist, "config.js"), "utf8"), { globalThis: sandbox });
    const base = sandbox.CMS_CONFIG?.apiBaseUrl;
    return base ? new URL(base).origin : null;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy. Scripts only from the console's origin (no eval, and no inline script but
 * the page's own, named by its hash: the first frame's, server/firstFrame.ts); styles may be inline because
 * styled-components writes its rules into <style> elements at run time; images also from https (guest-app
 * content points at the hotel's media hosts) and blob:/data: (previews, the media pool).
 * @param {string | null} apiOrigin
 * @param {string[]} [scriptHashes] the page's inline scripts as CSP sources (`'sha256-…'`)
 */
export function contentSecurityPolicy(apiOrigin, scriptHashes = []) {
  const api = apiOrigin ? ` ${apiOrigin}` : "";
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The CSP sources of a page's inline scripts (`<script>` without `src`), by their SHA-256.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
}

/**
 * The sub-path a build is served under, as `--base` gives it: `/` or `/name/…/` (with both slashes).
 * @param {string | undefined} value
 */
export function normaliseBase(value) {
  const trimmed = (value ?? "/").trim().replace(/^\/+|\/+$/g, "");
  const segments = trimmed === "" ? [] : trimmed.split("/");
  if (segments.some((segment) => !/^[\w.-]+$/.test(segment) || /^\.+$/.test(segment))) {
    throw new Error(`--base must be a path such as /cms/ (was "${value}")`);
  }
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

/**
 * @typedef {{ signedIn: string[], routes: { path: string, files: string[] }[], notFound: string[],
 *   publicPaths: string[] }} RoutePreloads what server/routePreloads.ts writes
 */

/**
 * A route's path (`/property/:propertyId/dashboard`) as a pattern of the console's paths, as the router matches
 * it: each `:name` one segment, a trailing slash allowed.
 * @param {string} path
 */
function routePattern(path) {
  const segments = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/").replace(/\/$/, "")}/?$`);
}

/**
 * The page for each path of the console (issue 40): index.html, naming with `<link rel="modulepreload">` the
 * scripts a signed-in path loads (the shell, then the route's screen), so they come with the page rather than
 * each after the script before it has run. The sign-in pages keep the page as built (they load none of it).
 * Without `preloads` (a build from before), every path gets the page as built.
 * @param {string} html index.html as built
 * @param {RoutePreloads | null} preloads
 * @param {string} prefix the sub-path the files are under (`/` or `/cms/`)
 * @returns {(path: string) => string} the page of a path below the prefix (`/property/1001/dashboard`)
 */
export function pagesFor(html, preloads, prefix) {
  if (!preloads) return () => html;
  const page = (/** @type {string[]} */ files) =>
    html.replace(
      "</head>",
      `${[...preloads.signedIn, ...files]
        .map((file) => `<link rel="modulepreload" crossorigin href="${prefix}${file}">`)
        .join("")}</head>`,
    );
  const publicPaths = preloads.publicPaths.map(routePattern);
  const routes = preloads.routes.map(({ path, files }) => ({
    pattern: routePattern(path),
    html: page(files),
  }));
  const notFound = page(preloads.notFound);
  return (path) => {
    if (publicPaths.some((pattern) => pattern.test(path))) return html;
    return routes.find(({ pattern }) => pattern.test(path))?.html ?? notFound;
  };
}

/**
 * Sends a page compressed as the browser takes it (brotli, else gzip), each variant made once.
 * @returns {(page: string, accepts: string) => { body: Buffer | string, encoding?: "br" | "gzip" }}
 */
function compressedPages() {
  /** @type {Map<string, { br: Buffer, gzip: Buffer }>} */
  const made = new Map();
  return (page, accepts) => {
    let variants = made.get(page);
    if (!variants) {
      variants = { br: brotliCompressSync(page), gzip: gzipSync(page) };
      made.set(page, variants);
    }
    if (/\bbr\b/.test(accepts)) return { body: variants.br, encoding: "br" };
    if (/\bgzip\b/.test(accepts)) return { body: variants.gzip, encoding: "gzip" };
    return { body: page };
  };
}

/**
 * The pages of the build in `dist`, made again when its index.html or preloads.json changes: a new release
 * copied over the old one is served on the next load, without restarting the server (as when the page was sent
 * from the disk each time). The policy goes with them: it names the pages' inline scripts by their hashes.
 * Only a page request looks at the files' times; every other answer takes the policy as last made.
 * @param {string} dist
 * @param {string} prefix
 * @param {(scriptHashes: string[]) => string} policyFor the Content-Security-Policy allowing those scripts
 * @returns {{
 *   page: (path: string, accepts: string) => { body: Buffer | string, encoding?: "br" | "gzip" },
 *   policy: () => string,
 * }} a route's page, and the policy of the pages as last made
 */
function livePages(dist, prefix, policyFor) {
  const indexFile = resolve(dist, "index.html");
  const preloadsFile = resolve(dist, "preloads.json");
  const versionOf = () =>
    [indexFile, preloadsFile].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)).join();
  let version = "";
  /** @type {(path: string) => string} */
  let pageOf = () => "";
  let compressed = compressedPages();
  let policy = policyFor([]);
  const refresh = () => {
    const now = versionOf();
    if (now === version) return;
    version = now;
    const html = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : "";
    pageOf = pagesFor(
      html,
      existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, "utf8")) : null,
      prefix,
    );
    policy = policyFor(inlineScriptHashes(html));
    compressed = compressedPages();
  };
  refresh();
  return {
    page(path, accepts) {
      refresh();
      return compressed(pageOf(path), accepts);
    },
    policy: () => policy,
  };
}

/** Hosts a browser reaches on its own machine: no HSTS for them, or every later plain-HTTP server there breaks. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * @param {{ dist?: string, api?: string | null, logger?: boolean, base?: string,
 *   tls?: { cert: string | Buffer, key: string | Buffer } | null }} [options]
 *   dist: the built console; api: the backend that /api/* is passed to (none: the console reaches the API at
 *   config.js's apiBaseUrl on its own); base: the sub-path the build was made for (its `CMS_BASE`), `/` by
 *   default; tls: a certificate and its key (PEM) to serve HTTPS with, over HTTP/2 (HTTP/1.1 for a client
 *   that does not speak it); without, plain HTTP/1.1 (TLS in front of it, e.g. the hotel's reverse proxy).
 */
export async function createConsoleServer({
  dist = DEFAULT_DIST,
  api = null,
  logger = false,
  base = "/",
  tls = null,
} = {}) {
  const prefix = normaliseBase(base);
  const app = tls
    ? Fastify({ logger, http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } })
    : Fastify({ logger });
  const apiOrigin = configuredApiOrigin(dist);
  const pages = livePages(dist, prefix, (scriptHashes) => contentSecurityPolicy(apiOrigin, scriptHashes));

  app.addHook("onSend", async (request, reply) => {
    reply.header("Content-Security-Policy", pages.policy());
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    // Served over HTTPS: the browser keeps to it for a year (a typed http:// address, a stray link).
    if (tls && !LOOPBACK.test(request.host))
      reply.header("Strict-Transport-Security", `max-age=${YEAR_SECONDS}`);
  });

  if (api) {
    // The path stays as it is: /api/cms/v3/... upstream too. Bodies pass through unparsed (uploads, PDFs).
    // Answers the backend sent uncompressed are compressed on the way (brotli or gzip, as the browser asks):
    // a dashboard's lists are hundreds of KB of JSON that shrink about tenfold, which a hotel's slow line
    // feels. An answer already compressed upstream passes as it is. The console's files are compressed at
    // build time instead, so this is scoped to the proxy.
    await app.register(async (proxied) => {
      await proxied.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });
      await proxied.register(fastifyProxy, { upstream: api, prefix: "/api", rewritePrefix: "/api" });
    });
  }

  await app.register(fastifyStatic, {
    root: dist,
    prefix,
    preCompressed: true,
    index: false,
    // Files only: a folder (the origin's root above all) goes on to the console's page below. @fastify/static
    // answered `/` with 403 to a client that takes no compressed answer (a health check, curl), since the
    // folder has no index and no compressed twin to try.
    allowedPath: (path) => looksLikeFile(path),
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const file = path
        .slice(dist.length)
        .replaceAll("\\", "/")
        .replace(/\.(br|gz)$/, "");
      reply.header("Cache-Control", cacheControl(file));
    },
  });

  // A route of the console (not a file): the app's page, which the router then draws.
  // Outside a sub-path, the origin's root (and the sub-path without its slash) leads to the console.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (wantsPage && prefix !== "/" && (path === "/" || path === prefix.slice(0, -1))) {
      return reply.redirect(prefix, 302);
    }
    const inConsole = path.startsWith(prefix) && !path.startsWith("/api/");
    if (!wantsPage || isFile || !inConsole) {
      return reply.code(404).type("text/plain").send("Not found");
    }
    const { body, encoding } = pages.page(
      `/${path.slice(prefix.length)}`,
      String(request.headers["accept-encoding"] ?? ""),
    );
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply
      .header("Vary", "Accept-Encoding")
      .header("Cache-Control", cacheControl("/index.html"))
      .type("text/html; charset=utf-8")
      .send(body);
  });
  return app;
}

/** A path that names a file of the build (it has an extension), not a route of the console or a folder. */
const looksLikeFile = (/** @type {string} */ path) => /\.[a-z0-9]+$/i.test(path);

/** A certificate or key file, or the server stops with what is wrong with it. */
function readPem(/** @type {string} */ file) {
  try {
    return readFileSync(resolve(file));
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "8080" },
      host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
      dist: { type: "string", default: process.env.CMS_DIST ?? DEFAULT_DIST },
      api: { type: "string", default: process.env.CMS_API_PROXY },
      base: { type: "string", default: process.env.CMS_BASE ?? "/" },
      cert: { type: "string", default: process.env.CMS_TLS_CERT },
      key: { type: "string", default: process.env.CMS_TLS_KEY },
      quiet: { type: "boolean", default: false },
    },
  });
  if (Boolean(values.cert) !== Boolean(values.key)) {
    console.error("Give both --cert and --key (PEM files) to serve HTTPS, or neither to serve plain HTTP.");
    process.exit(2);
  }
  const app = await createConsoleServer({
    dist: resolve(values.dist),
    api: values.api ?? null,
    logger: !values.quiet,
    base: values.base,
    tls: values.cert && values.key ? { cert: readPem(values.cert), key: readPem(values.key) } : null,
  });
  const address = await app.listen({ port: Number(values.port), host: values.host });
  const prefix = normaliseBase(values.base);
  if (values.quiet)
    console.log(
      `Console on ${address}${prefix === "/" ? "" : prefix}${values.api ? `, /api → ${values.api}` : ""}`,
    );
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void app.close());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
