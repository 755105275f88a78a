import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import document from "@cms/api/openapi.json";
import { MAX_AUTO_RENEW_DAYS } from "../src/commands/licences";
import { ServerUnreachable } from "../src/errors";
import { Breaker } from "../src/http";
import { DEMO_PASSWORD, json, signedInSuite } from "./harness";
import { expectGatewayExtendedOnce, gatewayUntil, journalOf, RENEW_GATEWAY, startProxy } from "./faults";

// Issue 30: each change exactly once, whatever happens to the network, the server or a second job.
const suite = signedInSuite();
/** Every gateway licence one period of 30 days further (the jobs touch no other product). */
const expectExtendedOnce = (before: Map<string, number>) => expectGatewayExtendedOnce(suite.cli.run, before);

let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

describe("renewals exactly once", () => {
  it("a renewal whose answer is lost (the proxy drops it after the server acted) is sent again as the same end", async () => {
    const before = await gatewayUntil(suite.cli.run);
    proxy = await startProxy(suite.server.url);
    let sent = 0;
    proxy.state.drop = (request) =>
      request.method === "PUT" && request.url!.includes("/1005/") && ++sent === 1;
    const result = await suite.cli.run(RENEW_GATEWAY, { env: { CMS_BASE_URL: proxy.url } });
    expect(result.code).toBe(0);
    expect(sent).toBe(2);
    // The server saw that PUT twice; the licence moved once.
    expect(suite.server.puts.get("/api/cms/v3/1005/onespeed/license")).toBe(2);
    await expectExtendedOnce(before);
  });

  it("a failed-items file fed back sets the planned end instead of extending again", async () => {
    const before = await gatewayUntil(suite.cli.run);
    // Every answer to 1007's renewal is lost after the server applied it, while the other licences are
    // answered: 1007 fails (the API is not down, the circuit breaker stays closed) and goes to the file.
    proxy = await startProxy(suite.server.url);
    proxy.state.drop = (request) => request.method === "PUT" && request.url!.includes("/1007/");
    const first = await suite.cli.run(RENEW_GATEWAY, { env: { CMS_BASE_URL: proxy.url } });
    expect(first.code).toBe(3);
    const failedFile = /failed items written to (\S+)/.exec(first.stderr)![1]!;
    const failed = readFileSync(failedFile, "utf8");
    expect(failed).toMatch(/^property,product,newValidUntil,error\n1007,gateway,\d{4}-\d\d-\d\dT/);
    expect(suite.server.puts.get("/api/cms/v3/1007/onespeed/license")).toBe(6);

    const again = await suite.cli.run([
      ...RENEW_GATEWAY.slice(0, 2),
      "--from-file",
      failedFile,
      "--extend",
      "--yes",
    ]);
    expect(again.code).toBe(0);
    await expectExtendedOnce(before);
  });

  it("a second job on the same licences is refused while the first runs, naming it", async () => {
    const before = await gatewayUntil(suite.cli.run);
    const held: (() => void)[] = [];
    suite.server.intercept(async (request, next) => {
      if (request.method === "PUT" && request.url.pathname.includes("/onespeed/"))
        await new Promise<void>((resolve) => held.push(resolve));
      return next(request);
    });
    const first = suite.cli.run([...RENEW_GATEWAY, "--concurrency", "2"]);
    for (let i = 0; i < 500 && held.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    const id = journalOf(suite.cli.configDir).id!;
    const second = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1003",
      "--days",
      "30",
      "--extend",
      "--yes",
    ]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`job ${id} (process ${process.pid}`);
    expect(second.stderr).toMatch(
      /is already running "licences renew" on 1 of these items \(e\.g\. 1003\/gateway\)/,
    );
    // Other targets are free.
    const other = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1003",
      "--product",
      "stream",
      "--auto-renew",
      "true",
      "--yes",
    ]);
    expect(other.code).toBe(0);

    suite.server.intercept(undefined);
    for (const release of held.splice(0)) release();
    expect((await first).code).toBe(0);
    await expectExtendedOnce(before);
    expect(readdirSync(join(suite.cli.configDir, "jobs")).filter((f) => f.endsWith(".lock"))).toEqual([]);
  });

  it("takes over the lock of a job whose process is gone", async () => {
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
    const jobs = join(suite.cli.configDir, "jobs");
    mkdirSync(jobs, { recursive: true });
    writeFileSync(
      join(jobs, "licences-renew-killed.lock"),
      JSON.stringify({
        id: "licences-renew-killed",
        command: "licences renew",
        pid: dead,
        startedAt: "",
        keys: ["1001/gateway"],
      }),
    );
    const result = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1001",
      "--product",
      "gateway",
      "--days",
      "9",
      "--yes",
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `taking over the lock of job licences-renew-killed (process ${dead} is gone)`,
    );
  });

  it("stops when the API has gone away instead of retrying each item, and resumes exactly once", async () => {
    const before = await gatewayUntil(suite.cli.run);
    proxy = await startProxy(suite.server.url);
    let answered = 0;
    const server = proxy;
    suite.server.intercept(async (request, next) => {
      const answer = await next(request);
      if (request.method === "PUT" && ++answered === 8) server.goDown();
      return answer;
    });
    const started = Date.now();
    const result = await suite.cli.run([...RENEW_GATEWAY, "--concurrency", "2"], {
      env: { CMS_BASE_URL: proxy.url, CMS_GIVE_UP_AFTER: "1" },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /cannot reach the API at http:\/\/127\.0\.0\.1:\d+ \(no answer for [\d.]+ s\); stopped: \d+ ok, 0 failed, \d+ not done; resume with --resume \S+/,
    );
    const journal = journalOf(suite.cli.configDir);
    expect(journal.lines.at(-1)).toMatchObject({ type: "stop", notDone: 25 - journal.ok });
    // Nothing was counted as failed: what is not done is left to the resume.
    expect(journal.lines.filter((l) => l.status === "failed")).toEqual([]);

    suite.server.intercept(undefined);
    proxy.comeBack();
    const resumed = await suite.cli.run(["licences", "renew", "--resume", journal.id!, "--yes"], {
      env: { CMS_BASE_URL: proxy.url },
    });
    expect(resumed.code).toBe(0);
    await expectExtendedOnce(before);
  });
});

describe("bounds, paths and warnings", () => {
  it("keeps --days to the contract's bound", async () => {
    const schema = (
      document as unknown as {
        components: { schemas: Record<string, { properties: Record<string, { maximum?: number }> }> };
      }
    ).components.schemas;
    expect(schema.LicenceInfo!.properties.autoRenewDays!.maximum).toBe(MAX_AUTO_RENEW_DAYS);
    expect(schema.StreamLicenceInfo!.properties.autoRenewDays!.maximum).toBe(MAX_AUTO_RENEW_DAYS);
    const huge = await suite.cli.run([
      "licences",
      "renew",
      "--all",
      "--days",
      "999999999",
      "--extend",
      "--yes",
    ]);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toContain("--days must be a whole number from 1 to 3650");
    const most = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1001",
      "--days",
      "3650",
      "--extend",
      "--dry-run",
    ]);
    expect(most.code).toBe(0);
  });

  it("names the option of a path mistake, with exit 2", async () => {
    const file = join(suite.cli.configDir, "a-file");
    writeFileSync(file, "x");
    const out = await suite.cli.run(["tickets", "export", "--property", "1001", "--out", file]);
    expect([out.code, out.stderr]).toEqual([
      2,
      `cms: --out: ${file} is a file; give a directory (it is made when missing).\n`,
    ]);
    const from = await suite.cli.run(["licences", "list", "--from-file", suite.cli.configDir]);
    expect([from.code, from.stderr]).toEqual([
      2,
      `cms: --from-file: ${suite.cli.configDir} is a directory, not a file.\n`,
    ]);
    const config = await suite.cli.run(["login", "--email", "super@demo.test"], {
      env: { CMS_CONFIG_DIR: file, CMS_PASSWORD: DEMO_PASSWORD },
    });
    expect(config.code).toBe(2);
    expect(config.stderr).toContain(`cannot be used: ${file}`);
  });

  it("runs at the highest --concurrency without a MaxListenersExceededWarning, and refuses more", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const controller = new AbortController();
      const result = await suite.cli.run(
        ["licences", "renew", "--all", "--days", "30", "--extend", "--yes", "--concurrency", "64"],
        {
          signal: controller.signal,
        },
      );
      expect(result.code).toBe(0);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(
      warnings.filter((w) => w.name === "MaxListenersExceededWarning" && !/ServerResponse/.test(w.message)),
    ).toEqual([]);
    const tooMany = await suite.cli.run(["licences", "list", "--all", "--concurrency", "65"]);
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toContain("--concurrency must be a whole number from 1 to 64");
  });
});

describe("a corrupt profile file", () => {
  it("is named in the error, and `cms login` sets it aside and starts a new one", async () => {
    const file = join(suite.cli.configDir, "profiles.json");
    writeFileSync(file, '{"profiles": {"default": {"authToken": "abc"');
    const whoami = await suite.cli.run(["whoami"]);
    expect(whoami.code).toBe(1);
    expect(whoami.stderr).toContain(`the profile file ${file} cannot be read`);
    expect(whoami.stderr).toContain("run `cms login`");
    await suite.cli.login();
    expect(readFileSync(`${file}.corrupt`, "utf8")).toContain('"authToken": "abc"');
    const again = await suite.cli.run(["whoami", "--format", "json"]);
    expect(again.code).toBe(0);
    expect(json(again.stdout)).toMatchObject({ email: "super@demo.test" });
  });
});

describe("a job whose calls cannot be repeated", () => {
  it("resumes without sending again an e-mail that was in flight when the job was killed", async () => {
    const to = "ops@hotel.example";
    const plan = await suite.cli.run([
      "tickets",
      "email",
      "--property",
      "1001",
      "--to",
      to,
      "--dry-run",
      "--format",
      "json",
    ]);
    const items = json<{ property: string; ticket: string }[]>(plan.stdout).map(({ property, ticket }) => ({
      property,
      ticket,
    }));
    expect(items.length).toBeGreaterThan(1);
    // What a kill leaves: the plan, and the first send started but never answered.
    const jobs = join(suite.cli.configDir, "jobs");
    mkdirSync(jobs, { recursive: true });
    const header = {
      type: "job",
      id: "tickets-email-killed",
      command: "tickets email",
      createdAt: "",
      params: { to, inputFormat: "csv" },
      items,
    };
    const started = { type: "item", key: `1001/${items[0]!.ticket}`, status: "started", at: "" };
    writeFileSync(
      join(jobs, "tickets-email-killed.jsonl"),
      `${JSON.stringify(header)}\n${JSON.stringify(started)}\n`,
    );

    const resumed = await suite.cli.run(["tickets", "email", "--resume", "tickets-email-killed", "--yes"]);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain(
      `1 item(s) were in flight when the job stopped and may have been done; not repeated: 1001/${items[0]!.ticket}`,
    );
    const sent = suite.server.requests
      .filter((r) => r.method === "POST" && r.path.endsWith("/email"))
      .map((r) => r.path);
    expect(sent).toHaveLength(items.length - 1);
    expect(sent.some((path) => path.includes(items[0]!.ticket))).toBe(false);
  });
});

describe("the circuit breaker", () => {
  it("opens once the API has given no answer for the give-up time, and any answer closes it", () => {
    let now = 0;
    const breaker = new Breaker("http://api.test", 1000, () => now);
    expect(breaker.unanswered()).toBe(false);
    now = 999;
    expect(breaker.unanswered()).toBe(false);
    breaker.answered();
    now = 1500;
    // The clock starts again at the first call without an answer after one with.
    expect(breaker.unanswered()).toBe(false);
    now = 2500;
    expect(breaker.unanswered()).toBe(true);
    expect(breaker.signal.reason).toBeInstanceOf(ServerUnreachable);
    expect((breaker.signal.reason as Error).message).toBe(
      "cannot reach the API at http://api.test (no answer for 1 s)",
    );
  });
});
