import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, signedInSuite } from "./harness";

const suite = signedInSuite();

interface LicenceRow {
  property: string;
  product: string;
  autoRenew: boolean;
  autoRenewDays: number;
  themes?: number;
  status?: string;
}

/** Reads licences back through the API (the CLI's own list, which only GETs). */
async function readBack(...properties: string[]): Promise<LicenceRow[]> {
  const result = await suite.cli.run(["licences", "list", "--property", ...properties, "--format", "json"]);
  expect(result.code).toBe(0);
  return json<LicenceRow[]>(result.stdout);
}

const totalPuts = () => [...suite.server.puts.values()].reduce((a, b) => a + b, 0);

describe("licences list", () => {
  it("lists the four products of --property 1001 1002 in json", async () => {
    const rows = await readBack("1001", "1002");
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => `${r.property}/${r.product}`)).toEqual([
      "1001/stream",
      "1001/gateway",
      "1001/guestapp",
      "1001/digitalkey",
      "1002/stream",
      "1002/gateway",
      "1002/guestapp",
      "1002/digitalkey",
    ]);
    expect(rows[0]).toMatchObject({ autoRenewDays: 365 });
    expect(rows[0]!.themes).toBeUndefined();
    expect(rows[1]).toMatchObject({ themes: 5 });
  });

  it("lists a property group's licences of one product as csv", async () => {
    const group = suite.server.sandbox.state.collections["/api/cms/v3/property-group"]![""]![0]!;
    const result = await suite.cli.run([
      "licences",
      "list",
      "--group",
      String(group._id),
      "--product",
      "gateway",
      "--format",
      "csv",
    ]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toBe("property,product,autoRenew,autoRenewDays,themes,validUntil");
    expect(lines).toHaveLength((group.properties as string[]).length + 1);
  });

  it("writes the failed-items file of a read-only job on a fresh config dir, with exit 3", async () => {
    // Only changing jobs keep a journal, so nothing has made <config>/jobs before this list.
    expect(existsSync(join(suite.cli.configDir, "jobs"))).toBe(false);
    const result = await suite.cli.run([
      "licences",
      "list",
      "--property",
      "1001",
      "9999",
      "--product",
      "gateway",
    ]);
    expect(result.stderr).not.toMatch(/ENOENT/);
    expect(result.code).toBe(3);
    const jobs = join(suite.cli.configDir, "jobs");
    expect(statSync(jobs).mode & 0o777).toBe(0o700);
    const failedFile = readdirSync(jobs).find((f) => f.endsWith(".failed.csv"))!;
    expect(result.stderr).toContain(failedFile);
    expect(statSync(join(jobs, failedFile)).mode & 0o777).toBe(0o600);
    const failed = readFileSync(join(jobs, failedFile), "utf8").trim().split("\n");
    expect(failed[0]).toBe("property,product,error");
    expect(failed.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual(["9999,gateway"]);
  });
});

describe("licences renew", () => {
  it("--dry-run prints the plan and changes nothing", async () => {
    const before = await readBack("1001", "1002");
    const result = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1001",
      "1002",
      "--days",
      "30",
      "--auto-renew",
      "false",
      "--dry-run",
      "--format",
      "jsonl",
    ]);
    expect(result.code).toBe(0);
    const plan = result.stdout
      .trim()
      .split("\n")
      .map((line) => json<Record<string, string>>(line));
    expect(plan).toHaveLength(8);
    expect(plan[1]).toEqual({
      property: "1001",
      product: "gateway",
      change: "autoRenew=false autoRenewDays=30",
    });
    expect(totalPuts()).toBe(0);
    expect(await readBack("1001", "1002")).toEqual(before);
  });

  it("refuses to change without --yes when not interactive", async () => {
    const result = await suite.cli.run(["licences", "renew", "--property", "1001", "--days", "30"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--yes/);
    expect(totalPuts()).toBe(0);
  });

  it("--yes renews the chosen licences and nothing else", async () => {
    const result = await suite.cli.run([
      "licences",
      "renew",
      "--property",
      "1001",
      "1002",
      "--product",
      "gateway",
      "--product",
      "guestapp",
      "--days",
      "30",
      "--themes",
      "7",
      "--yes",
      "--format",
      "json",
    ]);
    expect(result.code).toBe(0);
    expect(json<LicenceRow[]>(result.stdout).map((r) => r.status)).toEqual([
      "renewed",
      "renewed",
      "renewed",
      "renewed",
    ]);
    const after = await readBack("1001", "1002");
    for (const row of after) {
      const changed = row.product === "gateway" || row.product === "guestapp";
      expect(row.autoRenewDays).toBe(changed ? 30 : 365);
      if (row.product !== "stream") expect(row.themes).toBe(changed ? 7 : 5);
    }
    expect(totalPuts()).toBe(4);
    expect(readdirSync(join(suite.cli.configDir, "jobs")).filter((f) => f.endsWith(".jsonl"))).toHaveLength(
      1,
    );
  });

  it("sends one PUT per licence, without reading it first, when every field is given", async () => {
    const args = ["--property", "1001", "--days", "90", "--auto-renew", "false", "--yes"];
    const before = await readBack("1001");
    suite.server.requests.length = 0;
    const result = await suite.cli.run(["licences", "renew", ...args, "--themes", "3", "--format", "json"]);
    expect(result.code).toBe(0);
    const licenceCalls = suite.server.requests.filter((r) => r.path.endsWith("/license"));
    expect(licenceCalls.map((r) => r.method)).toEqual(["PUT", "PUT", "PUT", "PUT"]);
    const after = await readBack("1001");
    for (const row of after) {
      expect(row).toMatchObject({ autoRenew: false, autoRenewDays: 90 });
      if (row.product !== "stream") expect(row.themes).toBe(3);
      // validUntil is left as it was: the PUT leaves it out.
      const old = before.find((b) => b.product === row.product) as LicenceRow & { validUntil?: string };
      expect((row as LicenceRow & { validUntil?: string }).validUntil).toBe(old.validUntil);
    }
    // Without --themes the gateway, guest app and digital key licences are read first (themes kept).
    suite.server.requests.length = 0;
    expect((await suite.cli.run(["licences", "renew", ...args])).code).toBe(0);
    const methods = suite.server.requests.filter((r) => r.path.endsWith("/license")).map((r) => r.method);
    expect(methods.filter((m) => m === "GET")).toHaveLength(3);
    expect(methods.filter((m) => m === "PUT")).toHaveLength(4);
  });
  it("reports a partial failure with exit 3 and writes the failed items in the input format", async () => {
    const input = join(suite.cli.configDir, "targets.jsonl");
    writeFileSync(
      input,
      ['{"property":"1001","product":"gateway"}', '{"property":"9999","product":"gateway"}'].join("\n"),
    );
    const result = await suite.cli.run(["licences", "renew", "--from-file", input, "--days", "10", "--yes"]);
    expect(result.code).toBe(3);
    const failedFile = readdirSync(join(suite.cli.configDir, "jobs")).find((f) =>
      f.endsWith(".failed.jsonl"),
    )!;
    const failed = readFileSync(join(suite.cli.configDir, "jobs", failedFile), "utf8")
      .trim()
      .split("\n");
    expect(failed).toHaveLength(1);
    expect(json(failed[0]!)).toMatchObject({ property: "9999", product: "gateway" });
    expect(result.stderr).toContain(failedFile);
  });

  it("reports bad --from-file CSV rows by line and refuses to start without --skip-invalid", async () => {
    const input = join(suite.cli.configDir, "targets.csv");
    writeFileSync(
      input,
      [
        "property,product",
        "1001,gateway",
        ",stream",
        "1002,teleport",
        "1003,digitalkey,extra",
        "1004,onekey",
        "",
      ].join("\n"),
    );
    const refused = await suite.cli.run(["licences", "renew", "--from-file", input, "--days", "20", "--yes"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${input}:3: property is missing`);
    expect(refused.stderr).toContain(`${input}:4: "teleport" is not one of`);
    expect(refused.stderr).toContain(`${input}:5: expected 2 fields, found 3`);
    expect(refused.stderr).not.toContain(`${input}:2:`);
    expect(totalPuts()).toBe(0);

    const skipped = await suite.cli.run([
      "licences",
      "renew",
      "--from-file",
      input,
      "--days",
      "20",
      "--yes",
      "--skip-invalid",
    ]);
    expect(skipped.code).toBe(0);
    expect([...suite.server.puts.keys()].sort()).toEqual([
      "/api/cms/v3/1001/onespeed/license",
      "/api/cms/v3/1004/onekey/license",
    ]);
  });

  it("points at the bad row's line in a 50,000-row --from-file", async () => {
    const input = join(suite.cli.configDir, "many.csv");
    writeFileSync(input, `property\n${"1001\n".repeat(50_000)}no good\n`);
    // No time is asserted (speed is for benchmarks); counting lines from the start of the file for every row
    // made this test take half a minute, which the suite's timeout would then show.
    const refused = await suite.cli.run(["licences", "renew", "--from-file", input, "--days", "20", "--yes"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${input}:50002: "no good" is not a property id`);
    expect(totalPuts()).toBe(0);
  });

  it("reads targets from stdin with --from-file -", async () => {
    const result = await suite.cli.run(["licences", "list", "--from-file", "-", "--format", "json"], {
      stdin: "property\n1001\n1002\n",
    });
    expect(result.code).toBe(0);
    expect(json<LicenceRow[]>(result.stdout)).toHaveLength(8);
  });
});
