/**
 * Fuzzes every operation of openapi.yaml against the real HTTP server, run as its own process: valid calls
 * built from the seed, the same calls with their body, query and path mutated by fast-check (values of
 * every JSON type, strings past their maxLength, missing fields, unicode), and the malformed transport cases
 * (percent-encoding, non-UTF-8 and too deep bodies, bodies past the limit, oversized headers, wrong methods,
 * no token). Every answer must be a declared status of the operation with a body the contract allows; no
 * 5xx; the process stays alive. The seed is printed; `FUZZ_SEED=<n>` replays a run, `FUZZ_RUNS` sets its
 * length.
 */
import type { ChildProcess } from "node:child_process";
import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract, validateResponse, type Operation } from "../src/contract";
import { LIMITS } from "../src/limits";
import { contractOperations, sampleCall, testSandbox, type Call } from "./harness";
import { samples } from "./samples";
import { startSandboxProcess } from "./sandboxProcess";

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** One raw HTTP/1.1 exchange: the path, headers and bytes reach the server exactly as written. */
function exchange(port: number, head: string, body: Uint8Array = new Uint8Array()): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${head.split("\r\n")[0]}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const lines = all.subarray(0, split).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0),
        headers,
        text: all.subarray(split + 4).toString("utf8"),
      });
    });
    socket.write(
      `${head}\r\nHost: sandbox\r\nConnection: close\r\nContent-Length: ${body.byteLength}\r\n\r\n`,
    );
    socket.end(body);
  });
}

interface Request {
  operation: Operation;
  method: string;
  /** Path and query as sent, already percent-encoded (or deliberately not). */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** What the fuzzer did, for the failure message. */
  what: string;
}

const encoder = new TextEncoder();
const targetOf = (call: Call) => {
  const query = new URLSearchParams(call.query ?? {}).toString();
  return query ? `${call.path}?${query}` : call.path;
};

describe("fuzzing every operation against the HTTP server", () => {
  let child: ChildProcess;
  let port = 0;
  let token = "";
  let output: string[] = [];
  const model = testSandbox();
  const operations = contractOperations;
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let lastWhere = "";

  async function signIn() {
    const answer = await exchange(
      port,
      "POST /api/cms/v3/auth/token HTTP/1.1\r\nContent-Type: application/json",
      encoder.encode(JSON.stringify({ email: "super@demo.test", password: "demo1234" })),
    );
    token = answer.status === 200 ? (JSON.parse(answer.text) as { accessToken: string }).accessToken : "";
    if (!token && process.env.FUZZ_DEBUG) console.log(`sign-in: ${answer.status} ${answer.text}`);
  }

  beforeAll(async () => {
    console.log(`fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
    const sandbox = startSandboxProcess();
    ({ child, output } = sandbox);
    port = Number(new URL(await sandbox.url).port);
    await signIn();
  }, 120_000);
  afterAll(() => child?.kill("SIGKILL"));

  /** Sends the request and checks the answer against the operation's declared answers. */
  async function check(request: Request) {
    const headers = { ...request.headers };
    if (token && !("Authorization" in headers)) headers.Authorization = `Bearer ${token}`;
    const head = [
      `${request.method} ${request.target} HTTP/1.1`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    const answer = await exchange(port, head.join("\r\n"), request.body);
    const where = `${request.operation.operationId} ${request.what}: ${request.method} ${request.target.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 300)}`;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500 || answer.status === 0) problems.push(`5xx or no answer: ${where}`);
    else if (answer.status === 405) {
      if (!answer.headers.allow) problems.push(`405 without Allow: ${where}`);
    } else if (answer.status !== 404 || !request.what.startsWith("unknown path")) {
      const contentType = answer.headers["content-type"] ?? "";
      if (contentType.startsWith("application/json") || answer.status >= 400) {
        let body: unknown;
        try {
          body = JSON.parse(answer.text);
        } catch {
          problems.push(`not a JSON body: ${where}`);
          return answer;
        }
        const problem = validateResponse(request.operation, answer.status, body);
        if (problem) problems.push(`${problem}: ${where}`);
      } else {
        const responses = (
          contract.paths[request.operation.template]?.[request.operation.method] as {
            responses: Record<string, unknown>;
          }
        ).responses;
        if (!responses[String(answer.status)]) problems.push(`status not declared: ${where}`);
      }
    }
    if (answer.status === 401 && headers.Authorization && !request.what.startsWith("no token")) {
      await signIn();
      if (!token && process.env.FUZZ_DEBUG) console.log(`session lost at ${where} after ${lastWhere}`);
    }
    lastWhere = where;
    return answer;
  }

  function validRequest(operation: Operation): { request: Request; call: Call } {
    const call = sampleCall(model, operation, samples[operation.operationId] ?? {});
    return {
      call,
      request: {
        operation,
        method: call.method,
        target: targetOf(call),
        headers: call.body === undefined ? {} : { "Content-Type": "application/json" },
        body: call.body === undefined ? undefined : encoder.encode(JSON.stringify(call.body)),
        what: "valid",
      },
    };
  }

  /** Every leaf path of a JSON value, for choosing what to mutate. */
  function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...at, i])) : [at];
    if (value && typeof value === "object") {
      const entries = Object.entries(value);
      return entries.length ? [at, ...entries.flatMap(([k, v]) => leaves(v, [...at, k]))] : [at];
    }
    return [at];
  }
  function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
    if (!path.length) return replacement;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    if (remove) delete node[path.at(-1)!];
    else node[path.at(-1)!] = replacement;
    return copy;
  }

  const wildValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.integer({ min: 60, max: 120_000 }).map((n) => "x".repeat(n)),
    fc.constantFrom(
      "",
      " ",
      "null",
      "0",
      "-1",
      "1e309",
      "true",
      "../../etc/passwd",
      "<script>",
      "\u0000",
      "%ff",
    ),
    fc.double(),
    fc.constant(null),
  );

  /** A mutation of the valid call: the fuzzer's move, applied to one operation. */
  const mutation = fc.oneof(
    fc.constant({ kind: "valid" as const }),
    fc.record({ kind: fc.constant("body value" as const), pick: fc.nat(), value: wildValue }),
    fc.record({ kind: fc.constant("body drop" as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant("body whole" as const), value: fc.jsonValue({ maxDepth: 4 }) }),
    fc.record({
      kind: fc.constant("query" as const),
      pick: fc.nat(),
      value: fc.string({ unit: "grapheme", maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant("path" as const),
      pick: fc.nat(),
      value: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant("transport" as const),
      which: fc.constantFrom(
        "bad percent path",
        "bad percent query",
        "not utf-8",
        "too deep",
        "not json",
        "too large",
        "huge header",
        "no token",
        "wrong method",
        "unknown path",
      ),
    }),
  );
  type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

  function mutate(operation: Operation, move: Mutation): Request {
    const { request, call } = validRequest(operation);
    const withBody = (value: unknown, what: string): Request => ({
      ...request,
      headers: { "Content-Type": "application/json" },
      body: encoder.encode(JSON.stringify(value) ?? "null"),
      what,
    });
    switch (move.kind) {
      case "valid":
        return request;
      case "body value": {
        const paths = leaves(call.body ?? {});
        const path = paths[move.pick % paths.length]!;
        return withBody(
          setAt(call.body ?? {}, path, move.value),
          `body ${path.join("/")} = ${JSON.stringify(move.value)?.slice(0, 60)}`,
        );
      }
      case "body drop": {
        const paths = leaves(call.body ?? {}).filter((p) => p.length);
        const path = paths[move.pick % Math.max(paths.length, 1)] ?? [];
        return withBody(
          path.length ? setAt(call.body, path, undefined, true) : {},
          `body without ${path.join("/")}`,
        );
      }
      case "body whole":
        return withBody(move.value, `body ${JSON.stringify(move.value).slice(0, 60)}`);
      case "query": {
        const names = operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
        const name = names[move.pick % Math.max(names.length, 1)] ?? "unknown";
        const query = new URLSearchParams({ ...call.query, [name]: move.value }).toString();
        return { ...request, target: `${call.path}?${query}`, what: `query ${name}=${move.value}` };
      }
      case "path": {
        const segments = call.path.split("/");
        const templated = operation.template.split("/").flatMap((s, i) => (s.includes("{") ? [i] : []));
        if (!templated.length) return request;
        segments[templated[move.pick % templated.length]!] = encodeURIComponent(move.value);
        const query = new URLSearchParams(call.query ?? {}).toString();
        return {
          ...request,
          target: `${segments.join("/")}${query ? `?${query}` : ""}`,
          what: `path ${move.value}`,
        };
      }
      case "transport":
        switch (move.which) {
          case "bad percent path":
            return { ...request, target: `${call.path}%ff%E0%A4`, what: move.which };
          case "bad percent query":
            return { ...request, target: `${call.path}?page=%ff&q=%`, what: move.which };
          case "not utf-8":
            return {
              ...request,
              headers: { "Content-Type": "application/json" },
              body: Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xfc, 0xfe, 0x22, 0x7d]),
              what: move.which,
            };
          case "too deep":
            return {
              ...request,
              headers: { "Content-Type": "application/json" },
              body: encoder.encode(`${"[".repeat(10_000)}${"]".repeat(10_000)}`),
              what: move.which,
            };
          case "not json":
            return {
              ...request,
              headers: { "Content-Type": "application/json" },
              body: encoder.encode("{ not json"),
              what: move.which,
            };
          case "too large":
            return {
              ...request,
              headers: { "Content-Type": "application/json" },
              body: encoder.encode(JSON.stringify({ x: "x".repeat(operation.maxBodyBytes) })),
              what: move.which,
            };
          case "huge header":
            return {
              ...request,
              headers: { ...request.headers, "X-Padding": "p".repeat(LIMITS.maxHeaderBytes) },
              what: move.which,
            };
          case "no token":
            return {
              ...request,
              headers: { ...request.headers, Authorization: "Bearer not-a-token" },
              what: move.which,
            };
          case "wrong method":
            return { ...request, method: "PATCH", what: move.which };
          case "unknown path":
            return { ...request, target: `${call.path}/nowhere/else`, what: "unknown path" };
        }
    }
  }

  // Signing out, changing or deleting users, roles and properties (the fuzzer's own among them) end the fuzzer's session: those
  // go last, once each.
  const ending = (op: Operation) =>
    op.method !== "get" && ["auth", "users", "roles", "properties"].includes(op.tag);
  const lastly = new Set(operations.filter(ending).map((op) => op.operationId));
  const early = operations.filter((op) => !lastly.has(op.operationId));

  it(`answers every operation within the contract (seed ${SEED})`, async () => {
    const started = Date.now();
    // Each operation valid, and with three of the transport cases in turn (each case meets ~85 operations);
    // then random moves over random operations.
    const cases = [
      "bad percent path",
      "not utf-8",
      "too deep",
      "too large",
      "huge header",
      "no token",
      "wrong method",
    ] as const;
    for (const [index, operation] of early.entries()) {
      for (let k = 0; k < 3; k++)
        await check(mutate(operation, { kind: "transport", which: cases[(index * 3 + k) % cases.length]! }));
      await check(mutate(operation, { kind: "valid" }));
    }
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...early), mutation, async (operation, move) => {
        await check(mutate(operation, move));
        return child.exitCode === null;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    for (const operation of operations.filter((op) => lastly.has(op.operationId)))
      await check(mutate(operation, { kind: "valid" }));
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`fuzzed ${operations.length} operations in ${Date.now() - started} ms: ${tally.join(" ")}`);
    expect(child.exitCode, output.join("").slice(-2000)).toBeNull();
    expect(problems.slice(0, 30), `seed ${SEED}: ${problems.length} problems`).toEqual([]);
  }, 120_000);
});
