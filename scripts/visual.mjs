// `pnpm test:visual [--update]`: builds Storybook, then compares a Playwright screenshot of every story
// with the committed baselines (visual/__screenshots__). `--update` rewrites the baselines.
// On failure the expected, actual and diff images are in test-results/visual (and an HTML report in
// test-results/visual-report) for CI to publish.
import { spawnSync } from "node:child_process";

const update = process.argv.includes("--update");
const skipBuild = process.argv.includes("--no-build");

const run = (args) => {
  console.log(`\n$ pnpm ${args.join(" ")}`);
  const result = spawnSync("pnpm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!skipBuild) run(["run", "build-storybook"]);
run([
  "exec",
  "playwright",
  "test",
  "--config",
  "playwright.config.ts",
  ...(update ? ["--update-snapshots"] : []),
]);
