// `pnpm --filter @cms/console bench` (part of `pnpm bench`): how long a chart dashboard takes to show itself when
// it is opened by its address on a cheap PC (issue 40): the production build behind the deploy server, signed in
// as the super administrator, the browser's cache emptied, the CPU slowed 4x; over the machine's loopback and
// over a phone's line (Lighthouse's mobile one). Three moments, from the navigation's start: the frame painted
// after the screen's heading showed (the screen's own first paint, what Lighthouse takes for these dashboards'
// largest paint), the frame painted once every chart's frame was on the page, and the frame painted once the first
// plot had its axes (Victory's drawing, a chunk of its own, and the chart's data both in). Medians of several loads.
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
const LINES = [
  { name: "loopback", phoneLine: false },
  { name: "phone line", phoneLine: true },
];

/** In-page: the screen's heading (its title in the page, under the toolbar's), its chart frames, a plot's axes. */
const HEADING = `document.querySelector("main h2")`;
const CHARTS = `document.querySelectorAll('main [data-ui="LineChart"], main [data-ui="BarChart"]').length`;
const PLOT_AXES = `document.querySelector('main [data-ui="ChartPlot"] line')`;

/** In-page, before any script: `window.shown` resolves with the three moments (ms from the navigation's start). */
const watch = (charts: number) =>
  `window.shown = Promise.all([${paintedOnce(HEADING)}, ${paintedOnce(`${CHARTS} >= ${charts}`)}, ${paintedOnce(PLOT_AXES)}])`;

type Moments = [heading: number, everyChart: number, firstPlot: number];
const results = [];
for (const line of LINES) {
  for (const screen of SCREENS) {
    const options = { today, watch: watch(screen.charts), phoneLine: line.phoneLine };
    const current = await coldOpener<Moments>(options);
    const older = before ? await coldOpener<Moments>({ ...options, dist: before }) : undefined;
    const now: Moments[] = [];
    const then: Moments[] = [];
    for (let run = 0; run < runs; run++) {
      now.push(await current.open(screen.path));
      if (older) then.push(await older.open(screen.path));
    }
    if (process.env.BENCH_DEBUG) console.log(line.name, screen.path, now, then);
    await current.close();
    await older?.close();
    results.push({ ...screen, line: line.name, now, then });
  }
}

const at = (loads: Moments[], moment: 0 | 1 | 2) => Math.round(median(loads.map((load) => load[moment])));
const MOMENTS = ["heading", "every chart", "first plot"];
const lines = [
  "Each chart dashboard opened by its address while signed in as super@demo.test: the production build behind the",
  "deploy server over the HTTP sandbox at scale 1, headless Chromium at 1280×800, the browser's cache emptied before",
  "each load and the CPU slowed 4x; over the machine's loopback, and over Lighthouse's mobile line (Chromium's",
  "throttling: 150 ms round trips, 1.6 Mbit/s down). From the navigation's start to the frame painted after the",
  "screen's heading showed, to the frame painted once every chart's frame was on the page, and to the frame painted",
  `once the first plot had its axes; medians of ${runs} loads.${before ? ` Beside them, the build of ${beforeLabel}, opened in turn with the current one.` : ""}`,
  `Load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  "",
  ...table(
    [
      "screen",
      "line",
      ...MOMENTS.flatMap((moment) => (before ? [`${moment}, ms`, "before, ms"] : [`${moment}, ms`])),
    ],
    results.map(({ name, path, line, now, then }) => [
      `${name} \`${path}\``,
      line,
      ...([0, 1, 2] as const).flatMap((moment) =>
        before ? [at(now, moment), at(then, moment)] : [at(now, moment)],
      ),
    ]),
  ),
];
console.log(writeSection("Console: a chart dashboard opened cold at 4x CPU", lines));
