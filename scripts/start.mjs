// `npm start`: the console with the sandbox and its demo data, on a machine that has only Node >= 20.19 and
// npm. Installs what is missing, starts the sandbox API on port 4010 and the console on port 5173 (which
// proxies /api to the sandbox), and prints where to go and how to sign in. Ctrl+C stops both.
import { spawn } from "node:child_process";
import { assertNode, ensureDependencies, ensurePnpm } from "./bootstrap.mjs";

const SANDBOX_PORT = 4010;
const CONSOLE_PORT = 5173;

assertNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);

const children = [];
function start(name, args) {
  const child = spawn(pnpm[0], [...pnpm[1], ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    shell: process.platform === "win32",
  });
  const prefix = (line) => (line ? `[${name}] ${line}` : line);
  child.stdout.on("data", (chunk) => process.stdout.write(String(chunk).split("\n").map(prefix).join("\n")));
  child.stderr.on("data", (chunk) => process.stderr.write(String(chunk).split("\n").map(prefix).join("\n")));
  child.on("exit", (code) => {
    console.error(`[${name}] stopped (${code ?? "signal"}); stopping everything.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

function stopAll(code) {
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

start("sandbox", ["--filter", "@cms/sandbox", "start", "--port", String(SANDBOX_PORT)]);
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
  Ctrl+C stops the console and the sandbox.
`);
