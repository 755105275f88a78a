/**
 * Load on the HTTP sandbox (`pnpm --filter @cms/sandbox bench load`): the sandbox runs as its own process,
 * as `pnpm sandbox` does; 20 and then 100 concurrent clients send a mix of reads and writes over the busiest
 * operations for BENCH_LOAD_SECONDS each (default 60). Reported: requests per second, p50/p99 latency,
 * errors (any answer other than the expected status, or no answer), the sandbox's resident memory after the
 * warm-up and at the end, and whether 100 concurrent creates give exactly 100 new items.
 * BENCH_LOAD_DATA=1 runs the sandbox with `--data` (each write journaled and fsync'd before its answer).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signIn, startSandboxProcess } from "../test/sandboxProcess";

const PROPERTY = "1001";
const ALLOW = `/api/cms/v3/${PROPERTY}/onespeed/whitelist`;

interface Step {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  expect: number;
  weight: number;
}

/** Entries this benchmark created, deleted again in turn: the data stays the same size. */
const created: string[] = [];
let updated = "";

let serial = 0;
const mac = (n: number) =>
  [0x02, 0x10, (n >> 16) & 255, (n >> 8) & 255, n & 255, 0x77]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join(":");

/** The console's busiest calls: lists it opens on every screen, the session check, and allow-list writes. */
const MIX: Step[] = [
  { name: "list allow list", method: "GET", path: () => `${ALLOW}/index`, expect: 200, weight: 3 },
  {
    name: "list tickets",
    method: "GET",
    path: () => `/api/cms/v3/${PROPERTY}/onespeed/ticket/index`,
    expect: 200,
    weight: 2,
  },
  {
    name: "list properties",
    method: "GET",
    path: () => "/api/cms/v3/property/index",
    expect: 200,
    weight: 2,
  },
  { name: "session info", method: "GET", path: () => "/api/cms/v3/auth/info", expect: 200, weight: 1 },
  {
    name: "create allow-list entry",
    method: "POST",
    path: () => ALLOW,
    body: () => ({ mac: mac(++serial), device: `load ${serial}`, enabled: true }),
    expect: 201,
    weight: 1,
  },
  {
    name: "update allow-list entry",
    method: "PUT",
    path: () => `${ALLOW}/${updated}`,
    body: () => ({ id: updated, mac: mac(1), device: `updated ${++serial}`, enabled: serial % 2 === 0 }),
    expect: 200,
    weight: 1,
  },
  {
    name: "delete allow-list entry",
    method: "DELETE",
    path: () => `${ALLOW}/${created.shift() ?? "none"}`,
    expect: 200,
    weight: 1,
  },
];
const WEIGHTED = MIX.flatMap((step) => Array.from({ length: step.weight }, () => step));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function send(url: string, token: string, step: Step): Promise<boolean> {
  try {
    const answer = await fetch(`${url}${step.path()}`, {
      method: step.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(step.body ? { "content-type": "application/json" } : {}),
      },
      body: step.body ? JSON.stringify(step.body()) : undefined,
    });
    if (answer.status === 201) created.push(((await answer.json()) as { id: string }).id);
    else await answer.arrayBuffer();
    return answer.status === step.expect;
  } catch {
    return false;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function drive(url: string, token: string, clients: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  let pick = 0;
  const client = async () => {
    while (performance.now() < until) {
      let step = WEIGHTED[pick++ % WEIGHTED.length]!;
      // Nothing of ours to delete yet (its create still on the way): create instead.
      if (step.method === "DELETE" && !created.length) step = MIX.find((s) => s.method === "POST")!;
      const started = performance.now();
      const ok = await send(url, token, step);
      latencies.push(performance.now() - started);
      if (!ok) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

async function count(url: string, token: string): Promise<number> {
  const answer = await fetch(`${url}${ALLOW}/index`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { total: number }).total;
}

export async function runLoadBenchmarks() {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const rows: (string | number)[][] = [];
  // Its per-request log line would measure the terminal: not kept.
  const sandbox = startSandboxProcess(
    process.env.BENCH_LOAD_DATA ? ["--data", join(mkdtempSync(join(tmpdir(), "sandbox-load-")), "data")] : [],
    { keepOutput: false },
  );
  const { child } = sandbox;
  const url = await sandbox.url;
  try {
    const token = await signIn(url);
    const first = await fetch(`${url}${ALLOW}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ mac: mac(1), device: "updated 0" }),
    });
    updated = ((await first.json()) as { id: string }).id;
    await drive(url, token, 10, Math.min(5, seconds)); // warm-up: JIT, schema compilation
    for (const clients of [20, 100]) {
      const before = rssMb(child.pid!);
      const result = await drive(url, token, clients, seconds);
      const after = rssMb(child.pid!);
      rows.push([
        `${clients} clients, ${seconds} s`,
        result.requests,
        result.perSecond,
        `${result.p50.toFixed(1)} ms`,
        `${result.p99.toFixed(1)} ms`,
        result.errors,
        `${before} MB → ${after} MB`,
      ]);
      console.log(rows.at(-1)!.join(" | "));
    }
    const existing = await count(url, token);
    const creates = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${url}${ALLOW}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ mac: mac(900_000 + i), device: `concurrent ${i}` }),
        }).then((answer) => answer.status),
      ),
    );
    const created = (await count(url, token)) - existing;
    return {
      rows,
      seconds,
      durable: Boolean(process.env.BENCH_LOAD_DATA),
      concurrentCreates: {
        acknowledged: creates.filter((status) => status === 201).length,
        created,
      },
    };
  } finally {
    child.kill("SIGTERM");
  }
}
