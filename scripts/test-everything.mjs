// `npm test`: runs every check on a machine that has only Node >= 20.19 and npm. It installs what is
// missing (pnpm at the measured version, Debian's Chromium for the browser tests, the workspace's
// dependencies), runs the stages below and prints how long each took (scripts/stages.mjs).
//
// Each build happens once: the console's vite build serves the size budget and the e2e journeys, and one
// Storybook build serves every story test and every screenshot (visual/stories.spec.ts runs each story's
// play function and axe, then compares its screenshot). The static checks are single-threaded, so they run
// side by side; the rest use every core themselves and run one after another. Nothing is reused from an
// earlier run: each build starts from the sources.
import { existsSync } from "node:fs";
import { assertNode, ensureDependencies, ensurePnpm, run } from "./bootstrap.mjs";
import { runPipeline } from "./stages.mjs";

assertNode();
const pnpm = ensurePnpm();

// Stories and screenshots run in Debian's Chromium (Playwright's own browser download cannot reach its host here).
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium) || !existsSync("/usr/share/fonts/truetype/liberation")) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    console.error(
      `Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y chromium fonts-liberation)` +
        " or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
    process.exit(1);
  }
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"]);
}

ensureDependencies(pnpm);

const stage = (name, args, env) => ({ name, command: pnpm[0], args: [...pnpm[1], ...args], env });
const console_ = (args) => ["--filter", "@cms/console", "exec", ...args];

await runPipeline("npm test: stages", {
  serial: [
    {
      parallel: [
        stage("lint:api", ["run", "lint:api"]),
        stage("typecheck", ["run", "typecheck"]),
        stage("lint", ["run", "lint"]),
        stage("format:check", ["run", "format:check"]),
      ],
    },
    stage("unit", ["run", "test:unit"]),
    stage("console build", console_(["vite", "build"])),
    stage("size", console_(["tsx", "scripts/size-budget.ts"])),
    stage("e2e", console_(["playwright", "test"])),
    stage("storybook build", ["exec", "storybook", "build", "-o", "storybook-static", "--quiet"]),
    { name: "stories + screenshots", command: process.execPath, args: ["scripts/visual.mjs", "--no-build"] },
  ],
});
