import { cpus, loadavg } from "node:os";
import { table, writeSection } from "../../../tooling/benchmarks";
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
  const vouchers = runVoucherBenchmarks();
  console.log(
    writeSection(vouchers.name, [
      "The bulk ticket PDF as `GET bulkticket/{id}/pdf` streams it (pdfkit, a QR code of the portal login link",
      "per voucher), read to the end chunk by chunk; each case in a process of its own, peak RSS sampled every",
      "20 ms. jsPDF, which built the whole document in memory before, took about 18 s and 1.7 GB for 10,000.",
      `Load average (1 min) at the end of the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
      "",
      ...table(["case", "pages", "time", "peak memory (RSS)", "PDF size"], vouchers.rows),
      ...(vouchers.skipped.length
        ? ["", `Not measured in this run (BENCH_VOUCHER_MAX): ${vouchers.skipped.join(", ")}.`]
        : []),
    ]),
  );
}
