// `pnpm chromatic`: uploads the same Storybook build the visual tests use to Chromatic, for teams that have
// a Chromatic project. Chromatic is a cloud service: without a project token there is nothing to upload to.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    "pnpm chromatic needs a Chromatic project token: set CHROMATIC_PROJECT_TOKEN (from your project's " +
      "Manage > Configure page) and run it again. Self-hosted visual regression runs with `pnpm test:visual`.",
  );
  process.exit(2);
}

const run = (args) => {
  const result = spawnSync("pnpm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync("storybook-static/index.json") || process.argv.includes("--build"))
  run(["run", "build-storybook"]);
run([
  "exec",
  "chromatic",
  "--storybook-build-dir",
  "storybook-static",
  "--exit-zero-on-changes",
  "--only-changed",
]);
