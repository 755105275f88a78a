// `pnpm test:visual [--update [--prune]] [--no-build] [--stories-only] [-- <playwright args>]`: builds Storybook once,
// then runs every story of the build as a test (play function, axe, no error) and compares its screenshot
// with the committed baselines (visual/__screenshots__). `--stories-only` skips the screenshots
// (`pnpm test:stories`). `--update` rewrites the baselines, then drops every screenshot that repeats another
// pixel for pixel (listed in visual/duplicates.json, so it is not taken again) and every baseline whose story
// is gone (a full update only: see `full` below). Screenshots are compared by visual/compare.ts, and
// visual/mutation.spec.ts proves on every run that a small token change fails the comparison. On failure
// the expected, actual and diff images are in test-results/visual (and an HTML report in
// test-results/visual-report) for CI to publish.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

const argv = process.argv.slice(2);
const update = argv.includes("--update");
const skipBuild = argv.includes("--no-build");
const storiesOnly = argv.includes("--stories-only");
const passOn = argv.includes("--") ? argv.slice(argv.indexOf("--") + 1) : [];
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

if (!skipBuild) {
  const status = run(["exec", "storybook", "build", "-o", storybookDir, "--quiet"]);
  if (status !== 0) process.exit(status);
}

// Which screenshots this run took, for the pruning of a full update: one file per run, since several runs
// (each on its own build) may share a checkout.
const taken = `test-results/visual-taken-${process.pid}.txt`;
if (update) mkdirSync("test-results", { recursive: true });

const status = run(["exec", "playwright", "test", "--config", "playwright.config.ts", ...passOn], {
  VISUAL_PORT: process.env.VISUAL_PORT ?? String(await freePort()),
  STORYBOOK_DIR: storybookDir,
  ...(storiesOnly ? { VISUAL_SCREENSHOTS: "off" } : {}),
  ...(update ? { VISUAL_UPDATE: "1", VISUAL_TAKEN: taken } : {}),
});

// A full update prunes: the default build of every story, or `--prune` for a build of every story elsewhere
// (a build of a few story files, `pnpm test:changed`, never prunes). Playwright options that pick tests (a grep,
// a shard, a spec file) make a partial run, which never prunes; the others (reporter, workers, retries) do not.
const full = storybookDir === "storybook-static" || argv.includes("--prune");
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
