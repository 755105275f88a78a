// `pnpm --filter @cms/console bench` (part of `pnpm bench`): the front desk's reservations screen with about
// 1,000 reservations on the day, as a receptionist meets it: the production build of the console in headless
// Chromium, signed in as staff@demo.test, over the HTTP sandbox seeded at a scale that puts 1,000 stays on today.
// Figures are medians of several fresh pages, set beside GenericList's own figures at 1,000 rows (the list
// benchmark's section of docs/benchmarks.md): issue 21 asks that the screen keeps them. Nothing here asserts.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { BENCHMARKS_FILE, median, table, writeSection } from "../../../tooling/benchmarks";
import { armRowChange, mainMenu, measured, startConsole } from "./benchConsole";

const runs = Number(process.env.BENCH_RUNS ?? 5);
// 5 arrivals a day per scale unit at the demo property, staying 1 to 7 nights: scale 52 puts about 1,000 stays on a day.
const scale = Number(process.env.BENCH_SCALE ?? 52);
const today = new Date().toISOString().slice(0, 10);
const ROUTE = "/oneapp/webcheckin/reservations";
const { seedSeconds, signedIn, close } = await startConsole({ scale, today });

type Sample = { open: number; search: number; sort: number; rows: number };

async function measure(): Promise<Sample> {
  const page = await signedIn("staff@demo.test", "Hotel Sacher Wien");
  const menu = mainMenu(page);
  await menu.getByRole("link", { name: "Reservations", exact: true }).waitFor();
  // Open the screen from the menu, as a receptionist does: the click to the first painted row (the screen's
  // code, the call for the day's reservations, the render of every row).
  await armRowChange(page, "click");
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
  await armRowChange(page, "keydown");
  await page.keyboard.press("k");
  const search = await measured(page);
  await page.getByRole("textbox", { name: "Search" }).fill("");
  await page.locator('[data-ui="ListTable"] [data-row-index="0"]').waitFor();
  // Sort by last name from the column header.
  await armRowChange(page, "click");
  await page
    .getByRole("columnheader", { name: /Last name/ })
    .getByRole("button")
    .click();
  const sort = await measured(page);
  await page.context().close();
  return { open, search, sort, rows };
}

const samples: Sample[] = [];
for (let run = 0; run < runs; run++) {
  samples.push(await measure());
  if (process.env.BENCH_DEBUG) console.log(samples.at(-1));
}
await close();

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
  "the production build in headless Chromium, viewport 1280×800, over the HTTP sandbox behind the deploy server (server/serve.mjs).",
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
