import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, signedInSuite } from "./harness";

// Issue 30, section 4: what `guests import` takes in, and that an export fed back changes nothing.
const suite = signedInSuite();
const HEADER = "property,room,reservationNr,firstName,lastName,language";
const posts = () => suite.server.requests.filter((r) => r.method === "POST" && r.path.endsWith("/guest"));

describe("guests import", () => {
  it("refuses two rows for one guest by line, and creates nothing", async () => {
    const result = await suite.cli.run(["guests", "import", "--from-file", "-", "--yes"], {
      stdin: `${HEADER}\n1001,901,R-9,Ann,Neu,de\n1001,901,R-9,Bob,Neu,de\n1001,901,R-9,ann,NEU,en\n`,
    });
    expect(result.code).toBe(2);
    // Bob shares Ann's room and reservation (a sharer); the third row is Ann again.
    expect(result.stderr).toContain(
      "stdin:4: same guest (property, room, reservation number, name) as line 2",
    );
    expect(result.stderr).not.toContain("stdin:3:");
    expect(posts()).toEqual([]);
  });

  it("refuses a file that is not UTF-8, naming the first line that is not", async () => {
    const file = join(suite.cli.configDir, "latin1.csv");
    writeFileSync(
      file,
      Buffer.from(`${HEADER}\n1001,901,R-9,Ann,Neu,de\n1001,902,R-8,Jörg,Müller,de\n`, "latin1"),
    );
    const result = await suite.cli.run(["guests", "import", "--from-file", file, "--yes"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `cms: --from-file: ${file} is not UTF-8 at line 3; save it as UTF-8 and try again.\n`,
    );
    expect(posts()).toEqual([]);
  });

  it("accepts a byte-order mark in JSON lines as in CSV", async () => {
    const file = join(suite.cli.configDir, "bom.jsonl");
    const row = {
      property: "1001",
      room: "903",
      reservationNr: "R-7",
      firstName: "Jörg",
      lastName: "Müller",
      language: "de",
    };
    writeFileSync(file, `\uFEFF${JSON.stringify(row)}\n`);
    const result = await suite.cli.run([
      "guests",
      "import",
      "--from-file",
      file,
      "--yes",
      "--format",
      "json",
    ]);
    expect(result.code).toBe(0);
    expect(json<{ status: string }[]>(result.stdout)).toMatchObject([{ room: "903", status: "created" }]);
  });

  it("round-trips an export: formula quotes come off again, numbers were never quoted", async () => {
    const risky = `${HEADER},groupNr,title\n1001,904,R-6,@Ann,=HYPERLINK(1),de,-5,+Dr\n`;
    expect(
      (await suite.cli.run(["guests", "import", "--from-file", "-", "--yes"], { stdin: risky })).code,
    ).toBe(0);
    const exported = await suite.cli.run(["guests", "export", "--property", "1001"]);
    const line = exported.stdout.split("\n").find((l) => l.includes(",904,"))!;
    expect(line).toBe(`1001,904,R-6,,,"'+Dr","'@Ann","'=HYPERLINK(1)",de,,-5,,`);

    suite.server.requests.length = 0;
    const back = await suite.cli.run(["guests", "import", "--from-file", "-", "--yes", "--format", "json"], {
      stdin: exported.stdout,
    });
    expect(back.code).toBe(0);
    expect(json<{ status: string }[]>(back.stdout).every((r) => r.status === "updated")).toBe(true);
    expect(posts()).toEqual([]);
    const again = await suite.cli.run(["guests", "export", "--property", "1001"]);
    expect(again.stdout).toBe(exported.stdout);
    const stored = await suite.cli.run(["guests", "export", "--property", "1001", "--format", "jsonl"]);
    expect(stored.stdout).toContain('"title":"+Dr","firstName":"@Ann","lastName":"=HYPERLINK(1)"');
  });
});
