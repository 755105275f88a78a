// `npm test`: runs every check on a machine that has only Node >= 20.19 and npm. It installs what is
// missing (pnpm at the measured version, Debian's Chromium for the browser tests, the workspace's
// dependencies) and then runs `pnpm check`.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const PNPM_VERSION = "12.21.0";
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node >= 20.19 is required; this is ${process.version}.`);
  process.exit(1);
}

const run = (command, args) => {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function pnpmVersion() {
  try {
    return execFileSync("pnpm", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

if (pnpmVersion() !== PNPM_VERSION) {
  // A global install may be refused (no write access to npm's prefix); npx then runs the same version.
  const installed = spawnSync("npm", ["install", "--global", `pnpm@${PNPM_VERSION}`], { stdio: "inherit" });
  if (installed.status !== 0 || pnpmVersion() !== PNPM_VERSION) {
    console.log(`Using pnpm ${PNPM_VERSION} through npx.`);
    process.env.npm_config_yes = "true";
    process.env.PNPM_VIA_NPX = "1";
  }
}
const pnpm = process.env.PNPM_VIA_NPX ? ["npx", [`pnpm@${PNPM_VERSION}`]] : ["pnpm", []];

// Stories and screenshots run in Debian's Chromium (Playwright's own download cannot reach its host here).
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

const marker = "node_modules/.modules.yaml";
if (!existsSync(marker) || statSync("pnpm-lock.yaml").mtimeMs > statSync(marker).mtimeMs) {
  run(pnpm[0], [...pnpm[1], "install", "--frozen-lockfile"]);
}

run(pnpm[0], [...pnpm[1], "run", "check"]);
