// `pnpm bench:charts`: the chart kit's LineChart against plain Victory (VictoryChart + VictoryLine + a voronoi
// tooltip) on a year of hourly bandwidth, 8,760 points × 2 series, in one headless Chromium page per run
// from a production build. First render: from render() to the first painted frame. Hover: a real mouse move
// over the plot, from the pointermove event to the frame painted after the tooltip changed. Medians go to
// docs/benchmarks.md; nothing here asserts a time.
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { median, table, writeSection } from "../../tooling/benchmarks";
import { servePage } from "../../tooling/benchPage";

const root = fileURLToPath(new URL(".", import.meta.url));
const configFile = fileURLToPath(new URL("vite.config.ts", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const HOVERS = 10;

const { url, browser, close } = await servePage(root, configFile);

async function measure(lib: "ours" | "victory") {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${url}?lib=${lib}`);
  await page.waitForFunction(() => window.bench?.firstRender !== undefined, undefined, { timeout: 120_000 });
  const first = (await page.evaluate(() => window.bench.firstRender)) as number;
  // The chart's own SVG (role img in both), not an icon of the toolbar.
  const box = (await page.locator('svg[role="img"]').first().boundingBox())!;
  const hovers: number[] = [];
  for (let i = 0; i < HOVERS; i++) {
    await page.evaluate(() => window.bench.armHover());
    const x = box.x + 80 + ((box.width - 120) * (i + 0.5)) / HOVERS;
    await page.mouse.move(x, box.y + box.height / 2);
    hovers.push((await page.evaluate(() => window.bench.hover)) as number);
  }
  if (errors.length) throw new Error(`${lib}: ${errors.join("; ")}`);
  await page.close();
  return { first, hover: median(hovers) };
}

const results: Record<string, { first: number; hover: number }> = {};
for (const lib of ["ours", "victory"] as const) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await measure(lib));
  results[lib] = {
    first: median(samples.map((s) => s.first)),
    hover: median(samples.map((s) => s.hover)),
  };
  console.log(lib, results[lib]);
}
await close();

const round = (value: number) => Math.round(value * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ours = results.ours!;
const plain = results.victory!;
writeSection("Charts: line chart against plain Victory (`pnpm bench:charts`)", [
  `A year of hourly bandwidth, 8,760 points × 2 series, 960 px wide; median of ${runs} fresh pages per chart`,
  `(hover: median of ${HOVERS} mouse moves across the plot per page); headless Chromium, production builds;`,
  `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores when measured. Plain Victory 37.3.6 draws every point`,
  "with a VictoryVoronoiContainer tooltip; the kit draws 1,000 points per line (LTTB) and moves an HTML",
  "tooltip over a memoized plot. Targets: first render ≤ 0.3× plain Victory's, hover under one frame (16.7 ms).",
  "",
  ...table(
    ["metric", "LineChart (kit)", "plain Victory", "ratio"],
    [
      ["first render (ms)", round(ours.first), round(plain.first), ratio(ours.first, plain.first)],
      ["hover to tooltip (ms)", round(ours.hover), round(plain.hover), ratio(ours.hover, plain.hover)],
    ],
  ),
]);
console.log(`RESULT ${JSON.stringify(results)}`);
