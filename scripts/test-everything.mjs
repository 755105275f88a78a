// `npm test`: runs every check on a machine that has only Node >= 20.19 and npm. It installs what is
// missing (pnpm at the measured version, Debian's Chromium for the browser tests, the workspace's
// dependencies) and then runs `pnpm check`.
import { existsSync } from "node:fs";
import { assertNode, ensureDependencies, ensurePnpm, run } from "./bootstrap.mjs";

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
run(pnpm[0], [...pnpm[1], "run", "check"]);
