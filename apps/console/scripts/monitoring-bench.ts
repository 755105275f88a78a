// `pnpm --filter @cms/console bench` (part of `pnpm bench`): does the gateway's monitoring screen stay responsive
// while it refreshes itself (every 15 s, issue 22)? The production build in headless Chromium over the HTTP
// sandbox at scale 80 (9,600 profiles at Hotel Sacher Wien), signed in as super@demo.test. While the screen sits
// idle, and then across one of its refreshes, the keyboard walks the rows (ArrowDown every 50 ms); the browser's
// Event Timing API gives each keystroke's time from the key to the next painted frame, and the Long Tasks API
// the main thread's longest task. Figures are medians of several fresh pages; nothing here asserts.
import { cpus, loadavg } from "node:os";
import type { Page } from "@playwright/test";
import { median, table, writeSection } from "../../../tooling/benchmarks";
import { RECORD_KEYS_AND_TASKS, mainMenu, startConsole } from "./benchConsole";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const scale = Number(process.env.BENCH_SCALE ?? 80);
const today = new Date().toISOString().slice(0, 10);
const LIST_CALL = "/onespeed/profile/index";
// The screen's REFRESH_MS (src/products/gateway/monitoring/monitoring.ts, which imports the UI kit and cannot be
// loaded here); each run checks it against the interval the page really keeps.
const REFRESH_MS = 15_000;
const { seedSeconds, signedIn, close } = await startConsole({ scale, today });

type Window = { from: number; to: number };
type Entry = { start: number; duration: number };

/** Presses ArrowDown every 50 ms until `until` resolves; returns the page-clock span of the presses. */
async function walkRows(page: Page, until: Promise<unknown>): Promise<Window> {
  const from = (await page.evaluate("performance.now()")) as number;
  let done = false;
  void until.finally(() => (done = true));
  let direction: "ArrowDown" | "ArrowUp" = "ArrowDown";
  for (let n = 0; !done; n++) {
    if (n % 20 === 0 && n > 0) direction = direction === "ArrowDown" ? "ArrowUp" : "ArrowDown";
    await page.keyboard.press(direction);
    await page.waitForTimeout(50);
  }
  return { from, to: (await page.evaluate("performance.now()")) as number };
}

const within = (entries: Entry[], span: Window) =>
  entries.filter((e) => e.start >= span.from && e.start <= span.to);
const longest = (entries: Entry[]) => Math.max(0, ...entries.map((e) => e.duration));

type Sample = { idleKey: number; refreshKey: number; idleTask: number; refreshTask: number; call: number };

async function measure(): Promise<Sample> {
  const page = await signedIn("super@demo.test", "Hotel Sacher Wien");
  await mainMenu(page).getByRole("link", { name: "Monitoring", exact: true }).click();
  const firstRow = page.locator('[data-ui="ListTable"] [data-row-index="0"]');
  await firstRow.waitFor();
  const shownAt = Date.now();
  await page.evaluate(RECORD_KEYS_AND_TASKS);
  await firstRow.focus();
  // Idle: two seconds of walking the rows, well before the refresh is due.
  const idle = await walkRows(page, page.waitForTimeout(2_000));
  // Across a refresh: from half a second before it is due until a second after its answer arrived.
  await page.waitForTimeout(Math.max(0, REFRESH_MS - (Date.now() - shownAt) - 500));
  const answered = page.waitForResponse((response) => response.url().includes(LIST_CALL), {
    timeout: REFRESH_MS + 10_000,
  });
  const refresh = await walkRows(
    page,
    answered.then(() => page.waitForTimeout(1_000)),
  );
  const response = await answered;
  const calls = (await page.evaluate(
    `performance.getEntriesByType("resource").filter((e) => e.name.includes(${JSON.stringify(LIST_CALL)})).map((e) => e.startTime)`,
  )) as number[];
  const interval = calls.at(-1)! - calls.at(-2)!;
  if (Math.abs(interval - REFRESH_MS) > 1_000)
    throw new Error(
      `The screen refreshed after ${Math.round(interval)} ms, not ${REFRESH_MS}: update REFRESH_MS here.`,
    );
  const timing = response.request().timing();
  const keys = (await page.evaluate("window.keys")) as Entry[];
  const tasks = (await page.evaluate("window.tasks")) as Entry[];
  await page.context().close();
  return {
    idleKey: longest(within(keys, idle)),
    refreshKey: longest(within(keys, refresh)),
    idleTask: longest(within(tasks, idle)),
    refreshTask: longest(within(tasks, refresh)),
    call: timing.responseEnd,
  };
}

const samples: Sample[] = [];
for (let run = 0; run < runs; run++) {
  samples.push(await measure());
  if (process.env.BENCH_DEBUG) console.log(samples.at(-1));
}
await close();

const figure = (key: keyof Sample, floor = 0) => {
  const value = Math.round(median(samples.map((s) => s[key])) * 10) / 10;
  return value <= floor ? `under ${floor || 1}` : value;
};
const lines = [
  `The monitoring screen (products.md "Monitoring") of Hotel Sacher Wien with 9,600 profiles (sandbox scale ${scale},`,
  `seeded in ${seedSeconds.toFixed(1)} s), signed in as super@demo.test; the production build in headless Chromium,`,
  "viewport 1280×800, over the HTTP sandbox behind the deploy server (server/serve.mjs). The screen refreshes its page of 50 in place every",
  `${REFRESH_MS / 1000} s while visible. The keyboard walks the rows (ArrowDown every 50 ms) for 2 s while idle, then from`,
  "0.5 s before a refresh until 1 s after its answer. A keystroke's time is the browser's Event Timing duration,",
  "from the key to the next painted frame (entries of 16 ms and more; fewer is shown as under 16); a long task is",
  `a main-thread task of 50 ms or more (none is shown as under 50). Median of ${runs} fresh pages. "Good" responsiveness`,
  "in Web Vitals (INP) is 200 ms or less.",
  `Load average (1 min) at the end of the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  "",
  ...table(
    ["figure", "idle", "across a refresh"],
    [
      ["longest keystroke, key to painted frame (ms)", figure("idleKey", 16), figure("refreshKey", 16)],
      ["longest main-thread task (ms)", figure("idleTask", 50), figure("refreshTask", 50)],
      ["the refresh's call for a page of 50, request to last byte (ms)", "—", figure("call")],
    ],
  ),
];
console.log(writeSection("Gateway monitoring: responsive while it refreshes", lines));
