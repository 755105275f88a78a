// The sign-in route's initial JavaScript, gzip: the entry chunk, the login page chunk and every chunk they
// import statically (what the browser must fetch before /login is usable). Fails above the budget; with
// --write it records the figure in docs/benchmarks.md. Reads the build's manifest (dist/.vite/manifest.json,
// or the directory CONSOLE_DIST names). Over the budget, or with --modules, it names the largest modules in those
// chunks (read from the build's source maps), so that whoever meets the failure sees what to move out.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";
import { table, writeSection } from "../../../tooling/benchmarks";
import { chunkClosure } from "../server/routePreloads";
import { GLUE, moduleShares, readableSource } from "./moduleShares";
import type { ModuleShare, SourceMap } from "./moduleShares";

// The sign-in page's budget (issue 8): what the page does not need (shell, route table, toasts, dates,
// validation, notices) loads after it. `--modules` lists what is in it.
const BUDGET_KB = 150;
const here = dirname(fileURLToPath(import.meta.url));
const dist = process.env.CONSOLE_DIST ?? join(here, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;

/** The chunks the browser must fetch for the manifest entries given: theirs and all they import statically. */
const staticClosure = (...keys: string[]): Set<string> => new Set(chunkClosure(manifest, keys));
const files = staticClosure("index.html", "src/login/LoginPage.tsx");

/** A built chunk's code and its source map (the build writes one for each chunk but the runtime's few lines). */
interface Chunk {
  code: string;
  map?: SourceMap;
}
const chunks = new Map<string, Chunk>();
/** A chunk as read from the build, once however many checks ask for it. */
function chunk(file: string): Chunk {
  let read = chunks.get(file);
  if (!read) {
    const mapFile = join(dist, `${file}.map`);
    read = {
      code: readFileSync(join(dist, file), "utf8"),
      map: existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, "utf8")) as SourceMap) : undefined,
    };
    chunks.set(file, read);
  }
  return read;
}

/** The source modules inside chunks, as readableSource names them. */
const modulesOf = (files: Set<string>): Set<string> =>
  new Set([...files].flatMap((file) => (chunk(file).map?.sources ?? []).map(readableSource)));

// What a kind of screen must not fetch before it draws (issue 40, "a route loads only what it draws"): the edit
// dialog loads when a list is reached for, a setting's editor when the tree is, a chart's table and a custom
// range's date pickers when asked for, and a list screen loads no settings tree nor a settings screen the table.
// A module moved back into a screen's first load by an import fails here, not months later in a Lighthouse table.
/** Each screen (a name and its file under src/products/) must not load these modules first. */
const screensNot = (forbidden: RegExp[], screens: [name: string, file: string][]) =>
  screens.map(([screen, file]) => ({ screen, entry: `src/products/${file}`, forbidden }));
const EDIT_DIALOG = /ui\/src\/EditDialog\/EditDialog\.tsx$/;
const LIST = /ui\/src\/GenericList\/GenericList\.tsx$/;
const TREE = /ui\/src\/SettingsTree\/SettingsTree\.tsx$/;
// The date field itself: DatePicker.tsx is its light stand-in, drawn until the field's parts come.
const DATE_PICKER =
  /(ui\/src\/DatePicker\/(DatePickerFull|PickerField)\.tsx|react-aria-components\/dist\/private\/(DatePicker|DateField|Calendar)\.mjs)$/;
const SETTING_EDITOR = /ui\/src\/SettingsTree\/SettingEditor\.tsx$/;
const CHARTS = /victory-/;

// React Aria's overlays (menus, selects, the property selector's list, modal dialogs, popovers, tooltip bubbles)
// are the overlay parts' chunk, fetched once the screen is drawn (packages/ui/src/overlays): about 52 KiB brotli
// that were on every signed-in screen's first paint, none of it needed to draw.
const OVERLAYS = [
  /react-aria-components\/dist\/private\/(Popover|Menu|Select|ComboBox|Modal|Tooltip|Dialog)\.mjs$/,
  /react-aria\/dist\/private\/overlays\/useOverlayPosition\.mjs$/,
];

const NOT_LOADED_FIRST: { screen: string; entry: string; forbidden: RegExp[] }[] = [
  { screen: "the signed-in shell", entry: "src/app/SignedInRoutes.tsx", forbidden: OVERLAYS },
  ...screensNot(OVERLAYS, [
    ["a list screen (users)", "platform/users/UsersScreen.tsx"],
    ["the roles list (its permission picker)", "platform/roles/RolesScreen.tsx"],
    ["a settings screen (gateway settings)", "gateway/settings/GatewaySettingsScreen.tsx"],
    ["a chart dashboard (gateway)", "gateway/dashboard/DashboardScreen.tsx"],
    // Their tabs and segmented controls took the overlays' shared chunks for an animation helper and a focus
    // export (13-21 KiB brotli) until Tabs and SegmentedControl became kits of their own (vite.config.ts).
    ["a list with tabs (gateway monitoring)", "gateway/monitoring/MonitoringScreen.tsx"],
    ["the web check-in dashboard (tabs)", "guest-app/webcheckin-dashboard/WebcheckinDashboardScreen.tsx"],
    ["room control (tabs)", "room-control/room-control/RoomControlScreen.tsx"],
  ]),
  // The reservations' day is on their first paint: DatePicker draws it until the date field's parts come once
  // the screen is drawn (about 50 KiB brotli of date field, calendar and popover).
  ...screensNot(
    [DATE_PICKER, ...OVERLAYS],
    [["the reservations (their day)", "guest-app/reservations/ReservationsScreen.tsx"]],
  ),
  ...screensNot(
    [EDIT_DIALOG, /ui\/src\/SettingsTree\//, CHARTS],
    [["a list screen (check-in room manager)", "checkin-room-manager/guests/CheckinGuestsScreen.tsx"]],
  ),
  // Lists with a dialog of their own take the kit's lazy one too: imported from @cms/ui it brought the dialog and
  // the settings tree's chunk (where the pickers lived) into their first load, 110 KB brotli.
  ...screensNot(
    [EDIT_DIALOG, /ui\/src\/SettingsTree\//, /ui\/src\/MediaPool\/Media(Picker|Pool|Thumbnail)\.tsx$/],
    [
      ["a list with its own dialog (gateway monitoring)", "gateway/monitoring/MonitoringScreen.tsx"],
      ["a list with its own dialog (bulk tickets)", "gateway/bulk-tickets/BulkTicketsScreen.tsx"],
      ["a list with its own dialog (guest app themes)", "guest-app/theme/ThemeScreen.tsx"],
      ["a list with its own dialog (upsells)", "guest-app/upsells/UpsellsScreen.tsx"],
      ["a list with its own dialog (reservations)", "guest-app/reservations/ReservationsScreen.tsx"],
    ],
  ),
  // A setting's editor and its pickers load when a setting is first pointed at or focused (29 KiB of date
  // picker and calendar alone, brotli).
  ...screensNot(
    [LIST, EDIT_DIALOG, CHARTS, SETTING_EDITOR, DATE_PICKER],
    [["a settings screen (gateway settings)", "gateway/settings/GatewaySettingsScreen.tsx"]],
  ),
  // Screens that share a few helpers or parts with a kit fetch those, not the kit (vite.config.ts): a dashboard
  // took the list for its refresh timer and a chart's download icon, a list of places the settings tree for the
  // country names, the media pool the tree for its grid list; 33 to 91 KiB (brotli) each.
  ...screensNot(
    [LIST, TREE, CHARTS],
    [["the display dashboard", "display/dashboard/DisplayDashboardScreen.tsx"]],
  ),
  ...screensNot(
    [LIST, TREE],
    [
      ["the guest app's overview", "guest-app/overview/GuestAppOverviewScreen.tsx"],
      ["the web check-in dashboard", "guest-app/webcheckin-dashboard/WebcheckinDashboardScreen.tsx"],
      // Its licence part's usage bar is the licence list's too: it took the list kit's chunk (36 KiB brotli).
      ["the property dashboard", "platform/property-dashboard/PropertyDashboard.tsx"],
    ],
  ),
  ...screensNot(
    [TREE, DATE_PICKER],
    [
      ["weather locations", "platform/weather-locations/WeatherLocationsScreen.tsx"],
      ["properties", "platform/properties/PropertiesScreen.tsx"],
      ["the media pool", "platform/media-pool/MediaPoolScreen.tsx"],
    ],
  ),
  ...screensNot(
    [DATE_PICKER, EDIT_DIALOG],
    [["a chart dashboard (streaming)", "streaming/dashboard/StreamDashboardScreen.tsx"]],
  ),
  // Its renewal days are a number field, which the setting editor draws too: it took the editor's chunk and the
  // date picker's behind it.
  ...screensNot(
    [SETTING_EDITOR, DATE_PICKER, ...OVERLAYS],
    [["the licences", "platform/licence/LicenceScreen.tsx"]],
  ),
];
const misplaced = NOT_LOADED_FIRST.flatMap(({ screen, entry, forbidden }) => {
  if (!manifest[entry])
    return [`${screen}: ${entry} is not in the build's manifest (moved? update this list)`];
  const modules = [...modulesOf(staticClosure("index.html", entry))];
  return forbidden.flatMap((pattern) =>
    modules.filter((module) => pattern.test(module)).map((module) => `${screen} loads ${module} first`),
  );
});
for (const line of misplaced) console.error(line);
if (misplaced.length === 0)
  console.log(`first loads: ${NOT_LOADED_FIRST.length} screens load only what they draw`);

const sizes = [...files].map((file) => {
  const bytes = Buffer.from(chunk(file).code);
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
const totalKb = total / 1024;
for (const entry of sizes.sort((a, b) => b.gzip - a.gzip))
  console.log(`${(entry.gzip / 1024).toFixed(1).padStart(7)} KB  ${entry.file}`);
console.log(`sign-in route initial JS: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);

/** The closure's source modules, largest first, with each one's estimated share of the gzip. */
let shares: ModuleShare[] | undefined;
const largestModules = () =>
  (shares ??= moduleShares(
    [...files].flatMap((file) => {
      const { code, map } = chunk(file);
      return map ? [{ code, map }] : [];
    }),
    readableSource,
  ));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes("--write")) {
  const largest = largestModules()
    .filter(({ module }) => module !== GLUE)
    .slice(0, 5)
    .map(({ module, gzip }) => `${module.replace(/\/(dist|cjs)\/.*$/, "")} ${kb(gzip)}`);
  writeSection("Console: sign-in page size (`pnpm --filter @cms/console size`)", [
    "Gzip of the JavaScript the browser fetches before /login is usable: the entry, the login page and every chunk",
    "they import statically, from a production build.",
    "",
    ...table(
      ["what", "gzip", "budget"],
      [[`sign-in route, ${files.size} chunks`, `${totalKb.toFixed(1)} KB`, `${BUDGET_KB} KB`]],
    ),
    "",
    "Its largest modules, each one's estimated share (`tsx scripts/size-budget.ts --modules` lists more):",
    `${largest.join(", ")}.`,
    "",
    "It had crept to 149.7 KB by 7 December 2026 (145.0 on 24 November), mostly 0.1-0.2 KB at a time; the largest",
    "steps were the overlay parts' loader in the entry (aaf75f51, 1.0 KB), the sign-in pages' language choice",
    "(e726c348, 0.4) and the typeface hold (67579b2d, 0.5). What the page does not draw moved out: TextField's",
    "external link with its icon library (now OpenLink, 1.4 KB), a dialog's CancelButton and a group frame from the",
    "form chunk (0.3 KB), CSS comments in its styles (0.8 KB: they ship as strings), and seven small chunks of the",
    "entry's shared modules became one (1.3 KB of import lines and gzip starts).",
  ]);
}

const overBudget = totalKb > BUDGET_KB;
if (overBudget || process.argv.includes("--modules")) {
  const log = overBudget ? console.error : console.log;
  log("Its largest modules (gzip, each module's estimated share of its chunk):");
  for (const { module, gzip } of largestModules().slice(0, 15)) log(`${kb(gzip).padStart(10)}  ${module}`);
}
if (overBudget) {
  console.error(`Over the budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
if (misplaced.length > 0) process.exit(1);
