// `pnpm --filter @cms/console bench` (part of `pnpm bench`): how fast the property selector answers a keystroke
// over 2,000 properties (issue 40 item 6 measured 329 ms a key at 4x CPU). The production build behind the
// deploy server over the HTTP sandbox at scale 80, signed in as the super administrator (who sees every
// property), on the roles list (a screen that is still once drawn), the CPU slowed 4x (a cheap front-desk PC).
// The selector's search is typed a key every 250 ms; the
// browser's Event Timing API gives each keystroke's time from the key to the next painted frame, and the Long
// Tasks API the main thread's longest task. The floor is the same typing, on the same page and throttle, into a
// plain input the page's code does not listen to: what a keystroke costs before the console does anything.
// Medians of several fresh pages; nothing here asserts.
import { cpus, loadavg } from "node:os";
import type { Locator, Page } from "@playwright/test";
import { median, table, writeSection } from "../../../tooling/benchmarks";
import { atQuarterSpeed, buildFloor, RECORD_KEYS_AND_TASKS, startConsole } from "./benchConsole";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const scale = Number(process.env.BENCH_SCALE ?? 80);
/** The sandbox seeds its 25 hotels once per unit of scale. */
const PROPERTIES = 25 * scale;
const today = new Date().toISOString().slice(0, 10);
/** Typed one key at a time: a name's start that matches many properties, then one. */
const QUERY = "hotel sa";
const KEY_GAP_MS = 250;
const { app, seedSeconds, signedIn, freshPage, close } = await startConsole({ scale, today });
// The library floor: react-aria's own ComboBox on a page of its own (floors/combobox), served beside the console.
const LIBRARY_FLOOR = await buildFloor("combobox");
/** A screen that is still once drawn (no refreshing figures, unlike the property dashboard signing in lands on). */
const QUIET_SCREEN = "/super/roles";

type Entry = { start: number; duration: number };
type Span = { from: number; to: number };
type Typed = { keys: number[]; work: number[]; longestTask: number };

/**
 * Types QUERY into `field` a key at a time: every keystroke's time (16 where the browser saw less), the work its
 * handlers did before that frame (16 where the browser saw less than 16 ms in all), and the longest task.
 */
async function typeInto(page: Page, field: Locator): Promise<Typed> {
  // The page at rest: the signed-in screen's calls answered and drawn, so neither typing meets its load.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2_000);
  await field.focus();
  await page.evaluate("window.keys = []; window.keyWork = []; window.tasks = []");
  const from = (await page.evaluate("performance.now()")) as number;
  for (const key of QUERY) {
    await page.keyboard.press(key === " " ? "Space" : key);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  await page.waitForTimeout(500);
  const span: Span = { from, to: (await page.evaluate("performance.now()")) as number };
  const inSpan = (entries: Entry[]) => entries.filter((e) => e.start >= span.from && e.start <= span.to);
  const down = inSpan((await page.evaluate("window.keys")) as Entry[]);
  const keys = down.map((e) => e.duration);
  const handled = inSpan((await page.evaluate("window.keyWork")) as Entry[]);
  // One keystroke's work: its keydown's and keypress's handlers, the entries from its keydown to the next one.
  const work = down.map((key, i) =>
    handled
      .filter((e) => e.start >= key.start && e.start < (down[i + 1]?.start ?? Infinity))
      .reduce((sum, e) => sum + e.duration, 0),
  );
  const tasks = inSpan((await page.evaluate("window.tasks")) as Entry[]).map((e) => e.duration);
  // Keystrokes under 16 ms leave no entry: count them at 16.
  while (keys.length < QUERY.length) keys.push(16);
  while (work.length < QUERY.length) work.push(16);
  return { keys, work, longestTask: Math.max(0, ...tasks) };
}

type Sample = { selector: Typed; library: Typed; floor: Typed; options: number; libraryOptions: number };

async function measure(): Promise<Sample> {
  const page = await signedIn("super@demo.test", "Hotel Sacher Wien");
  await page.goto(`${app}${QUIET_SCREEN}`);
  const property = page
    .getByRole("complementary", { name: "Navigation" })
    .getByRole("combobox", { name: "Property" });
  await page.evaluate(RECORD_KEYS_AND_TASKS);
  // The floor's input: outside React, nothing listens to it.
  await page.evaluate(`(() => {
    const input = document.createElement("input");
    input.id = "bench-floor";
    input.setAttribute("aria-label", "floor");
    input.style.cssText = "position: fixed; inset-block-end: 0; inset-inline-end: 0; inline-size: 200px";
    document.body.append(input);
  })()`);
  const { floor, selector } = await atQuarterSpeed(page, async () => {
    const floor = await typeInto(page, page.locator("#bench-floor"));
    await property.fill("");
    await page.waitForTimeout(500);
    return { floor, selector: await typeInto(page, property) };
  });
  const options = await page.getByRole("option").count();
  await page.context().close();
  const { library, libraryOptions } = await measureLibrary();
  return { selector, library, floor, options, libraryOptions };
}

/** The same typing into react-aria's own ComboBox over as many properties (the library floor). */
async function measureLibrary() {
  const page = await freshPage();
  await page.goto(`${app}${LIBRARY_FLOOR}?count=${PROPERTIES}`);
  await page.evaluate(RECORD_KEYS_AND_TASKS);
  const library = await atQuarterSpeed(page, () =>
    typeInto(page, page.getByRole("combobox", { name: "Property" })),
  );
  const libraryOptions = await page.getByRole("option").count();
  await page.context().close();
  return { library, libraryOptions };
}

const samples: Sample[] = [];
for (let run = 0; run < runs; run++) {
  samples.push(await measure());
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify(samples.at(-1)));
}
await close();

const round = (ms: number) => Math.round(ms);
const of = (pick: (sample: Sample) => Typed) => {
  const keys = samples.flatMap((sample) => pick(sample).keys);
  const work = samples.flatMap((sample) => pick(sample).work);
  return {
    median: round(median(keys)),
    longest: round(Math.max(...keys)),
    work: round(median(work)),
    mostWork: round(Math.max(...work)),
    task: round(median(samples.map((sample) => pick(sample).longestTask))),
  };
};
const selector = of((sample) => sample.selector);
const library = of((sample) => sample.library);
const floor = of((sample) => sample.floor);
const under = (ms: number, floorMs: number) => (ms <= floorMs ? `${floorMs} or less` : ms);
/** A figure of the three, what the browser cannot see below `least` written as "`least` or less". */
const row = (name: string, pick: (figures: typeof selector) => number, least: number) => [
  name,
  ...[selector, library, floor].map((figures) => under(pick(figures), least)),
];
const lines = [
  `The shell's property selector (platform.md "Property selector") over ${PROPERTIES.toLocaleString("en")} properties (sandbox scale ${scale},`,
  `seeded in ${seedSeconds.toFixed(1)} s), signed in as super@demo.test; the production build in headless Chromium at`,
  `4x CPU throttling, viewport 1280×800, behind the deploy server (server/serve.mjs), on ${QUIET_SCREEN}. The search is typed a key`,
  `every ${KEY_GAP_MS} ms ("${QUERY}", ${QUERY.length} keys; ${median(samples.map((s) => s.options))} options listed at the end). A keystroke's time is the`,
  "browser's Event Timing duration, from the key to the next painted frame (entries of 16 ms and more; a key with",
  "none counts as 16). A keystroke's work is the time its keydown and keypress handlers took before that frame",
  "(Event Timing's processing times; the keypress's includes the input event and React's render of it): a frame",
  "is 16.7 ms. The library floor is the same typing into react-aria's own ComboBox as its documentation shows it",
  `(scripts/floors/combobox: unstyled, ${PROPERTIES.toLocaleString("en")} made-up hotels searched as the selector searches, ${median(samples.map((s) => s.libraryOptions))} options listed`,
  "at the end), on a page of its own: what react-aria and React cost before the console's look and wrappers. The",
  "platform floor is the same typing on the selector's page into a plain input nothing listens to.",
  `Every keystroke of ${runs} fresh pages; the longest task is the median over the pages. "Good" responsiveness in`,
  "Web Vitals (INP) is 200 ms or less; issue 40 measured 329 ms a key (173-756 ms) before.",
  `Load average (1 min) at the end of the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  "",
  ...table(
    ["figure", "property selector", "library floor (react-aria's ComboBox)", "platform floor (plain input)"],
    [
      row("median keystroke, key to painted frame (ms)", (figures) => figures.median, 16),
      row("longest keystroke (ms)", (figures) => figures.longest, 16),
      row("median work per keystroke, before its frame (ms)", (figures) => figures.work, 16),
      row("most work for one keystroke (ms)", (figures) => figures.mostWork, 16),
      row("longest main-thread task while typing (ms)", (figures) => figures.task, 50),
    ],
  ),
];
console.log(writeSection("Console: the property selector over 2,000 properties at 4x CPU", lines));
