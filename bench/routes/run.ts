// pnpm bench:routes (issue 40): Lighthouse 12.2.3 through its Node API over Debian's Chromium, signed in as the
// super administrator, against the console as it is deployed (the production build behind the deploy server,
// apps/console/server/serve.mjs, with the HTTP sandbox behind that), for every route of both specs at Hotel
// Sacher Wien, with the desktop and the mobile preset. A table per preset goes to docs/benchmarks.md with the
// goals, and an HTML report per route and preset to bench/routes/reports/ (git-ignored) for people to open.
//
//   pnpm bench:routes                      every route, desktop and mobile, one run each
//   pnpm bench:routes --runs 3             medians of three
//   pnpm bench:routes --only reservations  routes whose name or path contains the text (or one of a comma list)
//   pnpm bench:routes --scale 80           the list screens over 2,000 properties and 3,200 users
//   pnpm bench:routes --preset desktop     one preset
//   pnpm bench:routes --http1              over plain HTTP/1.1 instead of HTTPS and HTTP/2
//
// The floor: the same signed-in shell around a screen that draws one line (the console's "not found" screen),
// measured in the same run, so a route's numbers can be read against what the shell and the machine allow. The
// chart floor: a page of React and Victory drawing two axes and a bar series, nothing else (chart-floor/, built
// and served the same way), for the unused JavaScript of the routes that draw charts: what Victory (issue 23's
// design card) fetches and never runs, whatever the screen around it does.
//
// The server speaks HTTPS and HTTP/2, as the README's deploy section has it, with a self-signed certificate made
// for the run that only this run's Chromium trusts (by its key's hash). `--http1` measures the plain HTTP/1.1 of a
// deploy without a certificate: Lighthouse's simulation, as a browser, then fetches six files at a time.
import { spawnSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import react from "@vitejs/plugin-react";
import lighthouse from "lighthouse";
import type { Config, Flags, Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { build } from "vite";
import type { Page } from "puppeteer-core";
import { startSandboxServer } from "@cms/sandbox/server";
// @ts-expect-error: plain JavaScript for the deploy, no declaration file
import { createConsoleServer } from "../../apps/console/server/serve.mjs";
import { localCertificate } from "../../apps/console/server/localCertificate";
import { precompress } from "../../apps/console/server/precompress";
import { PUBLIC_ROUTES, routeUrl, signedInRoutes } from "../../apps/console/e2e/routeTable";
import { assertChromium, chromiumArgs, chromiumPath } from "../../tooling/chromium";
import { median, table, writeSection } from "../../tooling/benchmarks";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    scale: { type: "string", default: "1" },
    preset: { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
    http1: { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs));
/** `--only users,properties`: the routes whose name or path contains one of the texts. */
const only = values.only?.split(",").filter(Boolean);
const SCALE = Number(values.scale);
const PRESETS = (values.preset === "both" ? ["desktop", "mobile"] : [values.preset]) as Preset[];
const PROPERTY = "1001";
const TODAY = "2026-11-20";
const consoleRoot = fileURLToPath(new URL("../../apps/console/", import.meta.url));
const reports = fileURLToPath(new URL("./reports/", import.meta.url));

type Preset = "desktop" | "mobile";

/** The signed-in shell around a screen that draws one line: what every signed-in route costs before its own. */
const FLOOR = { name: "floor: the shell around an empty screen", url: "/no-such-screen", signedIn: true };
/** React and Victory's axes and bars alone (chart-floor/): what a chart on Victory costs before the screen's own. */
const CHART_FLOOR: Target = {
  name: "chart floor: React and Victory's axes and bars alone",
  url: "/",
  signedIn: false,
  chartFloor: true,
};
const chartFloorRoot = fileURLToPath(new URL("./chart-floor/", import.meta.url));

/** Issue 40's goals, per preset. */
const GOALS = {
  desktop: { performance: 95, tbt: 150 },
  mobile: { performance: 85, lcp: 2500 },
  both: { cls: 0.02, accessibility: 100, bestPractices: 100, unusedKiB: 50 },
};

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  unusedKiB: number;
  /** Each script Lighthouse counts in unused JS (20 KiB or more unused): KiB unused and fetched, by its name. */
  unusedScripts: Record<string, { unusedKiB: number; totalKiB: number }>;
  /** The share of each script the page ran that it left unused (Lighthouse's script treemap), by its name. */
  unusedShares: Record<string, number>;
}

interface Target {
  name: string;
  url: string;
  signedIn: boolean;
  /** Served from the chart floor's build rather than the console's. */
  chartFloor?: boolean;
}

interface Row {
  target: Target;
  measure: Measure;
  /** The route fetched the chart kit's Victory chunk: read its unused JavaScript against the chart floor. */
  drawsCharts: boolean;
}

/** Whether a report's page fetched the chart kit's Victory drawing (packages/ui/src/charts/VictoryLayer.tsx). */
function drawsCharts(result: Result): boolean {
  const requests = result.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined;
  return (requests?.items ?? []).some((request) => /\/VictoryLayer-[\w-]+\.js$/.test(request.url));
}

const score = (result: Result, id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
const numeric = (result: Result, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

function measureOf(result: Result): Measure {
  const resources = result.audits["resource-summary"]?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const script = resources?.items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  const unused = result.audits["unused-javascript"]?.details as
    | { overallSavingsBytes?: number; items?: { url: string; wastedBytes: number; totalBytes: number }[] }
    | undefined;
  const treemap = result.audits["script-treemap-data"]?.details as
    { nodes?: { name: string; resourceBytes: number; unusedBytes?: number }[] } | undefined;
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    fcp: numeric(result, "first-contentful-paint"),
    lcp: numeric(result, "largest-contentful-paint"),
    tbt: numeric(result, "total-blocking-time"),
    cls: numeric(result, "cumulative-layout-shift"),
    jsKiB: script / 1024,
    unusedKiB: (unused?.overallSavingsBytes ?? 0) / 1024,
    unusedScripts: Object.fromEntries(
      (unused?.items ?? []).map((item) => [
        scriptName(item.url),
        { unusedKiB: item.wastedBytes / 1024, totalKiB: item.totalBytes / 1024 },
      ]),
    ),
    unusedShares: Object.fromEntries(
      (treemap?.nodes ?? [])
        .filter((node) => node.resourceBytes > 0)
        .map((node) => [scriptName(node.name), (node.unusedBytes ?? 0) / node.resourceBytes]),
    ),
  };
}

/** A script's name without its hash: `/assets/VictoryLayer-BgUCmtMd.js` is `VictoryLayer`, in any build. */
const scriptName = (url: string) => (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, "");

type Numeric = Exclude<keyof Measure, "unusedScripts" | "unusedShares">;

/** Per name, the median of what each run measured of it (0 in a run without it). */
function medianBy<T>(records: Record<string, T>[], value: (entry: T | undefined) => number) {
  const names = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return names.map((name) => [name, median(records.map((record) => value(record[name])))] as const);
}

function medianOf(runs: Measure[]): Measure {
  const keys = (Object.keys(runs[0]!) as (keyof Measure)[]).filter(
    (key): key is Numeric => key !== "unusedScripts" && key !== "unusedShares",
  );
  const scripts = runs.map((run) => run.unusedScripts);
  const totals = new Map(medianBy(scripts, (script) => script?.totalKiB ?? 0));
  return {
    ...(Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<
      Numeric,
      number
    >),
    unusedScripts: Object.fromEntries(
      medianBy(scripts, (script) => script?.unusedKiB ?? 0).map(([name, unusedKiB]) => [
        name,
        { unusedKiB, totalKiB: totals.get(name) ?? 0 },
      ]),
    ),
    unusedShares: Object.fromEntries(
      medianBy(
        runs.map((run) => run.unusedShares),
        (share) => share ?? 0,
      ),
    ),
  };
}

/** The goals a measure misses, named. */
function misses(measure: Measure, preset: Preset): Goal[] {
  const missed: Goal[] = [];
  if (preset === "desktop" && measure.performance < GOALS.desktop.performance) missed.push("performance");
  if (preset === "mobile" && measure.performance < GOALS.mobile.performance) missed.push("performance");
  if (preset === "desktop" && measure.tbt > GOALS.desktop.tbt) missed.push("TBT");
  if (preset === "mobile" && measure.lcp > GOALS.mobile.lcp) missed.push("LCP");
  if (measure.cls > GOALS.both.cls) missed.push("CLS");
  if (measure.accessibility < GOALS.both.accessibility) missed.push("accessibility");
  if (measure.bestPractices < GOALS.both.bestPractices) missed.push("best practices");
  if (measure.unusedKiB > GOALS.both.unusedKiB) missed.push("unused JS");
  return missed;
}

type Goal = "performance" | "TBT" | "LCP" | "CLS" | "accessibility" | "best practices" | "unused JS";

/** Each goal's measure, and how a difference in it is written. */
const GOAL_MEASURES: Record<Goal, { key: Numeric; unit: string; digits: number }> = {
  performance: { key: "performance", unit: "", digits: 0 },
  TBT: { key: "tbt", unit: " ms", digits: 0 },
  LCP: { key: "lcp", unit: " ms", digits: 0 },
  CLS: { key: "cls", unit: "", digits: 3 },
  accessibility: { key: "accessibility", unit: "", digits: 0 },
  "best practices": { key: "bestPractices", unit: "", digits: 0 },
  "unused JS": { key: "unusedKiB", unit: " KiB", digits: 0 },
};

/** How far a route is from the floor on a goal's measure, as the table writes it ("+1,089 ms"). */
function beyond(goal: Goal, measure: Measure, floor: Measure): string {
  const { key, unit, digits } = GOAL_MEASURES[goal];
  const gap = measure[key] - floor[key];
  const size = Math.abs(gap).toLocaleString("en", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${gap >= 0 ? "+" : "−"}${size}${unit}`;
}

/**
 * A signed-in route's misses, each read against the floors that apply to it (the shell's, and for a route that
 * draws charts the chart floor's; each measured in the same run): a goal a floor misses too is one the platform
 * does not reach on this machine, and what the route adds beyond that floor is the gap to name ("LCP (floor
 * misses, +1,089 ms)"). Unused JS is read script by script against the floors (`unusedOnFloors`): it is the
 * route's own only where what the route adds beyond the floors' scripts is over the goal. A goal no floor
 * explains is the route's own work.
 */
function missesAgainst(measure: Measure, preset: Preset, floors: { name: string; measure: Measure }[]) {
  const missed = misses(measure, preset);
  // Unused JS is read script by script (a floor's total counts scripts a route does not share, e.g. the chart
  // floor's own React bundle); the other goals against a floor that misses them too.
  const explaining = (goal: Goal) =>
    goal === "unused JS" ? undefined : floors.find((floor) => misses(floor.measure, preset).includes(goal));
  const floorScripts = unusedOnFloors(measure, floors);
  const onFloors = (goal: Goal) =>
    goal === "unused JS" && floors.length > 0 && floorScripts.own <= GOALS.both.unusedKiB;
  const own = missed.filter((goal) => !explaining(goal) && !onFloors(goal));
  const text = missed.map((goal) => {
    const floor = explaining(goal);
    if (floor) return `${goal} (${floor.name} misses, ${beyond(goal, measure, floor.measure)})`;
    return goal === "unused JS" && floors.length > 0 ? `unused JS (${floorScripts.text})` : goal;
  });
  return { text: text.join(", ") || "–", own };
}

/**
 * A route's unused JavaScript read script by script against the floors: as much of the shell's chunk as the floor
 * leaves unused, as much of Victory's chunk as the chart floor leaves unused (each floor's share of the script,
 * from Lighthouse's script treemap, which counts every script). What the route leaves unused beyond that, in its
 * own scripts or in more of the floors', is its own ("floors' scripts 48 KiB (VictoryLayer 27, index 21), the
 * route's own 7 KiB").
 */
function unusedOnFloors(measure: Measure, floors: { measure: Measure }[]) {
  const shared = Object.entries(measure.unusedScripts)
    .map(([name, { unusedKiB, totalKiB }]) => {
      const share = Math.max(0, ...floors.map((floor) => floor.measure.unusedShares[name] ?? 0));
      return { name, kib: Math.min(unusedKiB, share * totalKiB) };
    })
    .filter(({ kib }) => kib > 0);
  const explained = shared.reduce((sum, { kib }) => sum + kib, 0);
  const own = measure.unusedKiB - explained;
  const parts = shared.map(({ name, kib }) => `${name} ${Math.round(kib)}`).join(", ");
  return {
    own,
    text: `floors' scripts ${Math.round(explained)} KiB (${parts}), the route's own ${Math.round(own)} KiB`,
  };
}

/** The chart floor's page, built as the console is (Vite, production React) and compressed alike. */
async function buildChartFloor(): Promise<string> {
  const outDir = `${chartFloorRoot}dist/`;
  await build({
    root: chartFloorRoot,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  await precompress(outDir);
  return outDir;
}

async function signIn(page: Page, app: string) {
  await page.goto(`${app}/login`, { waitUntil: "networkidle0" });
  await page.locator('input[type="email"]').fill("super@demo.test");
  await page.locator('::-p-aria([name="Continue"][role="button"])').click();
  await page.locator('input[type="password"]').fill("demo1234");
  await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
  try {
    // The toolbar's screen title: the signed-in frame at any width (the drawer is folded on a narrow window).
    await page.waitForSelector("header h1", { timeout: 30_000 });
  } catch (error) {
    await page.screenshot({ path: `${reports}sign-in-failed.png` });
    throw error;
  }
}

/** The SHA-256 of a certificate's public key, as Chromium's list of keys to trust names it (base64). */
function keyHash(cert: string) {
  const key = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(key).digest("base64");
}

async function main() {
  assertChromium();
  if (!values["no-build"]) {
    const built = spawnSync("pnpm", ["--filter", "@cms/console", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("the console's build failed");
  }
  const api = await startSandboxServer({ port: 0, scale: SCALE, today: TODAY, log: () => {} });
  const tls = values.http1 ? null : await localCertificate();
  const server = await createConsoleServer({ dist: `${consoleRoot}dist`, api: api.url, tls });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const app = `${tls ? "https" : "http"}://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

  const routes = await signedInRoutes();
  const targets: Target[] = [
    ...PUBLIC_ROUTES.map((route) => ({ name: route.name, url: route.path, signedIn: false })),
    CHART_FLOOR,
    FLOOR,
    ...routes.map((route) => ({ name: route.name, url: routeUrl(route, PROPERTY), signedIn: true })),
  ].filter((target) => !only || only.some((text) => target.name.includes(text) || target.url.includes(text)));
  // The chart floor's page on a server of its own, as the console's is served (HTTP/2, brotli, CSP).
  const floorServer = targets.includes(CHART_FLOOR)
    ? await createConsoleServer({ dist: await buildChartFloor(), tls })
    : null;
  await floorServer?.listen({ port: 0, host: "127.0.0.1" });
  const floorApp =
    floorServer &&
    `${tls ? "https" : "http"}://127.0.0.1:${(floorServer.server.address() as AddressInfo).port}`;
  const originOf = (target: Target) => (target.chartFloor ? floorApp! : app);

  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: tls
      ? [...chromiumArgs, `--ignore-certificate-errors-spki-list=${keyHash(tls.cert)}`]
      : chromiumArgs,
    headless: true,
  });
  mkdirSync(reports, { recursive: true });
  const results = new Map<Preset, Row[]>(PRESETS.map((p) => [p, []]));
  try {
    for (const signedIn of [false, true]) {
      // One page per group: signed out first (a fresh profile), then signed in once for every screen after.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (signedIn) await signIn(page, app);
      for (const target of targets.filter((t) => t.signedIn === signedIn)) {
        for (const preset of PRESETS) {
          const runs: Measure[] = [];
          let charts = false;
          for (let run = 0; run < RUNS; run++) {
            const flags: Flags = {
              output: "html",
              logLevel: "error",
              // Keep the session (local storage) between audits: every screen opens signed in, as a user's would.
              disableStorageReset: true,
              onlyCategories: ["performance", "accessibility", "best-practices"],
            };
            const config = (preset === "desktop" ? desktopConfig : undefined) as Config | undefined;
            // A first visit's downloads (the session stays in local storage): what a new PC, or the first
            // load after a release, fetches.
            let outcome: Awaited<ReturnType<typeof lighthouse>>;
            for (let attempt = 1; ; attempt++) {
              const cdp = await page.createCDPSession();
              await cdp.send("Network.clearBrowserCache");
              await cdp.detach();
              outcome = await lighthouse(`${originOf(target)}${target.url}`, flags, config, page);
              if (!outcome) throw new Error(`Lighthouse gave nothing for ${target.url}`);
              // Lighthouse now and then misses the first paint of a headless tab (NO_FCP) and so measures
              // nothing: that audit is taken again (said in the output), never counted as a score of 0.
              const missed = outcome.lhr.audits["first-contentful-paint"]?.errorMessage;
              if (!missed) break;
              if (attempt === 3) throw new Error(`Lighthouse measured nothing for ${target.url}: ${missed}`);
              console.log(
                `${preset.padEnd(7)} ${target.url}: Lighthouse missed the paint (${missed}), again`,
              );
            }
            runs.push(measureOf(outcome.lhr));
            charts ||= drawsCharts(outcome.lhr);
            if (run === RUNS - 1) {
              const file = `${preset}-${target.name.replace(/[^a-z0-9]+/gi, "-")}${SCALE === 1 ? "" : `-scale${SCALE}`}.html`;
              writeFileSync(`${reports}${file}`, outcome.report as string);
            }
          }
          const measure = medianOf(runs);
          results.get(preset)!.push({ target, measure, drawsCharts: charts });
          console.log(
            `${preset.padEnd(7)} ${target.url.padEnd(52)} perf ${measure.performance} TBT ${Math.round(measure.tbt)} ms ` +
              `LCP ${Math.round(measure.lcp)} ms CLS ${measure.cls.toFixed(3)} JS ${Math.round(measure.jsKiB)} KiB ` +
              `unused ${Math.round(measure.unusedKiB)} KiB`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await floorServer?.close();
    await api.close();
  }

  const lines: string[] = [
    `Lighthouse 12.2.3 (Node API, Debian's Chromium, headless) on the production build served by the deploy server`,
    `over ${values.http1 ? "plain HTTP/1.1" : "HTTPS and HTTP/2"} (brotli, caching, CSP) with the HTTP sandbox behind it at scale ${SCALE}, signed in as super@demo.test, property`,
    `${PROPERTY}; ${RUNS === 1 ? "one run" : `medians of ${RUNS} runs`} per route and preset (simulated throttling:`,
    "desktop no CPU slowdown, mobile 4x CPU and slow 4G). Goals (issue 40): desktop performance ≥ 95 and TBT ≤ 150 ms,",
    "mobile performance ≥ 85 and LCP ≤ 2.5 s, CLS ≤ 0.02, accessibility and best practices 100, unused JS ≤ 50 KiB.",
    "The floor row is the signed-in shell around a one-line screen: what any route costs before its own work; the chart",
    "floor row, a page of React and Victory drawing two axes and a bar series alone (bench/routes/chart-floor/), for the",
    "unused JS of the routes that fetch the chart kit's Victory drawing. Unused JS",
    "is Lighthouse's sum over scripts with at least 20 KiB unused each: the shell and the list kit are one chunk each",
    "since 2 December (docs/decisions.md), so their unused code now counts where forty small chunks hid it. A signed-in",
    "route's miss of a goal the floor misses too is written with the route's distance from the floor: the gap that is",
    "the route's own. Unused JS is read script by script: as much of a script as its floor leaves unused (the shell's",
    "chunk on the floor, Victory's chunk on the chart floor, each floor's share from Lighthouse's script treemap) is",
    "the floors'; what the route leaves unused beyond that is its own, and misses only above the goal. Reports:",
    "`bench/routes/reports/` (not committed).",
    "",
  ];
  for (const preset of PRESETS) {
    const rows = results.get(preset)!;
    const isFloor = (target: Target) => target === FLOOR || target === CHART_FLOOR;
    const floor = rows.find(({ target }) => target === FLOOR)?.measure;
    const chartFloor = rows.find(({ target }) => target === CHART_FLOOR)?.measure;
    // The floors against themselves, and the sign-in pages (which load no shell), are read against no floor; a
    // route that draws charts against the chart floor too.
    const against = ({ target, measure, drawsCharts: charts }: Row) =>
      missesAgainst(
        measure,
        preset,
        target.signedIn && !isFloor(target)
          ? [
              ...(floor ? [{ name: "floor", measure: floor }] : []),
              ...(charts && chartFloor ? [{ name: "chart floor", measure: chartFloor }] : []),
            ]
          : [],
      );
    // Counted over the routes: the floor rows are yardsticks, not routes.
    const routeRows = rows.filter(({ target }) => !isFloor(target));
    const meeting = routeRows.filter((row) => misses(row.measure, preset).length === 0).length;
    const floorOnly = routeRows.filter(
      (row) => misses(row.measure, preset).length > 0 && against(row).own.length === 0,
    ).length;
    lines.push(
      `### ${preset} (${meeting} of ${routeRows.length} routes meet every goal; ${floorOnly} more miss only goals a floor misses too)`,
      "",
    );
    lines.push(
      ...table(
        [
          "route",
          "perf",
          "a11y",
          "best pr.",
          "FCP ms",
          "LCP ms",
          "TBT ms",
          "CLS",
          "JS KiB",
          "unused JS KiB",
          "misses",
        ],
        rows.map((row) => [
          `${row.target.name} \`${row.target.url}\``,
          row.measure.performance,
          row.measure.accessibility,
          row.measure.bestPractices,
          Math.round(row.measure.fcp),
          Math.round(row.measure.lcp),
          Math.round(row.measure.tbt),
          row.measure.cls.toFixed(3),
          Math.round(row.measure.jsKiB),
          Math.round(row.measure.unusedKiB),
          against(row).text,
        ]),
      ),
      "",
    );
  }
  const partial = values.only ? ` (only "${values.only}")` : "";
  writeSection(
    `Routes: Lighthouse${SCALE === 1 ? "" : ` at scale ${SCALE}`}${values.http1 ? " over HTTP/1.1" : ""}${partial} (\`pnpm bench:routes\`)`,
    lines,
  );
}

await main();
