import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import type { Sandbox, SandboxResponse } from "@cms/sandbox";
import type { SandboxRequest } from "@cms/sandbox";
import { startSandboxServer } from "@cms/sandbox/server";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { InStream } from "../src/io";
import { createProgram } from "../src/program";

export const DEMO_PASSWORD = "demo1234";

type Handle = Sandbox["handle"];
/** Sees every request the server answers; may answer instead of the sandbox (429s, 500s). */
export type Interceptor = (
  request: SandboxRequest,
  next: Handle,
) => Promise<SandboxResponse> | SandboxResponse | undefined;

export interface TestServer {
  url: string;
  sandbox: Sandbox;
  /** Successful PUTs per path, e.g. `/api/cms/v3/1001/onespeed/license`. */
  puts: Map<string, number>;
  requests: { method: string; path: string; status: number }[];
  intercept(interceptor: Interceptor | undefined): void;
  close(): Promise<void>;
}

/** A real sandbox HTTP server on a random port, with a request log and a seam for faults. */
export async function startServer(): Promise<TestServer> {
  const { server, sandbox, url } = await startSandboxServer({
    port: 0,
    today: "2026-11-20",
    log: () => undefined,
    // The tests sign the two-factor account in with `--code 123456` (the sandbox's codes are random otherwise).
    fixedCode: "123456",
  });
  const puts = new Map<string, number>();
  const requests: TestServer["requests"] = [];
  let interceptor: Interceptor | undefined;
  const original = sandbox.handle.bind(sandbox);
  // The server calls `sandbox.handle` on each request, so wrapping it sees every call the CLI makes.
  sandbox.handle = async (request) => {
    const answer = (await interceptor?.(request, original)) ?? (await original(request));
    const path = request.url.pathname;
    requests.push({ method: request.method, path, status: answer.status });
    if (request.method === "PUT" && answer.status === 200) puts.set(path, (puts.get(path) ?? 0) + 1);
    return answer;
  };
  return {
    url,
    sandbox,
    puts,
    requests,
    intercept: (next) => {
      interceptor = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  /** Text piped in, or a stream the test keeps writing to (see {@link terminalInput}). */
  stdin?: string | InStream;
  signal?: AbortSignal;
  /** Which streams say they are a terminal; each decides colours, the progress bar or prompts. */
  tty?: { stdin?: boolean; stdout?: boolean; stderr?: boolean };
  /** Sees stderr as it grows, so a test can act on a prompt or a log line the moment it appears. */
  onStderr?: (stderr: string) => void;
}

/** A CLI bound to one server and one temporary config directory, run in-process. */
export function cliFor(server: TestServer) {
  const configDir = mkdtempSync(join(tmpdir(), "cms-cli-test-"));
  const run = async (args: string[], options: RunOptions = {}): Promise<RunResult> => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let out = "";
    let err = "";
    stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      options.onStderr?.(err);
    });
    const stdin =
      typeof options.stdin === "object"
        ? options.stdin
        : Readable.from(options.stdin === undefined ? [] : [options.stdin]);
    // Like process.stdout and process.stderr, which a pipe into them never ends: a prompt pipes its
    // output into stderr and ends that pipe when answered, and the job's logs still follow.
    Object.assign(stdout, { isTTY: Boolean(options.tty?.stdout), columns: 100, end: () => stdout });
    Object.assign(stderr, { isTTY: Boolean(options.tty?.stderr), columns: 100, end: () => stderr });
    Object.assign(stdin, { isTTY: Boolean(options.tty?.stdin) });
    const { run: runCli } = createProgram({
      stdout,
      stderr,
      stdin,
      env: { CMS_CONFIG_DIR: configDir, CMS_BASE_URL: server.url, ...options.env },
      signal: options.signal,
      retry: { minTimeout: 5, maxTimeout: 50 },
    });
    const code = await runCli(args);
    return { code, stdout: out, stderr: err };
  };
  const login = async (email = "super@demo.test") => {
    const result = await run(["login", "--email", email], { env: { CMS_PASSWORD: DEMO_PASSWORD } });
    if (result.code !== 0) throw new Error(`login failed: ${result.stderr}`);
  };
  return { configDir, run, login, cleanup: () => rmSync(configDir, { recursive: true, force: true }) };
}

/**
 * A terminal's keyboard: types `answer` (and Enter) once stderr shows `question`, as a person would after
 * reading the prompt. Pass `stdin` and `onStderr` to `run` with `tty: { stdin: true }`.
 */
export function terminalInput(question: RegExp, answer: string) {
  const stdin = new PassThrough();
  let typed = false;
  return {
    stdin,
    onStderr: (stderr: string) => {
      if (typed || !question.test(stderr)) return;
      typed = true;
      // Not from inside the write that drew the prompt: the prompt listens for keys only once drawn.
      setImmediate(() => stdin.write(`${answer}\n`));
    },
  };
}

/**
 * Holds each request that `matches` a moment (so the CLI has every chance to send more than it may) and counts
 * how many were in flight at once: `most()` after the run, for the --concurrency tests.
 */
export function holdAndCount(server: TestServer, matches: (request: SandboxRequest) => boolean) {
  let inFlight = 0;
  let most = 0;
  server.intercept(async (request, next) => {
    if (!matches(request)) return next(request);
    most = Math.max(most, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 15));
    try {
      return await next(request);
    } finally {
      inFlight--;
    }
  });
  return { most: () => most };
}

export const json = <T>(text: string) => JSON.parse(text) as T;

/** Every licence's `validUntil` by `property/product`, read through the API with the CLI's own list. */
export async function validUntilOf(run: ReturnType<typeof cliFor>["run"]): Promise<Map<string, number>> {
  const result = await run(["licences", "list", "--all", "--format", "json"]);
  if (result.code !== 0) throw new Error(`licences list failed: ${result.stderr}`);
  const rows = json<{ property: string; product: string; validUntil: string }[]>(result.stdout);
  return new Map(rows.map((r) => [`${r.property}/${r.product}`, Date.parse(r.validUntil)]));
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The usual test file's setup: one sandbox server for the file and, before each test, a fresh sandbox, no
 * fault seam, a signed-in CLI with its own config directory and empty request logs (sign-in's calls not in
 * them). Read `suite.server` and `suite.cli` inside tests and hooks.
 */
export function signedInSuite() {
  const suite = {} as { server: TestServer; cli: ReturnType<typeof cliFor> };
  beforeAll(async () => {
    suite.server = await startServer();
  });
  afterAll(() => suite.server.close());
  beforeEach(async () => {
    suite.server.sandbox.reset();
    suite.server.intercept(undefined);
    suite.cli = cliFor(suite.server);
    await suite.cli.login();
    suite.server.puts.clear();
    suite.server.requests.length = 0;
  });
  afterEach(() => suite.cli.cleanup());
  return suite;
}
