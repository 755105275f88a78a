// One voucher PDF in a process of its own, so that its peak memory is not mixed with another case's:
// `tsx bench/voucherCase.ts <count> <a4|receipt> [floor]` prints { ms, peakRssMb, baseRssMb, bytes, pages } as
// JSON; `floor` draws the same pages without the QR codes.
import { voucherPages, voucherPdf, type VoucherLayout } from "../src/handlers/vouchers";

const count = Number(process.argv[2] ?? 10_000);
const layout = (process.argv[3] ?? "a4") as VoucherLayout;
const floor = process.argv[4] === "floor";
const MB = 1024 * 1024;

const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const started = performance.now();
const stream = voucherPdf(
  {
    bulk: {
      _id: "5f0c0ffee0000000000bench",
      name: "Benchmark vouchers",
      description: "Premium Wi-Fi, valid on all devices of your stay",
      ticketCount: count,
      ticketLanguage: "en",
      validFrom: "2026-11-25T00:00:00.000Z",
      validTo: "2026-12-02T23:59:00.000Z",
      ticketPrice: "9,90",
      maxDevices: 3,
      dataLimitInMb: 5120,
      timeLimitInSeconds: 7 * 86_400,
      maxBandwidthDownInMbit: 50,
      maxBandwidthUpInMbit: 10,
    },
    propertyId: "1001",
    hotel: "Hotel Sacher Wien",
    ssid: "Hotel-Sacher-Guest",
    layout,
  },
  { qr: !floor },
);
// Read as a download would: chunk by chunk, nothing kept.
let bytes = 0;
for await (const chunk of stream) {
  bytes += chunk.byteLength;
  peak = Math.max(peak, process.memoryUsage().rss);
}
const ms = performance.now() - started;
clearInterval(sampler);
console.log(
  JSON.stringify({
    ms: Math.round(ms),
    peakRssMb: Math.round(peak / MB),
    baseRssMb: Math.round(base / MB),
    bytes,
    pages: voucherPages(count, layout),
  }),
);
