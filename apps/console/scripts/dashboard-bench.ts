// `pnpm --filter @cms/console bench` (part of `pnpm bench`): how long a chart dashboard takes to show itself when
// it is opened by its address on a cheap PC (issue 40): the production build behind the deploy server, signed in
// as the super administrator, the browser's cache emptied, the CPU slowed 4x. Two moments, from the navigation's
// start: the frame painted after the screen's heading showed (the screen's own first paint, what Lighthouse takes
// for these dashboards' largest paint), and the frame painted once every chart's frame was on the page (the whole
// screen drawn, its charts' plots aside: those are drawn as they come near the viewport). Medians of several loads.
//
// BENCH_BEFORE=<a console build's dist> measures that build too, load for load in turn with the current one, for a
// before-and-after of a change; BENCH_BEFORE_LABEL names it.
import { cpus, loadavg } from "node:os";
import { median, table, writeSection } from "../../../tooling/benchmarks";
import { coldOpener, paintedOnce } from "./benchConsole";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const before = process.env.BENCH_BEFORE;
const beforeLabel = process.env.BENCH_BEFORE_LABEL ?? before;
const today = "2026-11-20";
const SCREENS = [
  { name: "Gateway dashboard", path: "/property/1001/onespeed-gateway/dashboard", charts: 4 },
  { name: "Streaming dashboard", path: "/property/1001/onestream/dashboard", charts: 3 },
];

/** In-page: the screen's heading (its title in the page, under the toolbar's) and its chart frames. */
const HEADING = `document.querySelector("main h2")`;
const CHARTS = `document.querySelectorAll('main [data-ui="LineChart"], main [data-ui="BarChart"]').length`;

/** In-page, before any script: `window.shown` resolves with both moments (ms from the navigation's start). */
const watch = (charts: number) =>
  `window.shown = Promise.all([${paintedOnce(HEADING)}, ${paintedOnce(`${CHARTS} >= ${charts}`)}])`;

type Moments = [heading: number, whole: number];
const results = [];
for (const screen of SCREENS) {
  const current = await coldOpener<Moments>({ today, watch: watch(screen.charts) });
  const older = before
    ? await coldOpener<Moments>({ today, dist: before, watch: watch(screen.charts) })
    : undefined;
  const now: Moments[] = [];
  const then: Moments[] = [];
  for (let run = 0; run < runs; run++) {
    now.push(await current.open(screen.path));
    if (older) then.push(await older.open(screen.path));
  }
  if (process.env.BENCH_DEBUG) console.log(screen.path, now, then);
  await current.close();
  await older?.close();
  results.push({ ...screen, now, then });
}

const at = (loads: Moments[], moment: 0 | 1) => Math.round(median(loads.map((load) => load[moment])));
const lines = [
  "Each chart dashboard opened by its address while signed in as super@demo.test: the production build behind the",
  "deploy server over the HTTP sandbox at scale 1, headless Chromium at 1280×800, the browser's cache emptied before",
  "each load and the CPU slowed 4x (the network is the machine's loopback). From the navigation's start to the frame",
  "painted after the screen's heading showed, and to the frame painted once every chart's frame was on the page;",
  `medians of ${runs} loads.${before ? ` Beside them, the build of ${beforeLabel}, opened in turn with the current one.` : ""}`,
  `Load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  "",
  ...table(
    before
      ? ["screen", "heading, ms", "before, ms", "every chart, ms", "before, ms"]
      : ["screen", "heading, ms", "every chart, ms"],
    results.map(({ name, path, now, then }) =>
      before
        ? [`${name} \`${path}\``, at(now, 0), at(then, 0), at(now, 1), at(then, 1)]
        : [`${name} \`${path}\``, at(now, 0), at(now, 1)],
    ),
  ),
];
console.log(writeSection("Console: a chart dashboard opened cold at 4x CPU", lines));
