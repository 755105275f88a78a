import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { json, signedInSuite } from "./harness";

const suite = signedInSuite();
let out: string;

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), "cms-tickets-"));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

/** The e-mail job's plan for hotel 1001's bulk tickets, as `--dry-run --format json` prints it. */
async function emailPlan() {
  const dry = await suite.cli.run([
    "tickets",
    "email",
    "--property",
    "1001",
    "--to",
    "events@hotel.test",
    "--dry-run",
    "--format",
    "json",
  ]);
  expect(dry.code).toBe(0);
  return json<{ ticket: string }[]>(dry.stdout);
}

/** The bulk ticket e-mails the server was asked to send. */
const emailsSent = () =>
  suite.server.requests.filter((r) => r.method === "POST" && r.path.endsWith("/email"));

describe("tickets export", () => {
  it("writes gateway tickets and each bulk ticket's CSV and PDF, named by property and ticket", async () => {
    const result = await suite.cli.run([
      "tickets",
      "export",
      "--property",
      "1001",
      "--out",
      out,
      "--pdf",
      "--format",
      "json",
    ]);
    expect(result.code).toBe(0);
    const rows = json<{ kind: string; ticket?: string; tickets?: number; file: string }[]>(result.stdout);
    const files = readdirSync(out).sort();
    expect(files).toContain("1001-gateway-tickets.csv");
    const bulkCsv = rows.filter((r) => r.kind === "bulk ticket csv");
    expect(bulkCsv.length).toBeGreaterThan(0);
    for (const row of bulkCsv) {
      expect(files).toContain(`1001-bulk-${row.ticket}.csv`);
      expect(files).toContain(`1001-bulk-${row.ticket}.pdf`);
      const lines = readFileSync(row.file, "utf8").trim().split("\n");
      expect(lines).toHaveLength(row.tickets! + 1);
      expect(lines[0]).toMatch(/^No,Access code,/);
    }
    const pdf = readFileSync(join(out, `1001-bulk-${bulkCsv[0]!.ticket}.pdf`));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("escapes spreadsheet formulas in the API's CSV itself", async () => {
    suite.server.intercept((request) =>
      request.url.pathname.endsWith("/csv")
        ? {
            status: 200,
            headers: { "Content-Type": "text/csv" },
            body: 'No,Access code,Batch\n1,ABCD,=HYPERLINK("http://evil.test")\n2,@SUM(A1),-3\n',
          }
        : undefined,
    );
    const result = await suite.cli.run(["tickets", "export", "--property", "1001", "--out", out]);
    expect(result.code).toBe(0);
    const file = readdirSync(out).find((f) => f.includes("-bulk-"))!;
    expect(readFileSync(join(out, file), "utf8")).toBe(
      'No,Access code,Batch\n1,ABCD,"\'=HYPERLINK(""http://evil.test"")"\n2,\'@SUM(A1),-3\n',
    );
  });

  it("e-mails bulk tickets: --dry-run sends nothing, --yes sends each chosen ticket once", async () => {
    suite.server.requests.length = 0;
    const plan = await emailPlan();
    expect(plan.length).toBeGreaterThan(1);
    expect(emailsSent()).toHaveLength(0);

    const one = plan[0]!.ticket;
    const result = await suite.cli.run([
      "tickets",
      "email",
      "--property",
      "1001",
      "--ticket",
      one,
      "--to",
      "events@hotel.test",
      "--yes",
    ]);
    expect(result.code).toBe(0);
    expect(emailsSent().map((r) => r.path)).toEqual([`/api/cms/v3/1001/onespeed/bulkticket/${one}/email`]);
    expect(
      (await suite.cli.run(["tickets", "email", "--property", "1001", "--to", "not-an-address", "--yes"]))
        .code,
    ).toBe(2);
  });
  it("takes back its failed-items file: --from-file with a ticket column sends only those tickets", async () => {
    const plan = await emailPlan();
    expect(plan.length).toBeGreaterThan(2);
    const [first, , third] = plan.map((item) => item.ticket);
    const file = join(out, "failed.csv");
    // The columns the failed-items file has (property, ticket), plus a property listed without a ticket.
    writeFileSync(file, `property,ticket\n1001,${first}\n1001,${third}\n`);
    suite.server.requests.length = 0;
    const result = await suite.cli.run([
      "tickets",
      "email",
      "--from-file",
      file,
      "--to",
      "events@hotel.test",
      "--yes",
    ]);
    expect(result.code).toBe(0);
    const sent = emailsSent().map((r) => r.path);
    expect(sent.sort()).toEqual(
      [first, third].map((ticket) => `/api/cms/v3/1001/onespeed/bulkticket/${ticket}/email`).sort(),
    );
  });
});
