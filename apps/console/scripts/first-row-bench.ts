// `pnpm --filter @cms/console bench` (part of `pnpm bench`): how long a list screen takes to show its rows when
// it is opened by its address (a bookmark, a reload), as issue 40 item 6 measured it ("the users list 1.9 s to
// its first row"): the production build behind the deploy server, signed in as the super administrator, the
// browser's cache emptied (the first visit after a release), the CPU slowed 4x (a cheap front-desk PC). From
// the navigation's start to the frame painted after the list's first row appeared. Medians of several loads.
//
// BENCH_BEFORE=<a console build's dist> measures that build too, load for load in turn with the current one
// (so both meet the same machine load), for a before-and-after of a change; BENCH_BEFORE_LABEL names it.
import { cpus, loadavg } from "node:os";
import { median, table, writeSection } from "../../../tooling/benchmarks";
import { ROW_PAINTED, coldOpener } from "./benchConsole";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const before = process.env.BENCH_BEFORE;
/** What the older build is, for the table (a commit). */
const beforeLabel = process.env.BENCH_BEFORE_LABEL ?? before;
const today = "2026-11-20";
const SCREENS = [
  { name: "Users (super administrator)", path: "/super/users" },
  { name: "Gateway tickets", path: "/property/1001/onespeed-gateway/tickets" },
  { name: "Properties", path: "/super/properties" },
  { name: "Property users", path: "/admin/users" },
];

/** In-page, before any script: `window.shown` resolves with the ms from navigation start to the frame after the first row had text. */
const WATCH = `window.shown = ${ROW_PAINTED}("")`;

const current = await coldOpener<number>({ today, watch: WATCH });
const older = before ? await coldOpener<number>({ today, dist: before, watch: WATCH }) : undefined;
const results = SCREENS.map((screen) => ({ ...screen, now: [] as number[], then: [] as number[] }));
for (const result of results) {
  for (let run = 0; run < runs; run++) {
    result.now.push(await current.open(result.path));
    if (older) result.then.push(await older.open(result.path));
  }
  if (process.env.BENCH_DEBUG) console.log(result.path, result.now, result.then);
}
await current.close();
await older?.close();

const loads = (ms: number[]) => ms.map(Math.round).join(", ");
const lines = [
  "Each list screen opened by its address (a bookmark, a reload) while signed in as super@demo.test: the",
  "production build behind the deploy server (server/serve.mjs) over the HTTP sandbox at scale 1, headless",
  "Chromium at 1280×800, the browser's cache emptied before each load and the CPU slowed 4x (Chromium's own",
  "throttling; the network is the machine's loopback). Time from the navigation's start to the frame painted",
  `after the first row showed; median of ${runs} loads.${before ? ` Beside it, the build of ${beforeLabel}, opened in turn with the current one.` : ""}`,
  `Load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  "",
  ...table(
    before
      ? ["screen", "address", "first row, ms", "before, ms", "each load, ms", "each load before, ms"]
      : ["screen", "address", "first row, ms", "each load, ms"],
    results.map(({ name, path, now, then }) =>
      before
        ? [name, `\`${path}\``, Math.round(median(now)), Math.round(median(then)), loads(now), loads(then)]
        : [name, `\`${path}\``, Math.round(median(now)), loads(now)],
    ),
  ),
];
console.log(writeSection("Console: a list's first row, opened cold at 4x CPU", lines));
