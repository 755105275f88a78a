import { activity } from "./jobs/runner";
import { createProgram } from "./program";

// `pnpm cms ...` runs in cli/; relative paths (--from-file) mean the caller's directory, which pnpm keeps
// in INIT_CWD. Only for that script: the installed binary runs where it is started.
if (process.env.npm_lifecycle_event === "cms" && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

// First Ctrl-C: a job stops taking new items, journals what finished and exits 130; a second one quits now.
const controller = new AbortController();
process.on("SIGINT", () => {
  if (controller.signal.aborted || activity.jobs === 0) process.exit(130);
  process.stderr.write("\nstopping after the calls in flight (Ctrl-C again to quit now)\n");
  controller.abort();
});

// `cms licences list --all | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
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
