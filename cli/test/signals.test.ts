import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxResponse } from "@cms/sandbox";
import { cliFor, startServer, type TestServer } from "./harness";
import { expectGatewayExtendedOnce, gatewayUntil, journalOf, RENEW_GATEWAY, spawnCli, until } from "./faults";

// Issue 30: however the process ends, `--resume` extends every licence exactly once. The kills land when
// ten renewals are answered and three more have been APPLIED by the server but not yet answered: the
// moment a resume that reads and adds again would extend those three twice.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

async function killMidJob(how: "bin" | "pnpm", signal: NodeJS.Signals, toGroup: boolean) {
  server.sandbox.reset();
  server.intercept(undefined);
  const cli = cliFor(server);
  await cli.login();
  const before = await gatewayUntil(cli.run);
  const held: (() => void)[] = [];
  let applied = 0;
  server.intercept(async (request, next): Promise<SandboxResponse> => {
    if (request.method !== "PUT") return next(request);
    const answer = await next(request);
    if (++applied > 10) await new Promise<void>((resolve) => held.push(resolve));
    return answer;
  });
  const job = spawnCli(how, [...RENEW_GATEWAY, "--concurrency", "3"], {
    CMS_CONFIG_DIR: cli.configDir,
    CMS_BASE_URL: server.url,
  });
  await until(() => held.length === 3, "three applied renewals waiting for their answers");
  if (toGroup) job.signalGroup(signal);
  else job.child.kill(signal);
  if (signal !== "SIGKILL") {
    await until(() => /stopping after the calls in flight/.test(job.stderr()), "the stop message");
    // No new calls once stopping: the three in flight are all there is.
    expect(applied).toBe(13);
  }
  for (const release of held.splice(0)) release();
  const exit = await job.exited;
  server.intercept(undefined);
  const journal = journalOf(cli.configDir);
  expect(journal.id).toBeTruthy();

  const resumed = await cli.run(["licences", "renew", "--resume", journal.id!, "--yes"]);
  expect(resumed.code).toBe(0);
  await expectGatewayExtendedOnce(cli.run, before);
  cli.cleanup();
  return { exit, stderr: job.stderr(), stdout: job.stdout(), journal };
}

describe("a renewal job ended by the process's fate, then resumed", () => {
  it("SIGKILL after three renewals were applied but not answered: each licence extended once", async () => {
    const { exit, journal } = await killMidJob("bin", "SIGKILL", false);
    expect(exit.signal).toBe("SIGKILL");
    expect(journal.ok).toBe(10);
  });

  it("SIGTERM: stops after the calls in flight, journals them, says how to resume, exits 143", async () => {
    const { exit, stderr, journal } = await killMidJob("bin", "SIGTERM", false);
    expect(exit.code).toBe(143);
    expect(journal.ok).toBe(13);
    expect(journal.lines.at(-1)).toMatchObject({ type: "stop", reason: "SIGTERM", notDone: 12 });
    expect(stderr).toMatch(/interrupted \(SIGTERM\): 13 ok, 0 failed, 12 not done; resume with --resume \S+/);
    expect(stderr).toMatch(/`cms licences renew --resume \S+ --yes`/);
  });

  it("SIGHUP (the terminal closed): the same clean stop, exit 129", async () => {
    const { exit, journal } = await killMidJob("bin", "SIGHUP", false);
    expect(exit.code).toBe(129);
    expect(journal.ok).toBe(13);
  });

  it("Ctrl-C under `pnpm cms` (SIGINT to the whole group): the summary, exit 130, quiet stdout", async () => {
    const { exit, stderr, stdout, journal } = await killMidJob("pnpm", "SIGINT", true);
    // pnpm waits for the CLI, then ends itself by the same signal, which a shell reports as 130 too.
    expect(exit.code === 130 || exit.signal === "SIGINT").toBe(true);
    expect(journal.ok).toBe(13);
    expect(stderr).toMatch(/interrupted: 13 ok, 0 failed, 12 not done; resume with --resume/);
    // Only the CLI's own table: no pnpm banner on stdout.
    expect(stdout.split("\n")[0]).toMatch(/^property\s+product\s+status/);
  });

  it("`pnpm cms` passes the CLI's exit codes through, with nothing of pnpm's on stdout", async () => {
    const cli = cliFor(server);
    const env = { CMS_CONFIG_DIR: cli.configDir, CMS_BASE_URL: server.url };
    const usage = spawnCli("pnpm", ["licences", "renew", "--days", "999999999"], env);
    expect((await usage.exited).code).toBe(2);
    expect(usage.stderr()).toMatch(/--days must be a whole number from 1 to 3650/);
    expect(usage.stdout()).toBe("");
    cli.cleanup();
  });
});
