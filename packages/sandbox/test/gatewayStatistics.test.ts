import { describe, expect, it } from "vitest";
import { call, PROPERTY, testSandbox } from "./harness";

// The gateway dashboard's statistics calls (products.md sections 2 and 7, "Statistics") on a fixed today, so the
// series are the same on every run.
const STATS = `/api/cms/v3/${PROPERTY}/onespeed/stats`;
const TODAY = "2026-05-14";
const sandbox = () => testSandbox({ actAs: "admin@demo.test", today: TODAY });
const day = { sdt: `${TODAY}T00:00:00.000Z`, edt: `${TODAY}T23:59:59.999Z` };
const month = { sdt: "2026-04-15T00:00:00.000Z", edt: `${TODAY}T23:59:59.999Z` };
const year = { sdt: "2025-05-15T00:00:00.000Z", edt: `${TODAY}T23:59:59.999Z` };

type Items<T> = { items: T[]; total: number };
type Bandwidth = { timestamp: string; down?: number; up?: number };

describe("gateway statistics", { timeout: 60_000 }, () => {
  it("serves bandwidth per bucket for every range and granularity, the same on every run", async () => {
    const s = sandbox();
    const ask = async (range: object, bt: string, u = "GB") =>
      (await call(s, { method: "POST", path: `${STATS}/bandwidth`, query: { ...range, bt, u } as never }))
        .body as Items<Bandwidth>;
    // Up to the seed's noon on the last day: 13 hours of today.
    expect((await ask(day, "hourly", "MB")).total).toBe(13);
    expect((await ask(month, "daily")).total).toBe(30);
    const monthly = await ask(year, "monthly");
    expect(monthly.total).toBe(13);
    expect(monthly.items[0]!.timestamp).toBe("2025-05-01T00:00:00.000Z");
    expect((await ask(year, "yearly")).items.map((p) => p.timestamp)).toEqual([
      "2025-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
    ]);
    const daily = await ask(month, "daily");
    expect(daily.items.every((p) => p.down! > p.up! && p.up! > 0)).toBe(true);
    expect(await ask(month, "daily")).toEqual(daily);
    // The same volume in MB is 1,024 times the GB figure (rounding aside).
    const mb = await ask(month, "daily", "MB");
    expect(mb.items[3]!.down! / daily.items[3]!.down!).toBeCloseTo(1024, 0);
  });

  it("honours vt: one direction only", async () => {
    const s = sandbox();
    const answer = await call(s, {
      method: "POST",
      path: `${STATS}/bandwidth`,
      query: { ...month, bt: "daily", u: "GB", vt: "up" },
    });
    const items = (answer.body as Items<Bandwidth>).items;
    expect(items.every((p) => p.down === undefined && p.up !== undefined)).toBe(true);
  });

  it("serves sessions and revenue per bucket", async () => {
    const s = sandbox();
    const sessions = (
      await call(s, { method: "POST", path: `${STATS}/sessions`, query: { ...month, bt: "daily" } })
    ).body as Items<{ timestamp: string; sessions: number }>;
    expect(sessions.total).toBe(30);
    expect(sessions.items.some((p) => p.sessions > 0)).toBe(true);
    const revenue = (
      await call(s, { method: "POST", path: `${STATS}/revenue`, query: { ...year, bt: "monthly" } })
    ).body as Items<{ amount: number; currency: string }>;
    expect(revenue.items.length).toBeGreaterThan(0);
    expect(revenue.items.every((p) => /^[A-Z]{3}$/.test(p.currency) && p.amount >= 0)).toBe(true);
  });

  it("pages and searches the top sessions, largest first, and exports them as CSV", async () => {
    const s = sandbox();
    const page = async (query: Record<string, string>) =>
      (await call(s, { method: "GET", path: `${STATS}/sessions/top`, query })).body as Items<{
        profileId: string;
        download: number;
        upload: number;
      }>;
    const first = await page({ limit: "10", skip: "0" });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const volumes = first.items.map((i) => i.download + i.upload);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const second = await page({ limit: "10", skip: "10" });
    expect(second.items[0]!.profileId).not.toBe(first.items[0]!.profileId);
    const searched = await page({ limit: "10", search: "zzzz-nobody" });
    expect(searched.total).toBe(0);
    const csv = await call(s, { method: "GET", path: `${STATS}/sessions/top/csv` });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toMatch(/^Rank,Profile,/);
  });

  it("reports the property group's bandwidth by month for a year", async () => {
    const s = sandbox();
    const report = (
      await call(s, { method: "GET", path: `${STATS}/bandwidth/group-report`, query: { year: "2026" } })
    ).body as Items<{ propertyId: string; month: number; download: number }>;
    expect(report.items.length).toBeGreaterThan(0);
    expect(new Set(report.items.map((r) => r.month))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it("answers 400 naming the field for a reversed range, a missing range or an unknown bucket size", async () => {
    const s = sandbox();
    const reversed = await call(s, {
      method: "POST",
      path: `${STATS}/sessions`,
      query: { sdt: month.edt, edt: month.sdt, bt: "daily" },
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain("sdt");
    const missing = await call(s, {
      method: "POST",
      path: `${STATS}/bandwidth`,
      query: { bt: "daily", u: "GB" },
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("sdt");
    const bucket = await call(s, {
      method: "POST",
      path: `${STATS}/bandwidth`,
      query: { ...month, bt: "weekly", u: "GB" },
    });
    expect(bucket.status).toBe(400);
    expect(JSON.stringify(bucket.body)).toContain("bt");
  });

  it("is refused without onespeed.stats.dashboard", async () => {
    const s = testSandbox({ actAs: "staff@demo.test", today: TODAY });
    const answer = await call(s, { method: "GET", path: `${STATS}/sessions/now` });
    expect(answer.status).toBe(403);
  });
});
