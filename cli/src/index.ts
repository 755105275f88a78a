import { setMaxListeners } from "node:events";
import { EXIT, StopRequest } from "./errors";
import { activity } from "./jobs/runner";
import { createProgram } from "./program";

// `pnpm cms ...` runs in cli/; relative paths (--from-file) mean the caller's directory, which pnpm keeps
// in INIT_CWD. Only for that script: the installed binary runs where it is started.
if (process.env.npm_lifecycle_event === "cms" && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

// SIGINT (Ctrl-C), SIGTERM (kill, CI, systemd) and SIGHUP (the terminal closed): a job stops taking new
// items, waits for the calls in flight, journals them, says how to resume and exits 130, 143 or 129. Outside
// a job the process quits at once. A second signal quits at once too, unless it comes within a second of
// the first: a wrapper (pnpm, tsx, a shell) relays the one Ctrl-C the terminal already sent to the group.
const controller = new AbortController();
setMaxListeners(0, controller.signal);
const CODES = { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated, SIGHUP: EXIT.hangup } as const;
let firstAt = 0;
for (const name of Object.keys(CODES) as (keyof typeof CODES)[]) {
  process.on(name, () => {
    if (activity.jobs === 0) process.exit(CODES[name]);
    if (controller.signal.aborted) {
      if (Date.now() - firstAt < 1000) return;
      process.exit(CODES[name]);
    }
    firstAt = Date.now();
    const again = name === "SIGINT" ? "Ctrl-C" : name;
    process.stderr.write(`\n${name}: stopping after the calls in flight (${again} again to quit now)\n`);
    controller.abort(new StopRequest(name, CODES[name]));
  });
}
// Closed terminal (SIGHUP) or reader: losing the last lines must not crash the job before it has journaled.
process.stderr.on("error", () => undefined);

// `cms licences list --all | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE" && activity.jobs === 0) process.exit(0);
  // Mid-job (or a terminal gone with SIGHUP): the job finishes its journal; only its table is lost.
  if (error.code === "EPIPE" || error.code === "EIO") return;
  throw error;
});

const { run } = createProgram({
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  signal: controller.signal,
});

// pnpm 12 passes a literal `--` on to scripts (TOOLCHAIN.md, pitfall 3): `pnpm cms -- whoami` still works.
const argv = process.argv.slice(2);
process.exitCode = await run(argv[0] === "--" ? argv.slice(1) : argv);
