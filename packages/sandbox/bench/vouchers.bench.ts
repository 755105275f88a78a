// `pnpm bench` (voucher part): the bulk ticket PDF (pdfkit, streamed, a QR code per voucher) at 10,000 and
// 100,000 vouchers, time and peak memory, each case in its own process. Nothing here asserts a time.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

interface VoucherCase {
  ms: number;
  peakRssMb: number;
  baseRssMb: number;
  bytes: number;
  pages: number;
}

const CASES: [number, "a4" | "receipt"][] = [
  [10_000, "a4"],
  [10_000, "receipt"],
  [100_000, "a4"],
];

/**
 * `BENCH_VOUCHER_MAX=10000` leaves out the larger cases (100,000 vouchers take minutes on a loaded machine);
 * the section then says which were left out.
 */
export function runVoucherBenchmarks(max = Number(process.env.BENCH_VOUCHER_MAX ?? Infinity)): {
  name: string;
  rows: string[][];
  skipped: string[];
} {
  const cases = CASES.filter(([count]) => count <= max);
  const skipped = CASES.filter(([count]) => count > max).map(
    ([count, layout]) => `${count.toLocaleString("en")} vouchers (${layout})`,
  );
  const script = fileURLToPath(new URL("./voucherCase.ts", import.meta.url));
  const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
  const rows = cases.map(([count, layout]) => {
    const out = execFileSync(tsx, [script, String(count), layout], { encoding: "utf8", maxBuffer: MB });
    const result = JSON.parse(out.trim().split("\n").at(-1)!) as VoucherCase;
    return [
      `${count.toLocaleString("en")} vouchers, ${layout === "a4" ? "A4 sheets of 10" : "80 mm receipts"}`,
      `${result.pages.toLocaleString("en")}`,
      `${(result.ms / 1000).toFixed(1)} s`,
      `${result.peakRssMb} MB (${result.baseRssMb} MB at start)`,
      `${(result.bytes / (1024 * 1024)).toFixed(1)} MB`,
    ];
  });
  return { name: "Voucher PDF", rows, skipped };
}

const MB = 1024 * 1024;
