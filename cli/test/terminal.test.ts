import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, type RunOptions, signedInSuite, terminalInput, validUntilOf } from "./harness";

const suite = signedInSuite();

// The start of any escape sequence: picocolors' bold, dim and red, a cursor move.
const ESC = "\x1b[";
const BOLD = "\x1b[1m";
const RED = "\x1b[31m";

describe("colours", () => {
  /**
   * `heartbeat` colours both streams: the table's bold header on stdout, the red "stale" summary on
   * stderr. Judged against the newest report, so that five bridges are stale whatever the clock says.
   */
  function heartbeat(options: RunOptions, ...flags: string[]) {
    const beats = suite.server.sandbox.state.collections["/api/cms/v3/property/heartbeat"]![""]!;
    const newest = Math.max(...beats.map((b) => Date.parse(String(b.bridgeServiceStatusTime))));
    const now = new Date(newest + 5 * 60_000).toISOString();
    return suite.cli.run([...flags, "heartbeat", "--only-stale", "--now", now, "--max-age", "120"], options);
  }

  it("colours stdout and stderr in a terminal, each stream by its own isTTY", async () => {
    const both = await heartbeat({ tty: { stdout: true, stderr: true } });
    expect(both.code).toBe(1);
    expect(both.stdout).toContain(BOLD);
    expect(both.stderr).toContain(RED);

    // Piped into a file or another program, stdout carries no escapes even though stderr is a terminal.
    const piped = await heartbeat({ tty: { stdout: false, stderr: true } });
    expect(piped.stdout).toMatch(/^property/);
    expect(piped.stdout).not.toContain(ESC);
    expect(piped.stderr).toContain(RED);

    const stderrRedirected = await heartbeat({ tty: { stdout: true, stderr: false } });
    expect(stderrRedirected.stdout).toContain(BOLD);
    expect(stderrRedirected.stderr).not.toContain(ESC);
  });

  it("turns colours off with NO_COLOR, with --no-color, and when no stream is a terminal", async () => {
    const terminal = { stdout: true, stderr: true };
    for (const [label, result] of [
      ["NO_COLOR=1", await heartbeat({ tty: terminal, env: { NO_COLOR: "1" } })],
      ["--no-color", await heartbeat({ tty: terminal }, "--no-color")],
      ["not a terminal", await heartbeat({})],
    ] as const) {
      expect(result.code, label).toBe(1);
      // The same report, only without escapes.
      expect(result.stdout, label).toMatch(/^property\s/);
      expect(result.stderr, label).toMatch(/5 of 25 properties stale/);
      expect(result.stdout + result.stderr, label).not.toContain(ESC);
    }
  });
});

describe("progress bar", () => {
  const renew = (options: RunOptions) =>
    suite.cli.run(
      ["licences", "renew", "--all", "--product", "gateway", "--days", "9", "--yes", "--format", "json"],
      options,
    );
  // cli-progress's shades_classic bar, then "value/total".
  const BAR = /[\u2588\u2591]{10,} \d+\/25 /;

  it("draws on stderr in a terminal and keeps stdout to the data", async () => {
    const result = await renew({ tty: { stderr: true } });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(BAR);
    expect(result.stdout).not.toMatch(/[\u2588\u2591]/);
    expect(json<{ status: string }[]>(result.stdout).map((r) => r.status)).toEqual(Array(25).fill("renewed"));
  });

  it("draws nothing when stderr is not a terminal, even when stdout is", async () => {
    const result = await renew({ tty: { stdout: true } });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/[\u2588\u2591]|\/25 /);
    expect(result.stderr).not.toContain(ESC);
    expect(result.stderr).toMatch(/25 ok, 0 failed/);
    expect(json<unknown[]>(result.stdout)).toHaveLength(25);
  });
});

describe("confirmation", () => {
  const change = ["licences", "renew", "--property", "1001", "1002", "--days", "42", "--extend"];
  const journals = () => existsSync(join(suite.cli.configDir, "jobs"));

  it("asks in a terminal; no changes nothing, and the sandbox shows it", async () => {
    const before = await validUntilOf(suite.cli.run);
    const keyboard = terminalInput(/Apply 8 change\(s\)\?/, "n");
    const result = await suite.cli.run(change, { ...keyboard, tty: { stdin: true, stderr: true } });
    expect(result.stderr).toMatch(/Apply 8 change\(s\)\?/);
    expect(result.stderr).toMatch(/cancelled, nothing changed/);
    expect(result.code).toBe(1);
    expect(suite.server.requests.filter((r) => r.method === "PUT")).toEqual([]);
    expect(await validUntilOf(suite.cli.run)).toEqual(before);
    expect(journals()).toBe(false);
  });

  it("asks in a terminal; yes applies every change", async () => {
    const before = await validUntilOf(suite.cli.run);
    const keyboard = terminalInput(/Apply 8 change\(s\)\?/, "y");
    const result = await suite.cli.run(change, { ...keyboard, tty: { stdin: true, stderr: true } });
    expect(result.stderr).toMatch(/Apply 8 change\(s\)\?/);
    expect(result.code).toBe(0);
    expect(suite.server.puts.size).toBe(8);
    const after = await validUntilOf(suite.cli.run);
    for (const [key, until] of before) {
      const renewed = key.startsWith("1001/") || key.startsWith("1002/");
      expect([key, after.get(key)! - until]).toEqual([key, renewed ? 42 * 24 * 60 * 60 * 1000 : 0]);
    }
  });

  it("refuses without a terminal and without --yes, with exit 2 and nothing changed", async () => {
    const result = await suite.cli.run(change, { tty: { stdout: true, stderr: true } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/changes 8 item\(s\); pass --yes/);
    expect(result.stderr).not.toMatch(/Apply/);
    expect(suite.server.requests.filter((r) => r.method === "PUT")).toEqual([]);
    expect(journals()).toBe(false);
  });
});
