import { existsSync, readFileSync, statSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { bodyLimitOf } from "./contract";
import { createSandbox, type Sandbox, type SandboxOptions } from "./engine";
import type { SandboxResponse } from "./http";
import { decodeBody, jsonError, LIMITS, tooLarge } from "./limits";
import { openDataStore } from "./persist";
import type { SandboxState } from "./state";

export interface SandboxServerOptions extends Omit<SandboxOptions, "state"> {
  port?: number;
  host?: string;
  /** Added delay per call in ms, for benchmarks and for seeing loading states. */
  latency?: number;
  /**
   * Keep the state in this folder across restarts: a write is answered once it is journaled and fsync'd
   * (persist.ts). A path to a file of the old single-file format is read once as the starting state, and
   * the folder `<file>.d` is used from then on.
   */
  dataDir?: string;
  /** Start from the seed: empty the data folder first. */
  reset?: boolean;
  /** Compact the journal into a new snapshot past this many bytes (default 32 MB). */
  compactAfterBytes?: number;
  /** Origins whose pages may call with credentials (CORS); default DEFAULT_CORS_ORIGINS. */
  corsOrigins?: readonly string[];
}

/** Past this, a body over its limit is no longer drained (to answer 413 cleanly) but the socket is cut. */
const DRAIN_AT_MOST = 64 * 1024 * 1024;

/**
 * Reads the body up to `limit` bytes. A larger body is drained and dropped (so the client reads the 413
 * rather than a reset connection), and the answer says it was too large.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Uint8Array | "too large" | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"]);
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number.isFinite(declared) && declared > limit;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (over) {
        chunks.length = 0;
        if (size > DRAIN_AT_MOST) {
          resolve("too large");
          request.destroy();
        }
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(over ? "too large" : chunks.length ? Buffer.concat(chunks) : null));
    request.on("error", reject);
  });
}

/**
 * The console's own origins: the dev server (5173), the preview and the e2e suite's two previews (4173,
 * 4174; apps/console/e2e/env.ts) and Storybook (6006), by name and by address. Others get no CORS headers,
 * so a page elsewhere cannot call the sandbox with a user's credentials.
 */
export const DEFAULT_CORS_ORIGINS = [5173, 4173, 4174, 6006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function corsHeaders(request: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  const origin = request.headers.origin;
  return origin && allowed.has(origin)
    ? {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
        "Access-Control-Allow-Headers": "auth-token, authorization, content-type",
        "Access-Control-Expose-Headers":
          "Content-Disposition, Content-Length, X-Page-Count, Retry-After, X-Request-Id",
        Vary: "Origin",
      }
    : { Vary: "Origin" };
}

/**
 * Until a writable's buffer has drained or it closed; whichever comes first takes the other listener away,
 * so a long stream does not pile "close" listeners on its response (MaxListenersExceededWarning after ten).
 */
export function drained(stream: Pick<ServerResponse, "once" | "off">): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.once("drain", done);
    stream.once("close", done);
  });
}

/** The data folder, and the state of an old single-file `--data` to start from. */
function dataFolder(path: string): { dir: string; importFrom?: SandboxState } {
  if (existsSync(path) && statSync(path).isFile()) {
    const dir = `${path}.d`;
    return existsSync(dir)
      ? { dir }
      : { dir, importFrom: JSON.parse(readFileSync(path, "utf8")) as SandboxState };
  }
  return { dir: path };
}

/** The sandbox as a real HTTP server, for the console's dev server, the CLI and benchmarks. */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<{
  server: Server;
  sandbox: Sandbox;
  url: string;
  /**
   * Stops serving and resolves once the data folder is closed too (its last writes and any compaction under
   * way finished): what to wait for before another sandbox opens the same `--data` folder in this process.
   * `server.close()` closes the folder as well, but its callback comes before the folder is done.
   */
  close: () => Promise<void>;
}> {
  const log = options.log ?? ((line: string) => console.log(line));
  const folder = options.dataDir ? dataFolder(options.dataDir) : null;
  const store = folder
    ? await openDataStore(folder.dir, {
        reset: options.reset,
        compactAfterBytes: options.compactAfterBytes,
        importFrom: folder.importFrom,
        log,
      })
    : null;
  const sandbox = createSandbox({
    ...options,
    log,
    state: store?.initial,
    persist: store ? (entry) => store.append(entry) : undefined,
  });
  await store?.attach(() => sandbox.state);
  const allowedOrigins = new Set(options.corsOrigins ?? DEFAULT_CORS_ORIGINS);

  async function serve(request: IncomingMessage, response: ServerResponse, id: string) {
    const started = performance.now();
    const cors = corsHeaders(request, allowedOrigins);
    let target = request.url ?? "/";
    const finish = (status: number, headers: Record<string, string>, body: string | Uint8Array | null) => {
      const length = body === null ? 0 : typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
      response.writeHead(status, {
        ...cors,
        "X-Request-Id": id,
        "Content-Length": String(length),
        ...headers,
      });
      response.end(body);
      log(`${request.method} ${target} ${status} ${Math.round(performance.now() - started)}ms`);
    };
    const send = (answer: SandboxResponse) =>
      finish(answer.status, answer.headers, JSON.stringify(answer.body));
    let url: URL;
    try {
      // Origin-form targets only ("/path?query"); "//host/x" must not become another host.
      url = new URL(target.startsWith("/") ? `http://sandbox.local${target}` : target);
      target = `${url.pathname}${url.search}`;
    } catch {
      request.resume();
      return send(jsonError(400, "The request target is not a valid URL", "path"));
    }
    if (request.method === "OPTIONS") return finish(204, {}, null);
    const limit = bodyLimitOf(request.method ?? "GET", url.pathname);
    const raw = await readBody(request, limit);
    if (raw === "too large") return send(tooLarge(limit));
    const decoded = decodeBody(raw, limit);
    if (!("text" in decoded)) return send(decoded);
    const bodyText = decoded.text;
    if (options.latency) await new Promise((resolve) => setTimeout(resolve, options.latency));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const answer = await sandbox.handle({
      method: request.method ?? "GET",
      url,
      headers,
      bodyText,
      id,
      ...(request.socket.remoteAddress && { client: request.socket.remoteAddress }),
    });
    if (answer.body instanceof ReadableStream) {
      // Streamed files (voucher PDFs of up to 100,000 codes): written as drawn, waiting while the socket drains.
      response.writeHead(answer.status, { ...cors, "X-Request-Id": id, ...answer.headers });
      try {
        for await (const chunk of answer.body as ReadableStream<Uint8Array>) {
          if (!response.write(chunk)) await drained(response);
          if (response.destroyed) break;
        }
      } finally {
        response.end();
      }
      log(
        `${request.method} ${target} ${answer.status} ${Math.round(performance.now() - started)}ms (streamed)`,
      );
      return;
    }
    const body =
      answer.headers["Content-Type"] === "application/json"
        ? JSON.stringify(answer.body)
        : (answer.body as string | Uint8Array | null);
    finish(answer.status, answer.headers, body ?? null);
  }

  const server = createServer(
    { maxHeaderSize: LIMITS.maxHeaderBytes },
    (request: IncomingMessage, response: ServerResponse) => {
      const id = randomUUID();
      serve(request, response, id).catch((error: unknown) => {
        // A bug of the sandbox, never the client's: logged with the request id, answered 500, and serving goes on.
        log(
          `sandbox bug [request ${id}]: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (!response.headersSent) {
          response.writeHead(500, { "Content-Type": "application/json", "X-Request-Id": id });
          response.end(JSON.stringify({ message: `Sandbox failure (request ${id})` }));
        } else response.destroy();
      });
    },
  );
  // What Node refuses before a request exists (headers over maxHeaderSize: 431; malformed HTTP: 400), also
  // answered with a JSON body.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const [status, reason, message] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [
            431,
            "Request Header Fields Too Large",
            `The request headers are larger than ${LIMITS.maxHeaderBytes / 1024} KB`,
          ]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout", "The request took too long to arrive"]
          : [400, "Bad Request", "The request is not valid HTTP"];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  server.on("close", () => void store?.close());

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4010, options.host ?? "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      const close = () =>
        new Promise<void>((done, failed) => server.close((error) => (error ? failed(error) : done()))).then(
          () => store?.close(),
        );
      resolve({ server, sandbox, url: `http://${options.host ?? "127.0.0.1"}:${port}`, close });
    });
  });
}
