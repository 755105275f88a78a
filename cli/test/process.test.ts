import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxResponse } from "@cms/sandbox";
import { cliFor, DAY_MS, startServer, validUntilOf, type TestServer } from "./harness";
import { journalOf, wait } from "./faults";

const root = fileURLToPath(new URL("..", import.meta.url));
const binary = join(root, "dist", "cms.js");

let server: TestServer;

beforeAll(async () => {
  // The shipped binary: one bundled file that plain Node runs.
  execFileSync(
    join(root, "node_modules", ".bin", "vite"),
    ["build", "--ssr", "src/index.ts", "--logLevel", "error"],
    {
      cwd: root,
    },
  );
  server = await startServer();
}, 60_000);
afterAll(() => server?.close());

function runBinary(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [binary, ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, stderr: () => stderr };
}

describe("the bundled binary", () => {
  it("runs on plain Node with help, and answers a usage error with exit 2", async () => {
    expect(existsSync(binary)).toBe(true);
    const help = execFileSync(process.execPath, [binary, "licences", "renew", "--help"], {
      encoding: "utf8",
    });
    expect(help).toContain("Examples:");
    const bad = runBinary(["licences", "renew", "--bogus"], {});
    expect((await bad.exited).code).toBe(2);
  });

  it("is killed with SIGKILL halfway, and --resume renews every licence exactly once", async () => {
    server.sandbox.reset();
    const cli = cliFor(server);
    await cli.login();
    const before = await validUntilOf(cli.run);
    server.puts.clear();
    const env = { CMS_CONFIG_DIR: cli.configDir, CMS_BASE_URL: server.url };

    // From the 31st PUT on, the server holds the calls without acting on them, so that the kill lands
    // at a moment the sandbox can tell apart: 30 licences renewed and journaled, the rest untouched.
    const held: ((answer: SandboxResponse) => void)[] = [];
    let applied = 0;
    server.intercept((request, next) => {
      if (request.method !== "PUT") return undefined;
      if (applied < 30) {
        applied++;
        return next(request);
      }
      return new Promise<SandboxResponse>((resolve) => held.push(resolve));
    });

    const job = runBinary(
      ["licences", "renew", "--all", "--days", "77", "--extend", "--yes", "--concurrency", "4"],
      env,
    );
    const journaled = () => journalOf(cli.configDir).lines.filter((line) => line.type === "item").length;
    for (let i = 0; i < 200 && journaled() < 30; i++) await wait(50);
    expect(journaled()).toBe(30);
    job.child.kill("SIGKILL");
    expect((await job.exited).signal).toBe("SIGKILL");
    for (const release of held) release({ status: 503, headers: {}, body: null });
    server.intercept(undefined);
    expect(server.puts.size).toBe(30);

    const id = journalOf(cli.configDir).id!;
    const resumed = await cli.run(["licences", "renew", "--resume", id, "--yes"]);
    expect(resumed.code).toBe(0);
    expect(server.puts.size).toBe(100);
    expect([...server.puts.values()].every((n) => n === 1)).toBe(true);
    const after = await validUntilOf(cli.run);
    for (const [key, until] of before) expect([key, after.get(key)! - until]).toEqual([key, 77 * DAY_MS]);
    cli.cleanup();
  });

  it("stops on SIGINT after the calls in flight, exits 130, and --resume finishes exactly once", async () => {
    server.sandbox.reset();
    const cli = cliFor(server);
    await cli.login();
    server.puts.clear();
    const env = { CMS_CONFIG_DIR: cli.configDir, CMS_BASE_URL: server.url };

    // Calls after the 20th wait until the test lets them through, so that Ctrl-C lands mid-job.
    const held: (() => void)[] = [];
    let passed = 0;
    server.intercept(async (request, next) => {
      if (request.method === "PUT" && ++passed > 20) await new Promise<void>((resolve) => held.push(resolve));
      return next(request);
    });
    const job = runBinary(
      [
        "licences",
        "renew",
        "--all",
        "--product",
        "gateway",
        "stream",
        "--days",
        "5",
        "--yes",
        "--concurrency",
        "3",
      ],
      env,
    );
    for (let i = 0; i < 200 && held.length < 3; i++) await wait(50);
    expect(held.length).toBe(3);
    job.child.kill("SIGINT");
    await wait(300);
    // The calls in flight finish and are journaled; no new ones start.
    for (const release of held.splice(0)) release();
    const exit = await job.exited;
    expect(exit.code).toBe(130);
    expect(job.stderr()).toMatch(/interrupted: 23 ok/);
    expect(server.puts.size).toBe(23);
    server.intercept(undefined);

    const id = /--resume (\S+)/.exec(job.stderr())![1]!;
    const resumed = await cli.run(["licences", "renew", "--resume", id, "--yes"]);
    expect(resumed.code).toBe(0);
    expect(server.puts.size).toBe(50);
    expect([...server.puts.values()].every((n) => n === 1)).toBe(true);
    cli.cleanup();
  });
});
