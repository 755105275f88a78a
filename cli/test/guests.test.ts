import { describe, expect, it } from "vitest";
import { holdAndCount, json, signedInSuite } from "./harness";

const suite = signedInSuite();

describe("guests ping and sync", () => {
  it("pings each property's PMS and reports each answer", async () => {
    const result = await suite.cli.run(["guests", "ping", "--property", "1001", "1002", "--format", "json"]);
    expect(result.code).toBe(0);
    expect(json(result.stdout)).toEqual([
      expect.objectContaining({ property: "1001", status: "ok", message: "ping successful" }),
      expect.objectContaining({ property: "1002", status: "ok", message: "ping successful" }),
    ]);
  });

  it("syncs a group as a job: --dry-run calls nothing, --yes calls each property once", async () => {
    const group = suite.server.sandbox.state.collections["/api/cms/v3/property-group"]![""]![0]!;
    const members = group.properties as string[];
    const dry = await suite.cli.run([
      "guests",
      "sync",
      "--group",
      String(group._id),
      "--dry-run",
      "--format",
      "csv",
    ]);
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim().split("\n")).toHaveLength(members.length + 1);
    expect(suite.server.requests.filter((r) => r.path.endsWith("/guest/sync"))).toHaveLength(0);

    const result = await suite.cli.run([
      "guests",
      "sync",
      "--group",
      String(group._id),
      "--yes",
      "--format",
      "jsonl",
    ]);
    expect(result.code).toBe(0);
    const synced = suite.server.requests
      .filter((r) => r.path.endsWith("/guest/sync"))
      .map((r) => r.path.split("/")[4]);
    expect(synced.sort()).toEqual([...members].sort());
    // Each property's report says what its PMS changed: the seed is as of this morning's sync.
    const reports = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(reports).toHaveLength(members.length);
    for (const report of reports) {
      expect(report).toMatchObject({ status: "ok", message: "sync started" });
      expect(report.added).toBeGreaterThanOrEqual(1);
      expect(Number(report.added) + Number(report.updated) + Number(report.removed)).toBeGreaterThan(1);
      expect(Number.isNaN(Date.parse(String(report.lastSync)))).toBe(false);
    }
  });

  it("exports guests to CSV and imports them back: an unchanged file updates, a new row creates", async () => {
    const exported = await suite.cli.run(["guests", "export", "--property", "1001"]);
    expect(exported.code).toBe(0);
    const lines = exported.stdout.trim().split("\n");
    expect(lines[0]).toBe(
      "property,room,reservationNr,checkin,checkout,title,firstName,lastName,language,shareFlag,groupNr,vipStatus,noPost",
    );
    const guestCount = lines.length - 1;
    expect(guestCount).toBeGreaterThan(0);

    const input = `${exported.stdout.trim()}\n1001,999,R-NEW-1,,,,Ann,Neu,de,,,,\n`;
    const imported = await suite.cli.run(
      ["guests", "import", "--from-file", "-", "--yes", "--format", "json"],
      {
        stdin: input,
      },
    );
    expect(imported.code).toBe(0);
    const statuses = json<{ status: string }[]>(imported.stdout).map((r) => r.status);
    expect(statuses.filter((s) => s === "updated")).toHaveLength(guestCount);
    expect(statuses.filter((s) => s === "created")).toHaveLength(1);
    const creates = suite.server.requests.filter(
      (r) => r.method === "POST" && r.path.endsWith("/1001/guest"),
    );
    expect(creates).toHaveLength(1);

    const again = await suite.cli.run(["guests", "export", "--property", "1001", "--format", "json"]);
    expect(json<unknown[]>(again.stdout)).toHaveLength(guestCount + 1);
  });

  it("exports with at most --concurrency properties read at once, in the targets' order", async () => {
    const serial = await suite.cli.run(["guests", "export", "--all", "--concurrency", "1"]);
    expect(serial.code).toBe(0);
    const reads = holdAndCount(suite.server, (request) => request.url.pathname.endsWith("/guest/index"));
    const parallel = await suite.cli.run(["guests", "export", "--all", "--concurrency", "3"]);
    expect(parallel.code).toBe(0);
    expect(reads.most()).toBe(3);
    expect(parallel.stdout).toBe(serial.stdout);
    expect(parallel.stdout.trim().split("\n").length).toBeGreaterThan(3);
  });

  it("exports the properties of --from-file, and refuses targets given two ways", async () => {
    const byProperty = await suite.cli.run(["guests", "export", "--property", "1001", "1002"]);
    expect(byProperty.code).toBe(0);
    const fromFile = await suite.cli.run(["guests", "export", "--from-file", "-"], {
      stdin: "property\n1001\n1002\n",
    });
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toBe(byProperty.stdout);

    const bad = await suite.cli.run(["guests", "export", "--from-file", "-"], {
      stdin: "property\n1001\nno good\n",
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('stdin:3: "no good" is not a property id');
    expect(bad.stdout).toBe("");

    const mixed = await suite.cli.run(["guests", "export", "--property", "1001", "--all"]);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/use one of --property, --group, --all and --from-file/);
    expect(mixed.stdout).toBe("");
  });

  it("reports rows without the spec's required fields by line", async () => {
    const result = await suite.cli.run(["guests", "import", "--from-file", "-", "--yes"], {
      stdin:
        "property,room,reservationNr,firstName,lastName,language\n1001,1,R1,A,B,de\n1001,,R2,A,B,de\n1001,3,R3,A,B,de,extra\n",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("stdin:3: missing room");
    expect(result.stderr).toContain("stdin:4: expected 6 fields, found 7");
  });

  it("counts the lines of quoted multi-line fields when it reports a bad row", async () => {
    const result = await suite.cli.run(["guests", "import", "--from-file", "-", "--yes"], {
      stdin: [
        "property,room,reservationNr,firstName,lastName,language",
        '1001,1,R1,"Ann',
        'Marie",B,de',
        "1001,,R2,A,B,de",
        '1001,3,"R3',
        "",
        '",A,B,de,extra',
        "1001,4,R4,A,B",
        "",
      ].join("\r\n"),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("stdin:4: missing room");
    expect(result.stderr).toContain("stdin:5: expected 6 fields, found 7");
    expect(result.stderr).toContain("stdin:8: expected 6 fields, found 5");
    expect(result.stderr).not.toMatch(/stdin:[1-3]:/);
  });

  it("never repeats a create (POST) after a server error", async () => {
    suite.server.intercept((request) =>
      request.method === "POST" && request.url.pathname.endsWith("/guest")
        ? { status: 502, headers: { "Content-Type": "application/json" }, body: { message: "Bad gateway" } }
        : undefined,
    );
    const result = await suite.cli.run(["guests", "import", "--from-file", "-", "--yes"], {
      stdin: "property,room,reservationNr,firstName,lastName,language\n1001,999,R-NEW-1,Ann,Neu,de\n",
    });
    expect(result.code).toBe(1);
    expect(
      suite.server.requests.filter((r) => r.method === "POST" && r.path.endsWith("/guest")),
    ).toHaveLength(1);
  });
});
