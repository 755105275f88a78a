// `pnpm bench:cli`: the bundled `cms` binary (node cli/dist/cms.js, built first) against the sandbox server
// with `--latency 20 --scale 80` (2,000 properties), in separate processes as ops would run it.
//  - Licence renewal of every property's gateway licence at concurrency 16, against the floor (calls made x
//    latency / concurrency) and against the same job at concurrency 1 (a sequential loop).
//  - Ticket export to CSV of the demo property (the one with the 100,000-ticket bulk batch): wall time and
//    peak RSS of the CLI, against a raw download of the same endpoints to /dev/null (bench/raw-download.mjs).
// Figures are medians of BENCH_RUNS runs (the sequential loop runs once); the table goes to
// docs/benchmarks.md and the last line printed is `RESULT {...}`. Nothing here asserts a time.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median, table, writeSection } from "../../tooling/benchmarks";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));
const CMS = join(cliDir, "dist/cms.js");
const RAW = fileURLToPath(new URL("raw-download.mjs", import.meta.url));
const LATENCY = 20;
const SCALE = 80;
const CONCURRENCY = 16;
const EMAIL = "super@demo.test";
const PASSWORD = "demo1234";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const TIME = "/usr/bin/time";

console.log("building the CLI (pnpm --filter @cms/cli build)");
execFileSync("pnpm", ["run", "build"], { cwd: cliDir, stdio: ["ignore", "ignore", "inherit"] });

// The sandbox in its own process group, so that pnpm, tsx and node all go when the benchmark ends.
const sandbox = spawn(
  "pnpm",
  [
    "--filter",
    "@cms/sandbox",
    "start",
    "--port",
    "0",
    "--latency",
    String(LATENCY),
    "--scale",
    String(SCALE),
    "--today",
    "2026-11-20",
  ],
  { cwd: root, detached: true, stdio: ["ignore", "pipe", "inherit"] },
);
const stopSandbox = () => {
  try {
    process.kill(-sandbox.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopSandbox);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

const baseUrl = await new Promise<string>((resolve, reject) => {
  let head = "";
  // It logs every request: the listener stays, to drain the pipe, once the ready line has been seen.
  sandbox.stdout.on("data", (chunk: Buffer) => {
    if (head === null) return;
    head += chunk.toString();
    const ready = /Sandbox API on (\S+)/.exec(head);
    if (ready) {
      head = null as unknown as string;
      resolve(ready[1]!);
    }
  });
  sandbox.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}`)));
});
console.log(`sandbox on ${baseUrl} (latency ${LATENCY} ms, scale ${SCALE})`);

const configDir = mkdtempSync(join(tmpdir(), "cms-bench-"));
const outDir = join(configDir, "export");
const env = { ...process.env, CMS_BASE_URL: baseUrl, CMS_CONFIG_DIR: configDir, NO_COLOR: "1" };

interface Run {
  code: number;
  wallMs: number;
  /** From the job's first log line ("job …: n item(s)") to its summary: the items, without start-up. */
  jobMs?: number;
  items?: number;
  /** Peak resident set size in MB, from /usr/bin/time -f %M. */
  peakRssMb?: number;
  /** User + system CPU time of the process in ms, from /usr/bin/time. */
  cpuMs?: number;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> args` as a child process, timing it and reading its peak RSS. */
function runNode(script: string, args: string[]): Promise<Run> {
  const rssFile = join(configDir, `rss-${process.hrtime.bigint()}`);
  const timed = existsSync(TIME);
  const [command, argv] = timed
    ? [TIME, ["-f", "%M %U %S", "-o", rssFile, process.execPath, script, ...args]]
    : [process.execPath, [script, ...args]];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, argv, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let jobStart: number | undefined;
    let jobEnd: number | undefined;
    let items: number | undefined;
    let peakKb = 0;
    let cpuMs: number | undefined;
    // Without /usr/bin/time, VmHWM (the kernel's peak RSS) polled while the process lives.
    const poll = timed
      ? undefined
      : setInterval(() => {
          try {
            const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
            if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
          } catch {
            // exited
          }
        }, 20);
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => {
      const now = performance.now();
      const text = chunk.toString();
      stderr += text;
      const job = /^job \S+: (\d+) item/m.exec(text);
      if (job && jobStart === undefined) {
        jobStart = now;
        items = Number(job[1]);
      }
      if (/^\d+ ok, \d+ failed/m.test(text)) jobEnd = now;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      const wallMs = performance.now() - started;
      if (poll) clearInterval(poll);
      if (timed && existsSync(rssFile)) {
        const [kb, user, system] = readFileSync(rssFile, "utf8").trim().split("\n").at(-1)!.split(" ");
        peakKb = Number(kb);
        cpuMs = (Number(user) + Number(system)) * 1000;
      }
      resolve({
        code: code ?? 1,
        wallMs,
        jobMs: jobStart !== undefined && jobEnd !== undefined ? jobEnd - jobStart : undefined,
        items,
        peakRssMb: peakKb ? peakKb / 1024 : undefined,
        cpuMs,
        stdout,
        stderr,
      });
    });
  });
}

async function cms(args: string[]): Promise<Run> {
  const run = await runNode(CMS, args);
  if (run.code !== 0) throw new Error(`cms ${args.join(" ")}: exit ${run.code}\n${run.stderr}`);
  return run;
}

await cms(["login", "--email", EMAIL, "--password", PASSWORD]);

// ---------------------------------------------------------------------------------------------------------
// Licence renewal

const renewArgs = (concurrency: number, everyField: boolean) => [
  "licences",
  "renew",
  "--all",
  "--product",
  "gateway",
  "--days",
  "365",
  ...(everyField ? ["--auto-renew", "true", "--themes", "5"] : []),
  "--yes",
  "--concurrency",
  String(concurrency),
  "--format",
  "json",
];

interface RenewCase {
  case: string;
  concurrency: number;
  items: number;
  calls_per_item: number;
  floor_ms: number;
  job_ms: number;
  process_ms: number;
  cli_cpu_ms: number;
  ratio_to_floor: number;
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

async function renewCase(name: string, concurrency: number, everyField: boolean, times: number) {
  const samples: Run[] = [];
  for (let run = 0; run < times; run++) {
    const sample = await cms(renewArgs(concurrency, everyField));
    if (sample.jobMs === undefined) throw new Error(`${name}: no job timing in\n${sample.stderr}`);
    samples.push(sample);
    console.log(`${name}: job ${round(sample.jobMs)} ms, process ${round(sample.wallMs)} ms`);
  }
  const items = samples[0]!.items!;
  const callsPerItem = everyField ? 1 : 2;
  const floor = (items * callsPerItem * LATENCY) / concurrency;
  const jobMs = median(samples.map((s) => s.jobMs!));
  const result: RenewCase = {
    case: name,
    concurrency,
    items,
    calls_per_item: callsPerItem,
    floor_ms: round(floor),
    job_ms: round(jobMs),
    process_ms: round(median(samples.map((s) => s.wallMs))),
    cli_cpu_ms: round(median(samples.map((s) => s.cpuMs ?? NaN))),
    ratio_to_floor: round(jobMs / floor, 2),
  };
  console.log(result);
  return result;
}

const renewals = [
  await renewCase("renew, every field given (PUT only)", CONCURRENCY, true, runs),
  await renewCase("renew, --days only (GET + PUT)", CONCURRENCY, false, runs),
  await renewCase("renew, every field given, sequential", 1, true, 1),
];
const sequential = renewals[2]!;
const parallel = renewals[0]!;

// ---------------------------------------------------------------------------------------------------------
// Ticket export

async function api<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
const signIn = await fetch(`${baseUrl}/api/cms/v3/auth/token`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
});
const tokens = (await signIn.json()) as { accessToken: string; authToken: string };
const auth = { Authorization: `Bearer ${tokens.accessToken}`, "auth-token": tokens.authToken };
const properties = await api<{ items: { id: string | number }[] }>("/api/cms/v3/property/index", auth);
// The demo property (the first) holds the 100,000-ticket batch at scale 80; its other batches are small.
const property = String(properties.items[0]!.id);
const bulks = await api<{ items: { ticketCount?: number }[] }>(
  `/api/cms/v3/${property}/onespeed/bulkticket/index`,
  auth,
);
const expected = bulks.items.reduce((sum, bulk) => sum + (bulk.ticketCount ?? 0), 0);
const largest = Math.max(...bulks.items.map((bulk) => bulk.ticketCount ?? 0));

const exportRuns: Run[] = [];
const rawRuns: Run[] = [];
let exported = 0;
for (let run = 0; run < runs; run++) {
  rmSync(outDir, { recursive: true, force: true });
  const sample = await cms([
    "tickets",
    "export",
    "--property",
    property,
    "--out",
    outDir,
    "--format",
    "json",
  ]);
  const rows = JSON.parse(sample.stdout) as { kind: string; tickets?: number }[];
  exported = rows.filter((r) => r.kind === "bulk ticket csv").reduce((sum, r) => sum + (r.tickets ?? 0), 0);
  if (exported !== expected) throw new Error(`exported ${exported} tickets, expected ${expected}`);
  exportRuns.push(sample);
  console.log(`export: ${round(sample.wallMs)} ms, peak RSS ${round(sample.peakRssMb ?? 0, 1)} MB`);
  const raw = await runNode(RAW, [baseUrl, EMAIL, PASSWORD, property]);
  if (raw.code !== 0) throw new Error(`raw download: exit ${raw.code}\n${raw.stderr}`);
  rawRuns.push(raw);
  console.log(`raw download: ${round(raw.wallMs)} ms, peak RSS ${round(raw.peakRssMb ?? 0, 1)} MB`);
}
rmSync(configDir, { recursive: true, force: true });
stopSandbox();

const exportCase = {
  case: "tickets export to CSV",
  tickets: exported,
  files: bulks.items.length,
  largest_file_tickets: largest,
  cli_wall_ms: round(median(exportRuns.map((s) => s.wallMs))),
  cli_peak_rss_mb: round(median(exportRuns.map((s) => s.peakRssMb ?? NaN)), 1),
  raw_wall_ms: round(median(rawRuns.map((s) => s.wallMs))),
  raw_peak_rss_mb: round(median(rawRuns.map((s) => s.peakRssMb ?? NaN)), 1),
};
const exportRatio = round(exportCase.cli_wall_ms / exportCase.raw_wall_ms, 2);

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(", ");
const lines = [
  `\`node cli/dist/cms.js\` (the bundled binary) against \`pnpm sandbox --latency ${LATENCY} --scale ${SCALE}\` on the`,
  `same machine (load average at the end ${load}). Medians of ${runs} runs; the sequential loop ran once.`,
  "",
  `Licence renewal: \`cms licences renew --all --product gateway --days 365 [--auto-renew true --themes 5]`,
  `--yes --concurrency <n>\` over ${parallel.items.toLocaleString("en")} properties. With every field of the`,
  "licence given, renew sends one PUT per item (no GET); with `--days` alone it reads each licence first.",
  "Floor = items × calls per item × latency / concurrency. Job = from the job's first log line to its summary",
  "(the items, results printed included); process = the whole command (start-up, sign-in, listing the",
  "properties); CLI CPU = user + system time of the CLI process. Target: job within 1.25× of the floor at",
  "concurrency 16.",
  "",
  ...table(
    [
      "case",
      "concurrency",
      "items",
      "calls/item",
      "floor ms",
      "job ms",
      "process ms",
      "CLI CPU ms",
      "job / floor",
    ],
    renewals.map((r) => [
      r.case,
      r.concurrency,
      r.items.toLocaleString("en"),
      r.calls_per_item,
      r.floor_ms,
      r.job_ms,
      r.process_ms,
      r.cli_cpu_ms,
      r.ratio_to_floor,
    ]),
  ),
  "",
  `Concurrency ${CONCURRENCY} against the sequential loop: ${round(sequential.job_ms / parallel.job_ms, 1)}× faster.`,
  "",
  `Ticket export: \`cms tickets export --property ${property} --out <dir>\`, the demo property, whose ${exportCase.files}`,
  `bulk batches hold ${exported.toLocaleString("en")} tickets (the largest ${largest.toLocaleString("en")}): one CSV per batch, streamed and`,
  "re-escaped against formula injection, plus the gateway ticket types. Raw = the same calls with plain fetch,",
  "bodies to /dev/null (bench/raw-download.mjs, plain Node). Peak RSS from `/usr/bin/time -f %M`. Target:",
  "CLI peak RSS under 150 MB.",
  "",
  ...table(
    ["case", "tickets", "wall ms", "peak RSS MB"],
    [
      [
        "cms tickets export",
        exported.toLocaleString("en"),
        exportCase.cli_wall_ms,
        exportCase.cli_peak_rss_mb,
      ],
      ["raw download", exported.toLocaleString("en"), exportCase.raw_wall_ms, exportCase.raw_peak_rss_mb],
    ],
  ),
  "",
  `Export wall time / raw download: ${exportRatio}.`,
];
console.log(writeSection("CLI: licence renewal and ticket export", lines));
console.log(
  `RESULT ${JSON.stringify({ cases: [...renewals, { ...exportCase, wall_ratio_to_raw: exportRatio }] })}`,
);
process.exit(0);
