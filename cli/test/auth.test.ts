import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import { createProgram } from "../src/program";
import { cliFor, DEMO_PASSWORD, json, startServer, type TestServer } from "./harness";

let server: TestServer;
let cli: ReturnType<typeof cliFor>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.sandbox.reset();
  cli = cliFor(server);
});
afterEach(() => cli.cleanup());

const storedProfile = () =>
  json<{ profiles: Record<string, { authToken?: string; email?: string; baseUrl?: string }> }>(
    readFileSync(join(cli.configDir, "profiles.json"), "utf8"),
  ).profiles.default!;

describe("login, whoami, logout", () => {
  it("signs in, keeps the session in a 0600 file, never prints the token, and signs out", async () => {
    const login = await cli.run(["login", "--email", "super@demo.test", "--password", DEMO_PASSWORD]);
    expect(login.code).toBe(0);
    expect(statSync(join(cli.configDir, "profiles.json")).mode & 0o777).toBe(0o600);
    const profile = storedProfile();
    expect(profile).toMatchObject({ email: "super@demo.test", baseUrl: server.url });
    expect(profile.authToken).toMatch(/^\w{32,}$/);

    const whoami = await cli.run(["whoami", "--format", "json"]);
    expect(whoami.code).toBe(0);
    expect(json(whoami.stdout)).toMatchObject({ email: "super@demo.test", properties: 25 });
    const table = await cli.run(["whoami"]);
    expect(table.stdout).toMatch(/email\s+super@demo\.test/);

    const logout = await cli.run(["logout"]);
    expect(logout.code).toBe(0);
    expect(storedProfile().authToken).toBeUndefined();
    // The server forgot the session too.
    expect(server.sandbox.state.sessions[profile.authToken!]).toBeUndefined();

    for (const output of [login, whoami, table, logout]) {
      expect(output.stdout + output.stderr).not.toContain(profile.authToken!);
      expect(output.stdout + output.stderr).not.toContain(DEMO_PASSWORD);
    }
  });

  it("takes the credentials from CMS_EMAIL and CMS_PASSWORD, and --token over the stored session", async () => {
    expect(
      (await cli.run(["login"], { env: { CMS_EMAIL: "admin@demo.test", CMS_PASSWORD: DEMO_PASSWORD } })).code,
    ).toBe(0);
    const other = cliFor(server);
    await other.login("super@demo.test");
    const superToken = json<{ profiles: { default: { authToken: string } } }>(
      readFileSync(join(other.configDir, "profiles.json"), "utf8"),
    ).profiles.default.authToken;
    const asAdmin = await cli.run(["whoami", "--format", "json"]);
    expect(json(asAdmin.stdout)).toMatchObject({ email: "admin@demo.test" });
    const withEnv = await cli.run(["whoami", "--format", "json"], { env: { CMS_TOKEN: superToken } });
    expect(json(withEnv.stdout)).toMatchObject({ email: "super@demo.test" });
    // The same token again (a cron job's CMS_TOKEN): the run carries on with its session's newest token,
    // since the server rotated the given one on the first run and would end the session on its reuse.
    const withFlag = await cli.run(["--token", superToken, "whoami", "--format", "json"]);
    expect(json(withFlag.stdout)).toMatchObject({ email: "super@demo.test" });
    const again = await cli.run(["whoami", "--format", "json"], { env: { CMS_TOKEN: superToken } });
    expect(json(again.stdout)).toMatchObject({ email: "super@demo.test" });
    // An override is never written to the profile.
    expect(storedProfile().email).toBe("admin@demo.test");
    other.cleanup();
  });

  it("signs in with two-factor through --code, and asks for it with exit 4 when there is no terminal", async () => {
    const without = await cli.run(["login", "--email", "twofa@demo.test", "--password", DEMO_PASSWORD]);
    expect(without.code).toBe(4);
    expect(without.stderr).toMatch(/auth required.*--code/);

    const withCode = await cli.run([
      "login",
      "--email",
      "twofa@demo.test",
      "--password",
      DEMO_PASSWORD,
      "--code",
      "123456",
    ]);
    expect(withCode.code).toBe(0);
    const whoami = await cli.run(["whoami", "--format", "json"]);
    expect(json(whoami.stdout)).toMatchObject({ email: "twofa@demo.test" });
  });

  it("fails with exit 1 on bad credentials, and never retries the sign-in POST on a 500", async () => {
    const bad = await cli.run(["login", "--email", "super@demo.test", "--password", "wrong"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Bad credentials/);

    server.intercept((request) =>
      request.method === "POST"
        ? { status: 500, headers: { "Content-Type": "application/json" }, body: { message: "boom" } }
        : undefined,
    );
    const before = server.requests.length;
    const failed = await cli.run(["login", "--email", "super@demo.test", "--password", DEMO_PASSWORD]);
    server.intercept(undefined);
    expect(failed.code).toBe(1);
    expect(server.requests.slice(before).filter((r) => r.method === "POST")).toHaveLength(1);
  });
});

describe("profiles, base URL and token precedence", () => {
  const profiles = () =>
    json<{ profiles: Record<string, { authToken?: string; email?: string }> }>(
      readFileSync(join(cli.configDir, "profiles.json"), "utf8"),
    ).profiles;
  const whoamiAs = async (args: string[], env: Record<string, string> = {}) => {
    const result = await cli.run([...args, "whoami", "--format", "json"], { env });
    expect(result.code, result.stderr).toBe(0);
    return json<{ email: string; profile: string; baseUrl: string }>(result.stdout);
  };

  it("keeps a session per profile, chosen by --profile or CMS_PROFILE, --profile first", async () => {
    await cli.login("super@demo.test");
    const staging = await cli.run(["--profile", "staging", "login", "--email", "admin@demo.test"], {
      env: { CMS_PASSWORD: DEMO_PASSWORD },
    });
    expect(staging.code).toBe(0);
    const stored = profiles();
    expect(stored.default).toMatchObject({ email: "super@demo.test" });
    expect(stored.staging).toMatchObject({ email: "admin@demo.test" });
    expect(stored.staging!.authToken).not.toBe(stored.default!.authToken);

    expect(await whoamiAs([])).toMatchObject({ email: "super@demo.test", profile: "default" });
    expect(await whoamiAs(["--profile", "staging"])).toMatchObject({
      email: "admin@demo.test",
      profile: "staging",
    });
    expect(await whoamiAs([], { CMS_PROFILE: "staging" })).toMatchObject({
      email: "admin@demo.test",
      profile: "staging",
    });
    expect(await whoamiAs(["--profile", "default"], { CMS_PROFILE: "staging" })).toMatchObject({
      email: "super@demo.test",
      profile: "default",
    });

    // Signing one profile out leaves the other's session alone.
    expect((await cli.run(["logout"], { env: { CMS_PROFILE: "staging" } })).code).toBe(0);
    expect(profiles().staging!.authToken).toBeUndefined();
    // Each renewal rotates the session token (issue 28): the default profile holds its newest one.
    expect(profiles().default!.authToken).toEqual(expect.any(String));
    expect(await whoamiAs([])).toMatchObject({ email: "super@demo.test" });
  });

  it("sends the calls to --base-url over CMS_BASE_URL, and to CMS_BASE_URL without the flag", async () => {
    await cli.login();
    const other = await startServer();
    server.requests.length = 0;
    try {
      const flag = await whoamiAs(["--base-url", server.url], { CMS_BASE_URL: other.url });
      expect(flag.baseUrl).toBe(server.url);
      expect(server.requests.length).toBeGreaterThan(0);
      expect(other.requests).toEqual([]);

      server.requests.length = 0;
      // The other sandbox has never seen this session: it refuses it, which is how the test knows where
      // the call went.
      const env = await cli.run(["whoami"], { env: { CMS_BASE_URL: other.url } });
      expect(env.code).toBe(4);
      expect(other.requests.length).toBeGreaterThan(0);
      expect(server.requests).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("sends --token over CMS_TOKEN over the stored session, and stores neither override", async () => {
    // Three sessions in three profiles; only the default one is the stored session of the runs below.
    await cli.login("super@demo.test");
    for (const [profile, email] of [
      ["env", "admin@demo.test"],
      ["flag", "super@demo.test"],
    ] as const) {
      const login = await cli.run(["--profile", profile, "login", "--email", email], {
        env: { CMS_PASSWORD: DEMO_PASSWORD },
      });
      expect(login.code).toBe(0);
    }
    const { default: stored, env, flag } = profiles();
    const tokens = { stored: stored!.authToken!, env: env!.authToken!, flag: flag!.authToken! };
    expect(new Set(Object.values(tokens)).size).toBe(3);

    const seen: (string | null)[] = [];
    server.intercept((request) => {
      seen.push(request.headers.get("auth-token"));
      return undefined;
    });
    // The session token a run trades first (each renewal then rotates it, issue 28).
    const sentBy = async (args: string[], envVars: Record<string, string>) => {
      seen.length = 0;
      await whoamiAs(args, envVars);
      expect(seen.length).toBeGreaterThan(0);
      return seen[0];
    };

    expect(await sentBy(["--token", tokens.flag], { CMS_TOKEN: tokens.env })).toBe(tokens.flag);
    expect(await sentBy([], { CMS_TOKEN: tokens.env })).toBe(tokens.env);
    expect(await sentBy([], {})).toBe(tokens.stored);
    // Neither override reached the profile, which holds the newest token of its own session.
    const kept = profiles().default!.authToken;
    expect([tokens.flag, tokens.env, tokens.stored]).not.toContain(kept);
  });
});

describe("exit codes", () => {
  it("answers a usage error with 2 and names the problem", async () => {
    const unknown = await cli.run(["licences", "renew", "--bogus"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown option '--bogus'/);
    expect((await cli.run(["licences", "renew", "--property", "1001", "--days", "soon"])).code).toBe(2);
    expect((await cli.run(["--format", "xml", "whoami"])).code).toBe(2);
  });

  it("answers 4 'auth required' without a session and without a terminal", async () => {
    const result = await cli.run(["licences", "list", "--property", "1001"]);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/auth required: not signed in.*cms login/);
    expect(result.stdout).toBe("");
  });

  it("answers 4 when the stored session was revoked on the server", async () => {
    await cli.login();
    server.sandbox.state.sessions = {};
    const result = await cli.run(["whoami"]);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/auth required/);
  });

  it("prints help with examples on every command and command group, with exit 0", async () => {
    // Walked from the program itself, so a command added later cannot slip through without examples.
    const paths: string[][] = [];
    const walk = (command: CommandUnknownOpts, path: string[]) => {
      paths.push(path);
      for (const sub of command.commands) walk(sub, [...path, sub.name()]);
    };
    walk(
      createProgram({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: {} })
        .program,
      [],
    );
    expect(paths).toEqual(
      expect.arrayContaining([["licences"], ["licences", "renew"], ["guests", "import"]]),
    );
    for (const path of paths) {
      const help = await cli.run([...path, "--help"]);
      expect(help.code, `cms ${path.join(" ")} --help`).toBe(0);
      expect(help.stdout, `cms ${path.join(" ")} --help`).toContain("Examples:");
    }
  });
});

describe("read-only commands", () => {
  it("users export writes CSV safe against spreadsheet formulas", async () => {
    await cli.login();
    const users = server.sandbox.state.collections["/api/cms/v3/user"]![""]!;
    users[2]!.firstname = '=HYPERLINK("http://evil.test","x")';
    const result = await cli.run(["users", "export"]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toBe("id,email,firstname,lastname,active,twoFactor,globalRoles,properties");
    expect(lines).toHaveLength(users.length + 1);
    expect(result.stdout).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(result.stdout).not.toContain("password");
  });

  it("heartbeat reports the stale bridges for cron and exits 1 while any is stale", async () => {
    await cli.login();
    const beats = server.sandbox.state.collections["/api/cms/v3/property/heartbeat"]![""]!;
    // Judged against the newest report, so the test does not depend on the clock or the time zone.
    const newest = Math.max(...beats.map((b) => Date.parse(String(b.bridgeServiceStatusTime))));
    const now = new Date(newest + 5 * 60_000).toISOString();
    const stale = await cli.run([
      "heartbeat",
      "--only-stale",
      "--now",
      now,
      "--max-age",
      "120",
      "--format",
      "json",
    ]);
    expect(stale.code).toBe(1);
    const rows = json<{ property: string; what: string }[]>(stale.stdout);
    expect(rows.map((r) => r.property)).toEqual(["1004", "1009", "1014", "1019", "1024"]);
    expect(stale.stderr).toMatch(/5 of 25 properties stale/);
    const calm = await cli.run([
      "heartbeat",
      "--now",
      now,
      "--max-age",
      String(60 * 24 * 30),
      "--format",
      "csv",
    ]);
    expect(calm.code).toBe(0);
    expect(calm.stdout.trim().split("\n")).toHaveLength(26);
  });

  it("lists the properties in csv", async () => {
    await cli.login();
    const result = await cli.run(["properties", "list", "--format", "csv"]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toBe("id,name,city,country,timezone,currency");
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(/^1001,Hotel Sacher Wien,/);
  });

  it("lists the properties as JSON lines, one object per line, and as an aligned table", async () => {
    await cli.login();
    const jsonl = await cli.run(["properties", "list", "--format", "jsonl"]);
    expect(jsonl.code).toBe(0);
    const records = jsonl.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(25);
    expect(records[0]).toMatchObject({ id: "1001", name: "Hotel Sacher Wien" });

    const table = await cli.run(["properties", "list", "--format", "table"]);
    expect(table.code).toBe(0);
    const [header, ...rows] = table.stdout.trimEnd().split("\n");
    expect(header!.split(/\s{2,}/)).toEqual(["id", "name", "city", "country", "timezone", "currency"]);
    expect(rows).toHaveLength(25);
    // Columns line up: every row's name starts where the header's does.
    const nameAt = header!.indexOf("name");
    expect(rows.every((row) => row.slice(nameAt - 2, nameAt) === "  " && row[nameAt] !== " ")).toBe(true);
  });
});
