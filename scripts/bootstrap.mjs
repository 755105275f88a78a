// What both README commands need first on a machine that has only Node >= 20.19 and npm: pnpm at the
// measured version (globally, or through npx when a global install is refused) and the workspace's
// dependencies. Used by test-everything.mjs (`npm test`) and start.mjs (`npm start`).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

export const PNPM_VERSION = "12.21.0";

export function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    shell: process.platform === "win32",
    ...options,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function assertNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node >= 20.19 is required; this is ${process.version}.`);
    process.exit(1);
  }
}

function pnpmVersion() {
  try {
    return execFileSync("pnpm", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

/** The pnpm command as [executable, leading args]: `pnpm`, or `npx pnpm@<version>`. */
export function ensurePnpm() {
  if (pnpmVersion() !== PNPM_VERSION && !process.env.PNPM_VIA_NPX) {
    // A global install changes the machine: say so first, and how to avoid it.
    console.log(
      `pnpm ${PNPM_VERSION} is not on this machine: installing it globally (npm install --global pnpm@${PNPM_VERSION}).\n` +
        "(Set PNPM_VIA_NPX=1 to run pnpm through npx instead and change nothing global.)",
    );
    const installed = spawnSync("npm", ["install", "--global", `pnpm@${PNPM_VERSION}`], { stdio: "inherit" });
    if (installed.status !== 0 || pnpmVersion() !== PNPM_VERSION) {
      console.log(`Using pnpm ${PNPM_VERSION} through npx.`);
      process.env.npm_config_yes = "true";
      process.env.PNPM_VIA_NPX = "1";
    }
  }
  return process.env.PNPM_VIA_NPX ? ["npx", [`pnpm@${PNPM_VERSION}`]] : ["pnpm", []];
}

/** Installs the dependencies when they are missing or older than the lockfile. */
export function ensureDependencies(pnpm) {
  const marker = "node_modules/.modules.yaml";
  if (!existsSync(marker) || statSync("pnpm-lock.yaml").mtimeMs > statSync(marker).mtimeMs) {
    run(pnpm[0], [...pnpm[1], "install", "--frozen-lockfile"]);
  }
}
