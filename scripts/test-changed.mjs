// `pnpm test:changed`: only the unit tests, stories and screenshots that the working tree's change can
// affect (git diff against HEAD, plus untracked files). Unit tests: `vitest related` (vitest's own module
// graph). Stories: the story files that import a changed file, directly or through others
// (scripts/affected.mjs); Storybook is built with just those (STORYBOOK_STORIES, read by .storybook/main.ts)
// and each of their stories runs as a test with its screenshot. A change to the Storybook setup, the harness,
// translations or dependencies runs every story. `--base <ref>` compares with another commit than HEAD.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { GLOBAL, affectedStories } from "./affected.mjs";
import { runPipeline } from "./stages.mjs";

const argv = process.argv.slice(2);
const base = argv.includes("--base") ? argv[argv.indexOf("--base") + 1] : "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);

const changed = [
  ...new Set([...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")]),
].filter((file) => !file.startsWith("visual/__screenshots__/"));
if (changed.length === 0) {
  console.log(`test:changed: nothing differs from ${base}.`);
  process.exit(0);
}
console.log(`test:changed: ${changed.length} changed file(s) against ${base}:\n  ${changed.join("\n  ")}`);

const everything = changed.filter((file) => GLOBAL.some((pattern) => pattern.test(file)));
const stories = everything.length ? "all" : affectedStories(changed);
const sources = changed.filter((file) => /\.(ts|tsx|mts|js|mjs|json)$/.test(file) && existsSync(file));

const stages = [];
if (sources.length) {
  stages.push({
    name: "unit (vitest related)",
    command: "pnpm",
    args: ["exec", "vitest", "related", "--run", "--passWithNoTests", ...sources],
  });
}
if (stories === "all") {
  console.log(`test:changed: ${everything.join(", ")} can affect every story: all of them run.`);
  stages.push({ name: "stories + screenshots (all)", command: "node", args: ["scripts/visual.mjs"] });
} else if (stories.length) {
  console.log(`test:changed: ${stories.length} story file(s) affected:\n  ${stories.join("\n  ")}`);
  const env = { STORYBOOK_STORIES: stories.join(","), STORYBOOK_DIR: "test-results/storybook-changed" };
  stages.push({
    name: "storybook build (affected)",
    command: "pnpm",
    args: ["exec", "storybook", "build", "-o", env.STORYBOOK_DIR, "--quiet"],
    env,
  });
  stages.push({
    name: `stories + screenshots (${stories.length} files)`,
    command: "node",
    args: ["scripts/visual.mjs", "--no-build"],
    env,
  });
} else {
  console.log("test:changed: no story imports a changed file.");
}

if (stages.length === 0) process.exit(0);
await runPipeline("test:changed", { serial: stages });
