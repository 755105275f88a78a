// `pnpm bench` (voucher part): the bulk ticket PDF (pdfkit, streamed, a QR code per voucher) at 10,000 and
// 100,000 vouchers, time and peak memory, each case in its own process, beside its floor: the same pages with
// the same texts drawn the same way but no QR codes, which is what pdfkit alone needs for that many pages.
// Nothing here asserts a time.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

interface VoucherCase {
  ms: number;
  peakRssMb: number;
  baseRssMb: number;
  bytes: number;
  pages: number;
}

type Layout = "a4" | "receipt";

const CASES: [number, Layout][] = [
  [10_000, "a4"],
  [10_000, "receipt"],
  [100_000, "a4"],
];

/** The goal of issue 40: 100,000 vouchers on A4 sheets within a minute. */
export const VOUCHER_GOAL = { count: 100_000, layout: "a4" as Layout, seconds: 60 };

const MB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `BENCH_VOUCHER_MAX=10000` leaves out the larger cases (100,000 vouchers take a minute or more on a loaded
 * machine); the section then says which were left out.
 */
export function runVoucherBenchmarks(max = Number(process.env.BENCH_VOUCHER_MAX ?? Infinity)): {
  name: string;
  rows: string[][];
  skipped: string[];
  goal: string;
} {
  const cases = CASES.filter(([count]) => count <= max);
  const skipped = CASES.filter(([count]) => count > max).map(
    ([count, layout]) => `${count.toLocaleString("en")} vouchers (${layout})`,
  );
  const script = fileURLToPath(new URL("./voucherCase.ts", import.meta.url));
  const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
  const run = (count: number, layout: Layout, floor: boolean) => {
    const args = [script, String(count), layout, ...(floor ? ["floor"] : [])];
    const out = execFileSync(tsx, args, { encoding: "utf8", maxBuffer: MB });
    return JSON.parse(out.trim().split("\n").at(-1)!) as VoucherCase;
  };
  let goal = `Goal: ${VOUCHER_GOAL.count.toLocaleString("en")} vouchers on A4 in ${VOUCHER_GOAL.seconds} s: not measured in this run.`;
  const rows = cases.map(([count, layout]) => {
    const result = run(count, layout, false);
    const floor = run(count, layout, true);
    if (count === VOUCHER_GOAL.count && layout === VOUCHER_GOAL.layout) {
      const met = result.ms <= VOUCHER_GOAL.seconds * 1000;
      goal =
        `Goal: ${count.toLocaleString("en")} vouchers on A4 in ${VOUCHER_GOAL.seconds} s. Measured ${seconds(result.ms)} ` +
        `(${met ? "met" : `${seconds(result.ms - VOUCHER_GOAL.seconds * 1000)} over`}), against a floor of ` +
        `${seconds(floor.ms)} for the same pages without QR codes.`;
    }
    return [
      `${count.toLocaleString("en")} vouchers, ${layout === "a4" ? "A4 sheets of 10" : "80 mm receipts"}`,
      `${result.pages.toLocaleString("en")}`,
      seconds(result.ms),
      seconds(floor.ms),
      seconds(result.ms - floor.ms),
      `${result.peakRssMb} MB (${result.baseRssMb} MB at start)`,
      `${(result.bytes / MB).toFixed(1)} MB`,
    ];
  });
  return { name: "Voucher PDF", rows, skipped, goal };
}
