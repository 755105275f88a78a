import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cliFor, DAY_MS, json, startServer, validUntilOf, type TestServer } from "./harness";

let server: TestServer;
let cli: ReturnType<typeof cliFor>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.sandbox.reset();
  server.intercept(undefined);
  cli = cliFor(server);
  await cli.login();
  server.puts.clear();
  server.requests.length = 0;
});
afterEach(() => cli.cleanup());

const LICENCE = /^\/api\/cms\/v3\/\d+\/one\w+\/license$/;
const jobIdOf = (stderr: string) => /--resume (\S+)/.exec(stderr)?.[1];

/** After `count` successful PUTs, calls `then` once (from inside the server's answer). */
function afterPuts(count: number, then: () => void) {
  let seen = 0;
  server.intercept(async (request, next) => {
    const answer = await next(request);
    if (request.method === "PUT" && answer.status === 200 && ++seen === count) then();
    return answer;
  });
}

describe("interrupted jobs", () => {
  it("stops on Ctrl-C with exit 130, and --resume renews each remaining licence exactly once", async () => {
    const before = await validUntilOf(cli.run);
    const controller = new AbortController();
    afterPuts(30, () => controller.abort());
    const first = await cli.run(
      ["licences", "renew", "--all", "--days", "42", "--extend", "--yes", "--concurrency", "4"],
      {
        signal: controller.signal,
      },
    );
    expect(first.code).toBe(130);
    const id = jobIdOf(first.stderr)!;
    expect(id).toBeTruthy();
    const doneFirst = server.puts.size;
    expect(doneFirst).toBeGreaterThanOrEqual(30);
    expect(doneFirst).toBeLessThan(100);

    server.intercept(undefined);
    const resumed = await cli.run(["licences", "renew", "--resume", id, "--yes", "--format", "json"]);
    expect(resumed.code).toBe(0);
    expect(json<unknown[]>(resumed.stdout)).toHaveLength(100 - doneFirst);
    // 25 properties x 4 products, each PUT exactly once over both runs.
    expect(server.puts.size).toBe(100);
    expect([...server.puts.values()].every((n) => n === 1)).toBe(true);
    // The sandbox can tell: every licence's period grew by exactly one renewal.
    const after = await validUntilOf(cli.run);
    for (const [key, until] of before) expect([key, after.get(key)! - until]).toEqual([key, 42 * DAY_MS]);

    const again = await cli.run(["licences", "renew", "--resume", id, "--yes"]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/nothing left to do/);
    expect(server.puts.size).toBe(100);
  });

  it("refuses --resume together with new targets or changes", async () => {
    const result = await cli.run(["licences", "renew", "--resume", "some-job", "--all", "--yes"]);
    expect(result.code).toBe(2);
  });
});

describe("sessions during a job", () => {
  it("renews an expired access token in the middle of a job and repeats the call once", async () => {
    afterPuts(5, () => {
      server.sandbox.state.accessTokens = {};
    });
    const result = await cli.run([
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
    expect(server.puts.size).toBe(25);
    expect(server.requests.filter((r) => r.status === 401).length).toBeGreaterThan(0);
  });

  it("stops with exit 4 when the session is revoked mid-job, and resumes after a new sign-in", async () => {
    afterPuts(5, () => {
      server.sandbox.state.sessions = {};
      server.sandbox.state.accessTokens = {};
    });
    const first = await cli.run([
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

    server.intercept(undefined);
    await cli.login();
    const resumed = await cli.run(["licences", "renew", "--resume", id, "--yes"]);
    expect(resumed.code).toBe(0);
    expect(server.puts.size).toBe(25);
    expect([...server.puts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe("retries", () => {
  it("waits out a 429 with Retry-After and retries with backoff", async () => {
    let refused = 0;
    server.intercept((request) => {
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
    const result = await cli.run([
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
    expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
    expect(server.requests.filter((r) => r.method === "PUT").map((r) => r.status)).toEqual([429, 429, 200]);
    expect(result.stderr).toMatch(/HTTP 429, retrying/);
  });

  it("retries an idempotent PUT on a 502 but reports it after the retries run out", async () => {
    server.intercept((request) =>
      request.method === "PUT" && request.url.pathname.startsWith("/api/cms/v3/1002/")
        ? { status: 502, headers: { "Content-Type": "application/json" }, body: { message: "Bad gateway" } }
        : undefined,
    );
    const result = await cli.run([
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
    expect(server.requests.filter((r) => r.method === "PUT" && r.status === 502)).toHaveLength(6);
  });
});
