// `pnpm test:visual [--update [--prune]] [--no-build] [--stories-only] [-- <playwright args>]`: builds Storybook once,
// then runs every story of the build as a test (play function, axe, no error) and compares its screenshot
// with the committed baselines (visual/__screenshots__). `--stories-only` skips the screenshots
// (`pnpm test:stories`). `--update` rewrites the baselines, then drops every screenshot that repeats another
// pixel for pixel (listed in visual/duplicates.json, so it is not taken again) and every baseline whose story
// is gone (a full update only: see `full` below). Screenshots are compared by visual/compare.ts, and
// visual/mutation.spec.ts proves on every run that a small token change fails the comparison. On failure
// the expected, actual and diff images are in test-results/visual (and an HTML report in
// test-results/visual-report) for CI to publish.
//
// `--stale[=<dir>] [--against=<dir>] [--update]` looks for stale baselines: screenshots that pass within the
// tolerance (compare.ts) but are not their baseline's pixels, e.g. after a deliberate change of a light fill
// too small to fail, so the committed picture shows an older look than the product. It lists them with the
// pixels that differ at all and beyond the threshold in <dir>/report.json (default test-results/visual-stale),
// their renders beside it; duplicates are taken too, against their twin. `--against=<dir>` compares with an
// earlier search's folder: a render the same in both runs is stale, one that changed between runs is noise
// (a nondeterministic story). `--update` then copies the renders of the stale ones (without `--against`,
// of all found) over their baselines and nothing else; the suite's tolerance is the same as ever.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

const argv = process.argv.slice(2);
const passOn = argv.includes("--") ? argv.slice(argv.indexOf("--") + 1) : [];
const own = argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv;
// An option this script does not know was dropped without a word (`--reporter line` before `--` ran with the
// default reporter): it is refused, with where Playwright's options go.
const unknown = own.filter(
  (arg) => !/^--(update|prune|no-build|stories-only|stale(=.+)?|against=.+)$/.test(arg),
);
if (unknown.length > 0) {
  console.error(
    `visual: unknown option ${unknown.join(" ")}: this script takes --update, --prune, --no-build, --stories-only,` +
      ` --stale[=<dir>] and --against=<dir>; Playwright's options go after --, e.g. -- --grep "Menu" --reporter line`,
  );
  process.exit(2);
}
const update = own.includes("--update");
const skipBuild = own.includes("--no-build");
const storiesOnly = own.includes("--stories-only");
const valueOf = (option) => own.find((arg) => arg === option || arg.startsWith(option + "="))?.split("=")[1];
const staleArg = own.find((arg) => arg === "--stale" || arg.startsWith("--stale="));
const stale = staleArg === undefined ? undefined : valueOf("--stale") || "test-results/visual-stale";
const against = valueOf("--against");
const storybookDir = process.env.STORYBOOK_DIR ?? "storybook-static";
const baselines = "visual/__screenshots__";

const run = (args, env = {}) => {
  console.log(`\n$ pnpm ${args.join(" ")}`);
  const result = spawnSync("pnpm", args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
};

/** A port nobody listens on, so runs in several checkouts (or a developer's own server) do not meet. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

if (stale) checkStaleOptions();

if (!skipBuild) {
  const status = run(["exec", "storybook", "build", "-o", storybookDir, "--quiet"]);
  if (status !== 0) process.exit(status);
}

// Which screenshots this run took, for the pruning of a full update: one file per run, since several runs
// (each on its own build) may share a checkout.
const taken = `test-results/visual-taken-${process.pid}.txt`;
if (update) mkdirSync("test-results", { recursive: true });
if (stale) {
  rmSync(stale, { recursive: true, force: true });
  mkdirSync(stale, { recursive: true });
}

const status = run(["exec", "playwright", "test", "--config", "playwright.config.ts", ...passOn], {
  VISUAL_PORT: process.env.VISUAL_PORT ?? String(await freePort()),
  STORYBOOK_DIR: storybookDir,
  ...(storiesOnly ? { VISUAL_SCREENSHOTS: "off" } : {}),
  ...(update && !stale ? { VISUAL_UPDATE: "1", VISUAL_TAKEN: taken } : {}),
  ...(stale ? { VISUAL_STALE: stale, VISUAL_TAKEN: join(stale, "taken.txt") } : {}),
});
if (stale) {
  const report = reportStale(status);
  if (update && status === 0) rewriteStale(report);
  else if (update) console.log("\nvisual: the run failed, so no baseline was rewritten.");
  process.exit(status);
}

// A full update prunes: the default build of every story, or `--prune` for a build of every story elsewhere
// (a build of a few story files, `pnpm test:changed`, never prunes). Playwright options that pick tests (a grep,
// a shard, a spec file) make a partial run, which never prunes; the others (reporter, workers, retries) do not.
const full = storybookDir === "storybook-static" || own.includes("--prune");
const picking = passOn.some(
  (arg) =>
    /^(-g|--grep|--grep-invert|--shard|--last-failed|--only-changed)\b/.test(arg) || /\.spec\.ts\b/.test(arg),
);
if (update && status === 0 && !picking && full) prune();
if (update) rmSync(taken, { force: true });
process.exit(status);

/**
 * After a full update: keeps one screenshot of each set of identical ones (the first by name) and records
 * the others in visual/duplicates.json, which the harness reads to skip them; removes the baselines no test
 * took (a story or a mode that is gone).
 */
function prune() {
  const names = new Set(readFileSync(taken, "utf8").split("\n").filter(Boolean));
  const byHash = new Map();
  let stale = 0;
  // Files git does not know are someone's baselines not committed yet (a story being written in the same
  // checkout): neither removed nor compared.
  const tracked = new Set(
    spawnSync("git", ["ls-files", baselines], { encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
      .map((path) => path.slice(baselines.length + 1)),
  );
  for (const file of readdirSync(baselines).sort()) {
    if (!names.has(file)) {
      if (!tracked.has(file)) continue;
      rmSync(join(baselines, file));
      stale++;
      continue;
    }
    const hash = createHash("sha256")
      .update(readFileSync(join(baselines, file)))
      .digest("hex");
    byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
  }
  const duplicates = {};
  for (const [kept, ...others] of byHash.values()) {
    for (const file of others) {
      duplicates[file] = kept;
      rmSync(join(baselines, file));
    }
  }
  const sorted = Object.fromEntries(Object.entries(duplicates).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync("visual/duplicates.json", JSON.stringify(sorted, null, 2) + "\n");
  console.log(
    `\nvisual: ${Object.keys(sorted).length} screenshots repeat another pixel for pixel (visual/duplicates.json;` +
      ` taken as story tests only), ${stale} baselines of removed stories deleted.`,
  );
}

/** Refuses, before a build and a run of ten minutes, what the stale search could not do or would overwrite. */
function checkStaleOptions() {
  const fail = (message) => {
    console.error(`visual: ${message}`);
    process.exit(2);
  };
  if (storiesOnly) fail("--stale compares screenshots; --stories-only takes none.");
  if (against && !existsSync(join(against, "report.json")))
    fail(`--against=${against}: no report.json there (the folder of an earlier --stale run).`);
  if (against && join(against) === join(stale))
    fail("--against names the folder this run writes: give --stale another.");
  // The folder is emptied first: it must be one a stale search wrote (or a new one), not someone's files.
  if (existsSync(stale) && readdirSync(stale).length && !existsSync(join(stale, "taken.txt")))
    fail(`--stale=${stale} holds files that no stale search wrote: give another folder.`);
}

/** The lines of a list the workers appended to (none when they wrote none). */
function linesOf(file) {
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
}

/** A screenshot's story title, from the build's index ("<story id>--<mode>.png"). */
function titles() {
  const { entries } = JSON.parse(readFileSync(join(storybookDir, "index.json"), "utf8"));
  const byId = new Map(Object.values(entries).map((entry) => [entry.id, entry.title]));
  return (name) => byId.get(name.replace(/--(light|dark|ar|pinned)\.png$/, "")) ?? "?";
}

/**
 * Writes <stale>/report.json from what the workers listed (harness.ts: noteStale): every screenshot that
 * passed without being its baseline, and, compared with an earlier run (`--against`), which of them are stale
 * (the same render twice) and which noise (a render of one run only, or two different ones). Only screenshots
 * both runs took are compared. Prints a summary by story title.
 */
function reportStale(status) {
  const titleOf = titles();
  const taken = [...new Set(linesOf(join(stale, "taken.txt")))].sort();
  const found = [
    ...new Map(
      linesOf(join(stale, "found.jsonl"))
        .map((line) => JSON.parse(line))
        .map((shot) => [shot.name, { ...shot, title: titleOf(shot.name) }]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const commit = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
  const report = { commit, status, taken, found };
  const byTitle = (shots) => {
    const counts = new Map();
    for (const shot of shots) counts.set(shot.title, (counts.get(shot.title) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([title, n]) => `    ${title}: ${n}`);
  };
  const where = join(stale, "report.json");
  if (!against) {
    writeFileSync(where, JSON.stringify(report, null, 2) + "\n");
    console.log(
      `\nvisual: ${found.length} of ${taken.length} screenshots pass within the tolerance without being their` +
        ` baseline's pixels (${where}; run again with --against=${stale} and another --stale folder to tell` +
        ` stale baselines from noise):\n${byTitle(found).join("\n")}`,
    );
    return report;
  }
  const before = JSON.parse(readFileSync(join(against, "report.json"), "utf8"));
  const both = new Set(before.taken.filter((name) => taken.includes(name)));
  const earlier = new Map(before.found.map((shot) => [shot.name, shot]));
  const now = new Map(found.map((shot) => [shot.name, shot]));
  const pixels = (shot) =>
    shot ? `${shot.exact} px moved (${shot.different} beyond the threshold)` : "the baseline's bytes";
  const brief = (shot) => shot && { exact: shot.exact, different: shot.different, sha256: shot.sha256 };
  report.against = { folder: against, commit: before.commit };
  report.stale = found.filter(
    (shot) => both.has(shot.name) && earlier.get(shot.name)?.sha256 === shot.sha256,
  );
  report.noise = [...new Set([...earlier.keys(), ...now.keys()])]
    .filter((name) => both.has(name) && earlier.get(name)?.sha256 !== now.get(name)?.sha256)
    .sort()
    .map((name) => ({
      name,
      title: titleOf(name),
      now: brief(now.get(name)),
      before: brief(earlier.get(name)),
    }));
  writeFileSync(where, JSON.stringify(report, null, 2) + "\n");
  console.log(
    `\nvisual: of ${both.size} screenshots taken in both runs (${where}), ${report.stale.length} are stale` +
      ` (the same render in both, not the baseline):\n${byTitle(report.stale).join("\n")}\n` +
      `  and ${report.noise.length} are noise (a render that changed between the runs)` +
      report.noise
        .map(({ name, now, before }) => `\n    ${name}: ${pixels(before)}, then ${pixels(now)}`)
        .join(""),
  );
  return report;
}

/**
 * `--stale --update`: the renders of the stale screenshots (with `--against`; else of all found) become their
 * baselines. A duplicate (visual/duplicates.json) stays one while it repeats its twin's new render; otherwise
 * it gets its own baseline: its render, or, when it still drew the twin's old baseline byte for byte, that one.
 */
function rewriteStale(report) {
  const shots = against ? report.stale : report.found;
  const duplicates = existsSync("visual/duplicates.json")
    ? JSON.parse(readFileSync("visual/duplicates.json", "utf8"))
    : {};
  const renders = new Map(shots.map((shot) => [shot.name, shot.sha256]));
  const unsure = new Set([...report.found, ...(report.noise ?? [])].map((shot) => shot.name));
  const taken = new Set(report.taken);
  const before = new Map(
    Object.values(duplicates)
      .filter((twin) => renders.has(twin))
      .map((twin) => [twin, readFileSync(join(baselines, twin))]),
  );
  let written = 0;
  const own = [];
  for (const shot of shots) {
    const twin = duplicates[shot.name];
    if (twin && renders.get(twin) === shot.sha256) continue;
    copyFileSync(join(stale, shot.name), join(baselines, shot.name));
    written++;
    if (twin) own.push(shot.name);
  }
  for (const [name, twin] of Object.entries(duplicates)) {
    if (!before.has(twin) || renders.has(name)) continue;
    if (taken.has(name) && !unsure.has(name)) {
      writeFileSync(join(baselines, name), before.get(twin));
      own.push(name);
    } else
      console.log(
        `visual: ${name} repeated ${twin}, rewritten; a full --update tells whether it still does.`,
      );
  }
  if (own.length) {
    const kept = Object.entries(duplicates).filter(([name]) => !own.includes(name));
    writeFileSync("visual/duplicates.json", JSON.stringify(Object.fromEntries(kept), null, 2) + "\n");
  }
  console.log(
    `\nvisual: ${written} stale baselines rewritten with the current render` +
      (own.length
        ? `; ${own.length} duplicates no longer repeat their twin and have their own: ${own.join(", ")}`
        : "") +
      ". Review them (git diff) before committing.",
  );
}
