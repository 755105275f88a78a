import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../src";
import { authorizationIdOf } from "../src/seed/oneapp";
import { collection } from "../src/state";
import { call, PROPERTY, refusal, type Message, frontDesk } from "./harness";

// The POR report and the release of a payment authorization (products.md sections 2, 5, 7 and 8) as the front
// desk of Hotel Sacher Wien calls them.
type Report = { items: { date: string; roomCount: number }[]; total: number };

const POR = `/api/cms/v3/${PROPERTY}/oneapp/webcheckin/por_report`;
const RELEASE = `/api/cms/v3/${PROPERTY}/oneapp/webcheckin/release_authorization`;
// Where the sandbox keeps the seeded authorizations.
const AUTHORIZATIONS = "/api/cms/v3/{propertyId}/oneapp/webcheckin/release_authorization";
const THIS_MONTH = DEMO_TODAY.slice(0, 7);

// The report only reads: one sandbox serves every POR test (each sandbox seeds 25 properties, which takes a
// while on a busy machine).
let reader: ReturnType<typeof frontDesk> | undefined;
const report = async (month: string, sandbox = (reader ??= frontDesk())) => {
  const answer = await call(sandbox, { method: "POST", path: POR, body: { month } });
  expect(answer.status).toBe(200);
  return answer.body as Report;
};
const release = (authorizationId: unknown, sandbox = frontDesk()) =>
  call(sandbox, { method: "POST", path: RELEASE, body: { authorizationId } });

/** The month before `month` (YYYY-MM). */
const monthBefore = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7);
};

describe("POR report", () => {
  it("counts this month's occupied rooms day by day up to today, with their total, the same on every run", async () => {
    const { items, total } = await report(THIS_MONTH);
    const days = Number(DEMO_TODAY.slice(8, 10));
    expect(items.map((item) => item.date)).toEqual(
      Array.from({ length: days }, (_, n) => `${THIS_MONTH}-${String(n + 1).padStart(2, "0")}`),
    );
    for (const { roomCount } of items) {
      expect(Number.isInteger(roomCount)).toBe(true);
      expect(roomCount).toBeGreaterThanOrEqual(0);
    }
    expect(items.some((item) => item.roomCount > 0)).toBe(true);
    expect(total).toBe(items.reduce((sum, item) => sum + item.roomCount, 0));
    expect(await report(THIS_MONTH, frontDesk())).toEqual({ items, total });
  }, 20_000);

  it("gives every day of a past month", async () => {
    const month = monthBefore(THIS_MONTH);
    const { items, total } = await report(month);
    const [year, m] = month.split("-").map(Number) as [number, number];
    expect(items).toHaveLength(new Date(Date.UTC(year, m, 0)).getUTCDate());
    expect(total).toBeGreaterThan(0);
    expect(await report(THIS_MONTH)).not.toEqual({ items, total });
  });

  it("answers an empty report for a month after today or before the guest app's history", async () => {
    const nextYear = `${Number(THIS_MONTH.slice(0, 4)) + 1}-01`;
    expect(await report(nextYear)).toEqual({ items: [], total: 0 });
    expect(await report("2001-01")).toEqual({ items: [], total: 0 });
  });

  it.each([
    ["a thirteenth month", { month: `${THIS_MONTH.slice(0, 4)}-13` }],
    ["a day instead of a month", { month: DEMO_TODAY }],
    ["the month written the other way round", { month: "11/2026" }],
    ["no month", {}],
    ["a month that is a number", { month: 202611 }],
  ])("refuses %s: 400 naming the field", async (_, body) => {
    const answer = await call(frontDesk(), { method: "POST", path: POR, body });
    expect(refusal(answer)).toContain("month");
  });
});

describe("release authorization", () => {
  it("releases a seeded authorization once: the spec's message, then refused as already released", async () => {
    const sandbox = frontDesk();
    const id = authorizationIdOf(PROPERTY, 1);
    const answer = await release(id, sandbox);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Authorization release successful!" });
    const stored = collection(sandbox.state, AUTHORIZATIONS, PROPERTY);
    expect(stored.find((entry) => entry.id === id)?.released).toBe(true);

    const again = await release(id, sandbox);
    expect(again.status).toBe(400);
    expect((again.body as Message).field).toBe("authorizationId");
  });

  it("takes the ID as pasted, with spaces around it", async () => {
    const answer = await release(`  ${authorizationIdOf(PROPERTY, 2)}\n`);
    expect(answer.status).toBe(200);
  });

  it("refuses an unknown ID, and another property's, with 404 and the spec's text", async () => {
    for (const id of ["8800100199999999", authorizationIdOf("1002", 1)]) {
      const answer = await release(id);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        message: "Authorization of this ID not found",
        field: "authorizationId",
      });
    }
  });

  it.each([
    ["an empty ID", { authorizationId: "" }],
    ["an ID of blanks", { authorizationId: "   " }],
    ["no ID", {}],
    ["an ID that is not text", { authorizationId: 42 }],
  ])("refuses %s: 400 naming the field", async (_, body) => {
    const answer = await call(frontDesk(), { method: "POST", path: RELEASE, body });
    expect(refusal(answer)).toContain("authorizationId");
  });
});

describe("who may", () => {
  it("keeps another property's report and authorizations from the front desk of Hotel Sacher Wien", async () => {
    const por = await call(frontDesk(), {
      method: "POST",
      path: "/api/cms/v3/1002/oneapp/webcheckin/por_report",
      body: { month: THIS_MONTH },
    });
    expect(por.status).toBe(403);
    const released = await call(frontDesk(), {
      method: "POST",
      path: "/api/cms/v3/1002/oneapp/webcheckin/release_authorization",
      body: { authorizationId: authorizationIdOf("1002", 1) },
    });
    expect(released.status).toBe(403);
    expect(released.body).toEqual({ message: "You are not authorized to perform this action" });
  });

  it.each([
    ["the POR report", "oneapp.webcheckin.por_report", POR, { month: THIS_MONTH }],
    [
      "the release",
      "oneapp.webcheckin.release_authorization",
      RELEASE,
      { authorizationId: authorizationIdOf(PROPERTY, 1) },
    ],
  ])(
    "refuses %s to a role without its permission, and changes nothing",
    async (_, permission, path, body) => {
      const sandbox = frontDesk();
      const frontDeskRole = collection(sandbox.state, "/api/cms/v3/role").find(
        (role) => role.name === "Front desk",
      )!;
      frontDeskRole.permissions = (frontDeskRole.permissions as string[]).filter((p) => p !== permission);
      const answer = await call(sandbox, { method: "POST", path, body });
      expect(answer.status).toBe(403);
      const stored = collection(sandbox.state, AUTHORIZATIONS, PROPERTY);
      expect(stored.find((entry) => entry.id === authorizationIdOf(PROPERTY, 1))?.released).toBe(false);
    },
  );
});
