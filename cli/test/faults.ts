import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { DAY_MS } from "./harness";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The CLI in a process of its own, as ops start it: `node cli/bin/cms.mjs` (the documented workspace binary)
 * or `pnpm cms` (the root script). It runs in a process group of its own, so that a test can send a signal
 * to the whole group, as a terminal's Ctrl-C does.
 */
export function spawnCli(how: "bin" | "pnpm", args: string[], env: Record<string, string>) {
  const [command, argv] =
    how === "bin"
      ? [process.execPath, [join(root, "cli/bin/cms.mjs"), ...args]]
      : ["pnpm", ["--silent", "cms", ...args]];
  const child = spawn(command, argv, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    /** To the whole group, as a terminal does. */
    signalGroup: (signal: NodeJS.Signals) => process.kill(-child.pid!, signal),
  };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(check: () => boolean, what: string, ms = 15_000) {
  for (const end = Date.now() + ms; !check(); await wait(20))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

/** The journal lines of the only job in a config directory. */
export function journalOf(configDir: string) {
  const dir = join(configDir, "jobs");
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(".jsonl")) : undefined;
  const lines = file
    ? readFileSync(join(dir, file), "utf8")
        .split("\n")
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as { type: string; status?: string; key?: string }];
          } catch {
            return [];
          }
        })
    : [];
  return { id: file?.replace(/\.jsonl$/, ""), lines, ok: lines.filter((l) => l.status === "ok").length };
}

/**
 * A small HTTP proxy in front of the sandbox server, for faults the server itself cannot make: an answer
 * lost after the server acted (`drop` says which), or no server at all (`down`).
 */
export async function startProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const state = {
    down: false,
    /** Decides, once the server has answered a request, whether the client gets the answer. */
    drop: (_request: IncomingMessage) => false,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => body.push(chunk));
          answer.on("end", () => {
            // The server has acted; the client never hears of it.
            if (state.drop(request)) return request.socket.destroy();
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            response.end(Buffer.concat(body));
          });
        },
      );
      forward.on("error", () => request.socket.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  server.on("connection", (socket) => {
    if (state.down) return socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    /** Every connection is cut from now on, open ones too: as a server that went away. */
    goDown() {
      state.down = true;
      for (const socket of sockets) socket.destroy();
    },
    comeBack() {
      state.down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The job the exactly-once tests interrupt: every gateway licence one period of 30 days further. */
export const RENEW_GATEWAY = [
  "licences",
  "renew",
  "--all",
  "--product",
  "gateway",
  "--days",
  "30",
  "--extend",
  "--yes",
];

/** Each gateway licence's `validUntil` (ms) by `property/gateway`: what the renewal tests move. */
export async function gatewayUntil(
  run: (args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>,
): Promise<Map<string, number>> {
  const result = await run(["licences", "list", "--all", "--product", "gateway", "--format", "json"]);
  if (result.code !== 0) throw new Error(`licences list failed: ${result.stderr}`);
  const rows = JSON.parse(result.stdout) as { property: string; product: string; validUntil: string }[];
  return new Map(rows.map((r) => [`${r.property}/${r.product}`, Date.parse(r.validUntil)]));
}

/** Asserts each gateway licence of `before` (as gatewayUntil gave it) now ends exactly 30 days later: extended once. */
export async function expectGatewayExtendedOnce(
  run: Parameters<typeof gatewayUntil>[0],
  before: Map<string, number>,
): Promise<void> {
  const after = await gatewayUntil(run);
  for (const [key, until] of before) expect([key, (after.get(key)! - until) / DAY_MS]).toEqual([key, 30]);
}
