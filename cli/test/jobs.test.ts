import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DAY_MS, holdAndCount, json, signedInSuite, validUntilOf } from "./harness";

const suite = signedInSuite();

/** One licence renewed: the job the retry tests watch. */
const RENEW_ONE = ["licences", "renew", "--property", "1001", "--product", "gateway", "--days", "9", "--yes"];

const LICENCE = /^\/api\/cms\/v3\/\d+\/one\w+\/license$/;
const jobIdOf = (stderr: string) => /--resume (\S+)/.exec(stderr)?.[1];

/** After `count` successful PUTs, calls `then` once (from inside the server's answer). */
function afterPuts(count: number, then: () => void) {
  let seen = 0;
  suite.server.intercept(async (request, next) => {
    const answer = await next(request);
    if (request.method === "PUT" && answer.status === 200 && ++seen === count) then();
    return answer;
  });
}

describe("interrupted jobs", () => {
  it("stops on Ctrl-C with exit 130, and --resume renews each remaining licence exactly once", async () => {
    const before = await validUntilOf(suite.cli.run);
    const controller = new AbortController();
    afterPuts(30, () => controller.abort());
    const first = await suite.cli.run(
      ["licences", "renew", "--all", "--days", "42", "--extend", "--yes", "--concurrency", "4"],
      {
        signal: controller.signal,
      },
    );
    expect(first.code).toBe(130);
    const id = jobIdOf(first.stderr)!;
    expect(id).toBeTruthy();
    const doneFirst = suite.server.puts.size;
    expect(doneFirst).toBeGreaterThanOrEqual(30);
    expect(doneFirst).toBeLessThan(100);

    suite.server.intercept(undefined);
    const resumed = await suite.cli.run(["licences", "renew", "--resume", id, "--yes", "--format", "json"]);
    expect(resumed.code).toBe(0);
    expect(json<unknown[]>(resumed.stdout)).toHaveLength(100 - doneFirst);
    // 25 properties x 4 products, each PUT exactly once over both runs.
    expect(suite.server.puts.size).toBe(100);
    expect([...suite.server.puts.values()].every((n) => n === 1)).toBe(true);
    // The sandbox can tell: every licence's period grew by exactly one renewal.
    const after = await validUntilOf(suite.cli.run);
    for (const [key, until] of before) expect([key, after.get(key)! - until]).toEqual([key, 42 * DAY_MS]);

    const again = await suite.cli.run(["licences", "renew", "--resume", id, "--yes"]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/nothing left to do/);
    expect(suite.server.puts.size).toBe(100);
  });

  it("ends a wait for Retry-After at once on Ctrl-C, with exit 130 and a journal that resumes", async () => {
    const controller = new AbortController();
    // The fifth licence is refused with a wait far longer than the test may take; Ctrl-C comes the
    // moment the CLI says it is waiting.
    let puts = 0;
    let refused: string | undefined;
    suite.server.intercept((request) => {
      if (request.method !== "PUT" || ++puts !== 5) return undefined;
      refused = request.url.pathname;
      return {
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "120" },
        body: { message: "Maintenance" },
      };
    });
    const first = await suite.cli.run(
      ["licences", "renew", "--all", "--product", "gateway", "--days", "21", "--extend", "--yes"],
      {
        signal: controller.signal,
        onStderr: (stderr) => {
          // Once the wait has begun, as a person would press Ctrl-C after reading the line.
          if (/HTTP 503, retrying/.test(stderr)) setImmediate(() => controller.abort());
        },
      },
    );
    expect(first.code).toBe(130);
    expect(first.stderr).toMatch(/interrupted: \d+ ok, 0 failed, \d+ not done; resume with --resume/);
    // The refused call was not sent again: its wait was cut short, not waited out.
    expect(suite.server.requests.filter((r) => r.method === "PUT" && r.path === refused)).toHaveLength(1);
    expect(suite.server.puts.has(refused!)).toBe(false);

    suite.server.intercept(undefined);
    const before = suite.server.puts.size;
    expect(before).toBeLessThan(25);
    const resumed = await suite.cli.run(["licences", "renew", "--resume", jobIdOf(first.stderr)!, "--yes"]);
    expect(resumed.code).toBe(0);
    expect(suite.server.puts.size).toBe(25);
    expect(suite.server.puts.get(refused!)).toBe(1);
    expect([...suite.server.puts.values()].every((n) => n === 1)).toBe(true);
  });

  it("refuses --resume together with new targets or changes", async () => {
    const result = await suite.cli.run(["licences", "renew", "--resume", "some-job", "--all", "--yes"]);
    expect(result.code).toBe(2);
  });
});

describe("sessions during a job", () => {
  it("renews an expired access token in the middle of a job and repeats the call once", async () => {
    afterPuts(5, () => {
      suite.server.sandbox.state.accessTokens = {};
    });
    const result = await suite.cli.run([
      "licences",
      "renew",
      "--all",
      "--product",
      "gateway",
      "--days",
      "11",
      "--yes",
    ]);
    expect(result.code).toBe(0);
    expect(suite.server.puts.size).toBe(25);
    expect(suite.server.requests.filter((r) => r.status === 401).length).toBeGreaterThan(0);
  });

  it("stops with exit 4 when the session is revoked mid-job, and resumes after a new sign-in", async () => {
    afterPuts(5, () => {
      suite.server.sandbox.state.sessions = {};
      suite.server.sandbox.state.accessTokens = {};
    });
    const first = await suite.cli.run([
      "licences",
      "renew",
      "--all",
      "--product",
      "gateway",
      "--days",
      "12",
      "--yes",
      "--concurrency",
      "1",
    ]);
    expect(first.code).toBe(4);
    expect(first.stderr).toMatch(/auth required.*cms login.*--resume/);
    const id = jobIdOf(first.stderr)!;

    suite.server.intercept(undefined);
    await suite.cli.login();
    const resumed = await suite.cli.run(["licences", "renew", "--resume", id, "--yes"]);
    expect(resumed.code).toBe(0);
    expect(suite.server.puts.size).toBe(25);
    expect([...suite.server.puts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe("retries", () => {
  it("waits out a 429 with Retry-After and retries with backoff", async () => {
    let refused = 0;
    suite.server.intercept((request) => {
      if (request.method === "PUT" && LICENCE.test(request.url.pathname) && refused < 2) {
        refused++;
        return {
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "1" },
          body: { message: "Too many requests" },
        };
      }
      return undefined;
    });
    const started = performance.now();
    const result = await suite.cli.run(RENEW_ONE);
    expect(result.code).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
    expect(suite.server.requests.filter((r) => r.method === "PUT").map((r) => r.status)).toEqual([
      429, 429, 200,
    ]);
    expect(result.stderr).toMatch(/HTTP 429, retrying/);
  });

  it("waits at least a 503's Retry-After before the next attempt, by the server's clock", async () => {
    const attempts: { status: number; at: number }[] = [];
    suite.server.intercept(async (request, next) => {
      if (request.method !== "PUT") return next(request);
      const answer =
        attempts.length === 0
          ? {
              status: 503,
              headers: { "Content-Type": "application/json", "Retry-After": "1" },
              body: { message: "Maintenance" },
            }
          : await next(request);
      attempts.push({ status: answer.status, at: performance.now() });
      return answer;
    });
    const result = await suite.cli.run(RENEW_ONE);
    expect(result.code).toBe(0);
    expect(attempts.map((a) => a.status)).toEqual([503, 200]);
    // From the 503 leaving the server to the repeat reaching it; a little slack for timer granularity.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(990);
  });

  it("never repeats a POST after a 500, but repeats it after a 503 (the server did not act on it)", async () => {
    const emails = () =>
      suite.server.requests.filter((r) => r.method === "POST" && r.path.endsWith("/email"));
    const fail = (status: number, times: number) => {
      let failed = 0;
      suite.server.intercept((request) =>
        request.method === "POST" && request.url.pathname.endsWith("/email") && failed++ < times
          ? { status, headers: { "Content-Type": "application/json" }, body: { message: `HTTP ${status}` } }
          : undefined,
      );
    };
    const email = ["tickets", "email", "--property", "1001", "--to", "ops@hotel.example", "--yes"];

    fail(500, Infinity);
    const refused = await suite.cli.run(email);
    const tickets = emails().length;
    expect(tickets).toBeGreaterThan(0);
    expect(refused.code).toBe(1);
    // One call per ticket, none repeated.
    expect(new Set(emails().map((r) => r.path)).size).toBe(tickets);
    expect(refused.stderr).not.toMatch(/retrying/);

    suite.server.requests.length = 0;
    fail(503, 1);
    const retried = await suite.cli.run(email);
    expect(retried.code).toBe(0);
    expect(emails().map((r) => r.status)).toEqual([503, ...Array(tickets).fill(200)]);
  });

  it("retries an idempotent PUT on a 502 but reports it after the retries run out", async () => {
    suite.server.intercept((request) =>
      request.method === "PUT" && request.url.pathname.startsWith("/api/cms/v3/1002/")
        ? { status: 502, headers: { "Content-Type": "application/json" }, body: { message: "Bad gateway" } }
        : undefined,
    );
    const result = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1001",
      "1002",
      "--product",
      "gateway",
      "--days",
      "9",
      "--yes",
    ]);
    expect(result.code).toBe(3);
    // The first try and five retries.
    expect(suite.server.requests.filter((r) => r.method === "PUT" && r.status === 502)).toHaveLength(6);
  });
});

describe("job conventions", () => {
  it("keeps at most --concurrency calls in flight", async () => {
    const calls = holdAndCount(suite.server, (request) => request.method === "PUT");
    // 25 properties x 2 products: 50 calls for 3 slots.
    const result = await suite.cli.run([
      "licences",
      "renew",
      "--all",
      "--product",
      "gateway",
      "stream",
      "--days",
      "30",
      "--yes",
      "--concurrency",
      "3",
    ]);
    expect(result.code).toBe(0);
    expect(suite.server.puts.size).toBe(50);
    expect(calls.most()).toBe(3);
  });

  it("creates its journal and failed-items file with mode 0600, in a 0700 folder", async () => {
    suite.server.intercept((request) =>
      request.method === "PUT" && request.url.pathname.startsWith("/api/cms/v3/1002/")
        ? { status: 404, headers: { "Content-Type": "application/json" }, body: { message: "Not found" } }
        : undefined,
    );
    // A umask that would leave a plain file readable by everyone, so the mode must come from the CLI.
    const umask = process.umask(0o022);
    try {
      const result = await suite.cli.run([
        "licences",
        "renew",
        "--property",
        "1001",
        "1002",
        "--days",
        "9",
        "--yes",
      ]);
      expect(result.code).toBe(3);
      const dir = join(suite.cli.configDir, "jobs");
      const id = jobIdOf(result.stderr)!;
      const files = readdirSync(dir).sort();
      expect(files).toEqual([`${id}.failed.csv`, `${id}.jsonl`]);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const file of files) expect([file, statSync(join(dir, file)).mode & 0o777]).toEqual([file, 0o600]);
    } finally {
      process.umask(umask);
    }
  });
});
