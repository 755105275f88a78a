// `pnpm --filter @cms/console bench` (part of `pnpm bench`): the front desk's reservations screen with about
// 1,000 reservations on the day, as a receptionist meets it: the production build of the console in headless
// Chromium, signed in as staff@demo.test, over the HTTP sandbox seeded at a scale that puts 1,000 stays on today.
// Figures are medians of several fresh pages, set beside GenericList's own figures at 1,000 rows (the list
// benchmark's section of docs/benchmarks.md): issue 21 asks that the screen keeps them. Nothing here asserts.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { startSandboxServer } from "@cms/sandbox/server";
import { build, preview } from "vite";
import { assertChromium, launchOptions } from "../../../tooling/chromium";
import { BENCHMARKS_FILE, median, table, writeSection } from "../../../tooling/benchmarks";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = fileURLToPath(new URL("../dist-bench", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
// 5 arrivals a day per scale unit at the demo property, staying 1 to 7 nights: scale 52 puts about 1,000 stays on a day.
const scale = Number(process.env.BENCH_SCALE ?? 52);
const today = new Date().toISOString().slice(0, 10);
const ROUTE = "/oneapp/webcheckin/reservations";

assertChromium();
const seeded = performance.now();
const api = await startSandboxServer({ port: 0, scale, today, log: () => {} });
const seedSeconds = (performance.now() - seeded) / 1000;
process.env.CMS_API_PROXY = api.url;
await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true } });
const server = await preview({
  root,
  build: { outDir },
  preview: { port: 0, host: "127.0.0.1" },
  logLevel: "warn",
});
const app = server.resolvedUrls?.local[0]?.replace(/\/$/, "");
if (!app) throw new Error("vite preview did not start");
const browser = await chromium.launch({ ...launchOptions, headless: true });

/**
 * In-page: `window.measured` resolves with ms from the next `type` event to the frame painted after the first row's
 * text changed. A string, so tsx's helpers (`__name`) stay out of the page.
 */
const ARM = `(eventType) => {
  const firstRow = () => document.querySelector('[data-ui="ListTable"] [data-row-index="0"]')?.textContent ?? "";
  const before = firstRow();
  window.measured = new Promise((resolve) => {
    window.addEventListener(eventType, (event) => {
      const start = event.timeStamp;
      const observer = new MutationObserver(() => {
        const text = firstRow();
        if (!text || text === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, { capture: true, once: true });
  });
}`;
const armChange = (page: Page, type: "click" | "keydown") =>
  page.evaluate(`(${ARM})(${JSON.stringify(type)})`);
const measured = (page: Page) => page.evaluate("window.measured") as Promise<number>;

type Sample = { open: number; search: number; sort: number; rows: number };

async function measure(): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(`${app}/login`);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("staff@demo.test");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.waitFor();
  // The front desk's hotel in the drawer's property selector (as e2e/support.ts `chooseProperty` does).
  const property = page
    .getByRole("complementary", { name: "Navigation" })
    .getByRole("combobox", { name: "Property" });
  await property.fill("Hotel Sacher Wien");
  await page.getByRole("option", { name: /^Hotel Sacher Wien \(\d+\)$/ }).waitFor();
  await property.press("ArrowDown");
  await page.locator('[role="option"][data-focused="true"]').waitFor();
  await property.press("Enter");
  await menu.getByRole("link", { name: "Reservations", exact: true }).waitFor();
  // Open the screen from the menu, as a receptionist does: the click to the first painted row (the screen's
  // code, the call for the day's reservations, the render of every row).
  await armChange(page, "click");
  await menu.getByRole("link", { name: "Reservations", exact: true }).click();
  const open = await measured(page);
  await page.waitForURL((url) => url.pathname.endsWith(ROUTE), { waitUntil: "commit" });
  const range = await page
    .getByText(/^[\d,.]+–[\d,.]+ of [\d,.]+$/)
    .first()
    .textContent();
  const rows = Number((range ?? "").replace(/^.* of /, "").replace(/\D/g, ""));
  // One letter in the search box.
  await page.getByRole("textbox", { name: "Search" }).focus();
  await armChange(page, "keydown");
  await page.keyboard.press("k");
  const search = await measured(page);
  await page.getByRole("textbox", { name: "Search" }).fill("");
  await page.locator('[data-ui="ListTable"] [data-row-index="0"]').waitFor();
  // Sort by last name from the column header.
  await armChange(page, "click");
  await page
    .getByRole("columnheader", { name: /Last name/ })
    .getByRole("button")
    .click();
  const sort = await measured(page);
  await context.close();
  return { open, search, sort, rows };
}

const samples: Sample[] = [];
for (let run = 0; run < runs; run++) {
  samples.push(await measure());
  if (process.env.BENCH_DEBUG) console.log(samples.at(-1));
}
await browser.close();
await server.close();
api.server.close();

/** GenericList's own medians at 1,000 rows, from the list benchmark's section (machine and date stated there). */
function listFigures(): { date: string; values: Record<string, string> } {
  const text = readFileSync(BENCHMARKS_FILE, "utf8");
  const section = text.split(/^(?=## )/m).find((s) => s.startsWith("## GenericList vs Material React Table"));
  const values: Record<string, string> = {};
  for (const match of section?.matchAll(/^\| 1,000 \| (\w+) \| ([\d.]+) \|/gm) ?? [])
    values[match[1]!] = match[2]!;
  return { date: section?.match(/^- Date: (.*)$/m)?.[1] ?? "not measured", values };
}

const list = listFigures();
const round = (value: number) => Math.round(value * 10) / 10;
const rows = median(samples.map((s) => s.rows));
const lines = [
  `The reservations screen (products.md "Reservations") of Hotel Sacher Wien on ${today} with ${rows.toLocaleString("en")}`,
  `reservations on the day (sandbox scale ${scale}, seeded in ${seedSeconds.toFixed(1)} s), signed in as the front desk;`,
  "the production build in headless Chromium, viewport 1280×800, over the HTTP sandbox through `vite preview`.",
  `Median of ${runs} fresh sign-ins. Times in ms from the user's event (the menu click, the keydown, the header click)`,
  "to the first frame painted after the first row changed. Opening includes the screen's code, the call for the",
  `day's reservations and the render of every row. Beside them, GenericList alone at 1,000 rows (list benchmark of ${list.date}).`,
  `Load average (1 min) at the end of the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  "",
  ...table(
    ["metric", "reservations screen", "GenericList alone, 1,000 rows"],
    [
      [
        "open from the menu to the first painted row",
        round(median(samples.map((s) => s.open))),
        `${list.values.first_paint_ms ?? "—"} (render only)`,
      ],
      [
        "search: one letter",
        round(median(samples.map((s) => s.search))),
        list.values.search_to_paint_ms ?? "—",
      ],
      ["sort by last name", round(median(samples.map((s) => s.sort))), list.values.sort_to_paint_ms ?? "—"],
    ],
  ),
];
console.log(writeSection("Front desk: reservations with 1,000 stays", lines));
