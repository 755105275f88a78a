// `npm start`: the console with the sandbox and its demo data, on a machine that has only Node >= 20.19 and
// npm. Installs what is missing, starts the sandbox API on port 4010 and the console on port 5173 (which
// proxies /api to the sandbox), and prints where to go and how to sign in. Ctrl+C stops both.
// The sandbox keeps its state in the git-ignored folder .sandbox-data (`npm start -- --reset` starts again
// from the seed); if the sandbox process dies, it is started again on the same folder and the console goes on.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { assertNode, ensureDependencies, ensurePnpm } from "./bootstrap.mjs";

const SANDBOX_PORT = 4010;
const CONSOLE_PORT = 5173;
const DATA_DIR = ".sandbox-data";
const dataPath = fileURLToPath(new URL(`../${DATA_DIR}`, import.meta.url));
const sandboxDir = fileURLToPath(new URL("../packages/sandbox", import.meta.url));
const reset = process.argv.includes("--reset");
let stopping = false;

assertNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);

const children = [];
function start(name, args, how, onExit) {
  const child = how
    ? spawn(how.command, args, { cwd: how.cwd, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(pnpm[0], [...pnpm[1], ...args], {
        stdio: ["ignore", "pipe", "pipe"],
        shell: process.platform === "win32",
      });
  const prefix = (line) => (line ? `[${name}] ${line}` : line);
  child.stdout.on("data", (chunk) => process.stdout.write(String(chunk).split("\n").map(prefix).join("\n")));
  child.stderr.on("data", (chunk) => process.stderr.write(String(chunk).split("\n").map(prefix).join("\n")));
  child.on("exit", (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (stopping) return;
    if (onExit) return onExit(code, signal);
    console.error(`[${name}] stopped (${code ?? signal}); stopping everything.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

// The sandbox: restarted when it dies, on the same data folder, so the console carries on with the saved state.
let restarts = [];
// It runs as a child of its own (not under pnpm and a shell), so that when it dies nothing is left holding the port.
function startSandbox(first) {
  const args = ["--import", "tsx", "src/bin.ts", "--port", String(SANDBOX_PORT), "--data", dataPath];
  if (first && reset) args.push("--reset");
  start("sandbox", args, { command: process.execPath, cwd: sandboxDir }, (code, signal) => {
    const now = Date.now();
    restarts = [...restarts.filter((at) => now - at < 60_000), now];
    if (restarts.length > 5) {
      console.error("[sandbox] stopped 5 times within a minute; stopping everything.");
      return stopAll(1);
    }
    console.error(
      `[sandbox] stopped (${code ?? signal}); starting it again with the saved state in ${DATA_DIR} — the console carries on.`,
    );
    startSandbox(false);
  });
}

function stopAll(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

async function answers(url) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

startSandbox(true);
start("console", ["--filter", "@cms/console", "dev", "--host", "127.0.0.1", "--port", String(CONSOLE_PORT)]);

const url = `http://127.0.0.1:${CONSOLE_PORT}/`;
const deadline = Date.now() + 120_000;
while (!(
  (await answers(url)) && (await answers(`http://127.0.0.1:${SANDBOX_PORT}/api/cms/v3/language/index`))
)) {
  if (Date.now() > deadline) {
    console.error("The console or the sandbox did not start within 2 minutes.");
    stopAll(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`
  The console is running: ${url}
  Sign in with a demo account listed above by the sandbox (password demo1234), e.g. super@demo.test.
  Changes are kept in ${DATA_DIR}${reset ? " (just reset to the seed)" : ""}; \`npm start -- --reset\` starts again from the seed.
  Ctrl+C stops the console and the sandbox.
`);
