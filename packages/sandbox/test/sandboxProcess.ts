/**
 * The sandbox as its own process over real HTTP, with no vitest in it: the tests that kill or fuzz the
 * process and the load benchmark (bench/load.bench.ts) start it and sign in the same way.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface SandboxProcess {
  child: ChildProcess;
  /** Its address, once it listens; rejected if it exits before. */
  url: Promise<string>;
  /** What it wrote to stdout and stderr, when started with `keepOutput` (the default). */
  output: string[];
}

/**
 * `src/bin.ts` on a free port with `args` added, as `pnpm sandbox` runs it. The child is there at once, so
 * that a caller can see to killing it even if it never listens. Without `keepOutput` its stderr goes to this
 * process's and its stdout (a line a request) is dropped.
 */
export function startSandboxProcess(args: string[] = [], { keepOutput = true } = {}): SandboxProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/bin.ts", "--port", "0", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", keepOutput ? "pipe" : "inherit"],
  });
  const output: string[] = [];
  if (keepOutput) child.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const url = new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`sandbox exited (${code}): ${output.join("")}`)));
    child.stdout!.on("data", (chunk) => {
      if (keepOutput) output.push(String(chunk));
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(String(chunk));
      if (match) resolve(match[1]!);
    });
  });
  return { child, url, output };
}

/** Signs in as the seed's super administrator and gives the access token. */
export async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/cms/v3/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "super@demo.test", password: "demo1234" }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}
