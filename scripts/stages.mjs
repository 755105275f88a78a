// Runs the test pipeline's stages (one command each), serially or side by side, and prints how long each
// took: at the end, or up to the failing stage when one fails. Used by `npm test` and `pnpm test:changed`.
//
// A plan is a stage `{ name, command, args, env }`, `{ serial: [...] }` or `{ parallel: [...] }`. Stages
// side by side have their output prefixed with their name; a failure stops the whole plan (the stages
// still running are ended) so a red run is red as early as it can be.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Stage */
/** @typedef {Stage | { serial: Plan[] } | { parallel: Plan[] }} Plan */

const rows = [];
const running = new Set();
let failed = false;
const started = performance.now();

const seconds = (ms) => (ms / 1000).toFixed(1);

function runStage(stage, prefixed) {
  if (failed) {
    rows.push({ name: stage.name, status: "not run" });
    return Promise.resolve(false);
  }
  const row = { name: stage.name, status: "running", start: performance.now() - started };
  rows.push(row);
  console.log(`\n▶ ${stage.name}: ${stage.command} ${stage.args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...stage.env },
      // Its own process group, so a failing sibling can end it with everything it started (servers, browsers).
      detached: true,
    });
    running.add(child);
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines)
            (stream === child.stdout ? process.stdout : process.stderr).write(`[${stage.name}] ${line}\n`);
        });
        stream.on("end", () => rest && process.stdout.write(`[${stage.name}] ${rest}\n`));
      }
    }
    child.on("exit", (code, signal) => {
      running.delete(child);
      row.ms = performance.now() - started - row.start;
      const ok = code === 0;
      row.status = ok ? "passed" : failed ? "stopped" : `FAILED (${code ?? signal})`;
      if (!ok && !failed) {
        failed = true;
        for (const other of running) {
          try {
            process.kill(-other.pid, "SIGTERM");
          } catch {
            // already gone
          }
        }
      }
      console.log(`${ok ? "✔" : "✘"} ${stage.name} ${row.status} in ${seconds(row.ms)} s`);
      resolve(ok);
    });
  });
}

async function runPlan(plan, prefixed = false) {
  if ("serial" in plan) {
    let ok = true;
    for (const step of plan.serial) ok = (await runPlan(step, prefixed)) && ok;
    return ok;
  }
  if ("parallel" in plan) {
    const results = await Promise.all(plan.parallel.map((step) => runPlan(step, true)));
    return results.every(Boolean);
  }
  return runStage(plan, prefixed);
}

export function printTimings(title) {
  const total = performance.now() - started;
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  const lines = [
    `| ${"stage".padEnd(width)} | starts at | seconds | result |`,
    `| ${"-".repeat(width)} | --------- | ------- | ------ |`,
    ...rows.map(
      (row) =>
        `| ${row.name.padEnd(width)} | ${(row.start === undefined ? "" : seconds(row.start)).padStart(9)} | ${(row.ms === undefined ? "" : seconds(row.ms)).padStart(7)} | ${row.status} |`,
    ),
    `| ${"total (wall clock)".padEnd(width)} | ${"".padStart(9)} | ${seconds(total).padStart(7)} | ${failed ? "FAILED" : "passed"} |`,
  ];
  console.log(
    `\n${title} (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")})\n${lines.join("\n")}`,
  );
}

/** Runs the plan, prints the timing table and exits with the plan's result. */
export async function runPipeline(title, plan) {
  const stop = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    process.exit(130);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const ok = await runPlan(plan);
  printTimings(title);
  process.exit(ok ? 0 : 1);
}

/** A stage that runs `pnpm <args>`. */
export const pnpmStage = (name, args, env) => ({ name, command: "pnpm", args, env });
