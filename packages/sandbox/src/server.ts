import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createSandbox, type Sandbox, type SandboxOptions } from "./engine";
import type { SandboxState } from "./state";

export interface SandboxServerOptions extends Omit<SandboxOptions, "state"> {
  port?: number;
  host?: string;
  /** Added delay per call in ms, for benchmarks and for seeing loading states. */
  latency?: number;
  /** Keep the state in this JSON file across restarts (written atomically after each change). */
  dataFile?: string;
}

const MAX_BODY = 10 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("too large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(chunks.length ? Buffer.concat(chunks).toString("utf8") : null));
    request.on("error", reject);
  });
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return origin
    ? {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
        "Access-Control-Allow-Headers": "auth-token, authorization, content-type",
        "Access-Control-Expose-Headers": "Content-Disposition, Content-Length, X-Page-Count",
        Vary: "Origin",
      }
    : {};
}

function loadState(file: string | undefined): SandboxState | undefined {
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as SandboxState;
}

function saveState(file: string, state: SandboxState) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}

/** The sandbox as a real HTTP server, for the console's dev server, the CLI and benchmarks. */
export function startSandboxServer(
  options: SandboxServerOptions = {},
): Promise<{ server: Server; sandbox: Sandbox; url: string }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const sandbox = createSandbox({ ...options, log, state: loadState(options.dataFile) });

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const cors = corsHeaders(request);
    const url = new URL(request.url ?? "/", "http://sandbox.local");
    const finish = (status: number, headers: Record<string, string>, body: string | Uint8Array | null) => {
      response.writeHead(status, { ...cors, ...headers });
      response.end(body);
      log(
        `${request.method} ${url.pathname}${url.search} ${status} ${Math.round(performance.now() - started)}ms`,
      );
    };
    if (request.method === "OPTIONS") return finish(204, {}, null);
    let bodyText: string | null;
    try {
      bodyText = await readBody(request);
    } catch {
      return finish(
        413,
        { "Content-Type": "application/json" },
        JSON.stringify({ message: "The request body is larger than 10 MB" }),
      );
    }
    if (options.latency) await new Promise((resolve) => setTimeout(resolve, options.latency));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const answer = await sandbox.handle({ method: request.method ?? "GET", url, headers, bodyText });
    if (answer.body instanceof ReadableStream) {
      // Streamed files (voucher PDFs of up to 100,000 codes): written as drawn, waiting while the socket drains.
      response.writeHead(answer.status, { ...cors, ...answer.headers });
      try {
        for await (const chunk of answer.body as ReadableStream<Uint8Array>) {
          if (!response.write(chunk))
            await new Promise((resolve) => {
              response.once("drain", resolve);
              response.once("close", resolve);
            });
          if (response.destroyed) break;
        }
      } finally {
        response.end();
      }
      log(
        `${request.method} ${url.pathname}${url.search} ${answer.status} ${Math.round(performance.now() - started)}ms (streamed)`,
      );
      return;
    }
    const body =
      answer.headers["Content-Type"] === "application/json"
        ? JSON.stringify(answer.body)
        : (answer.body as string | Uint8Array | null);
    finish(answer.status, answer.headers, body ?? null);
    if (options.dataFile && request.method !== "GET" && answer.status < 400)
      saveState(options.dataFile, sandbox.state);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4010, options.host ?? "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      resolve({ server, sandbox, url: `http://${options.host ?? "127.0.0.1"}:${port}` });
    });
  });
}
