import { cpus, loadavg } from "node:os";
import { table, writeSection } from "../../../tooling/benchmarks";
import { runLoadBenchmarks } from "./load.bench";
import { runMonitoringBenchmarks } from "./monitoring.bench";
import { runSandboxBenchmarks } from "./sandbox.bench";
import { runVoucherBenchmarks } from "./vouchers.bench";

// `pnpm --filter @cms/sandbox bench monitoring` measures the monitoring pages alone.
const only = process.argv.slice(2).filter((arg) => arg !== "--");

if (only.length === 0) {
  const { name, rows } = await runSandboxBenchmarks();
  console.log(writeSection(name, table(["case", "mean", "p99"], rows)));
}

if (only.length === 0 || only.includes("monitoring")) {
  const monitoring = await runMonitoringBenchmarks();
  console.log(
    writeSection(monitoring.name, [
      ...monitoring.notes,
      "",
      ...table(["case", "mean", "p99", "page under 300 ms"], monitoring.rows),
    ]),
  );
}

// `pnpm --filter @cms/sandbox bench vouchers`: the bulk ticket voucher PDF alone (a minute or more).
if (only.length === 0 || only.includes("vouchers")) {
  const startVouchers = loadavg()[0]!;
  const vouchers = runVoucherBenchmarks();
  console.log(
    writeSection(vouchers.name, [
      "The bulk ticket PDF as `GET bulkticket/{id}/pdf` streams it (pdfkit, a QR code of the portal login link",
      "per voucher), read to the end chunk by chunk; each case in a process of its own, peak RSS sampled every",
      "20 ms. What every voucher of a batch shares (frame, hotel, texts) is drawn once per PDF and placed on each",
      "voucher; each voucher adds its code, number and QR code. The floor is the same PDF without the QR codes:",
      "the same pages and texts, drawn the same way, so what pdfkit needs for that many pages; the QR column is",
      "the difference (encoding with qrcode, drawing and compressing). Before issue 40 (each voucher's texts",
      "drawn on it, qrcode's own mask choice) 10,000 on A4 took 13.4 s and 100,000 took 166 to 290 s; jsPDF, which",
      "built the whole document in memory, took about 18 s and 1.7 GB for 10,000.",
      `Load average (1 min): ${startVouchers.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores shared with other work.`,
      "",
      ...table(
        ["case", "pages", "time", "floor (no QR codes)", "QR codes", "peak memory (RSS)", "PDF size"],
        vouchers.rows,
      ),
      "",
      vouchers.goal,
      ...(vouchers.skipped.length
        ? ["", `Not measured in this run (BENCH_VOUCHER_MAX): ${vouchers.skipped.join(", ")}.`]
        : []),
    ]),
  );
}

// `pnpm --filter @cms/sandbox bench load`: 20 and 100 concurrent clients on the HTTP sandbox, a minute each
// (BENCH_LOAD_SECONDS shortens it; BENCH_LOAD_DATA=1 measures it with durable --data writes).
if (only.length === 0 || only.includes("load")) {
  const startLoad = loadavg()[0]!;
  const load = await runLoadBenchmarks();
  const { acknowledged, created } = load.concurrentCreates;
  console.log(
    writeSection(`Sandbox under load${load.durable ? " (--data, durable writes)" : ""}`, [
      "The sandbox as its own process (`pnpm sandbox`), driven over HTTP with keep-alive by concurrent clients,",
      "each sending the next call of a fixed mix as soon as the last is answered: list the allow list (3), list",
      "tickets (2), list properties (2), session info (1), and create, update and delete an allow-list entry",
      "(1 each; what is created is deleted again, so the data keeps its size). Errors are answers other than",
      "the expected status or no answer. Memory is the sandbox's resident set before and after each run (after",
      "a 5 s warm-up). Every answer is still checked against openapi.yaml, as in any run.",
      `Load average (1 min): ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores shared with other work.`,
      "",
      ...table(["case", "requests", "req/s", "p50", "p99", "errors", "memory (RSS)"], load.rows),
      "",
      `100 concurrent creates: ${acknowledged} answered 201, ${created} new items${created === 100 && acknowledged === 100 ? " (exactly 100)" : " (expected exactly 100)"}.`,
    ]),
  );
}
