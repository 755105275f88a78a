import type { components } from "@cms/api";
import type { ListQuery } from "@cms/ui";
import type { ChartRange, ChartSeries, Granularity } from "@cms/ui/charts";

// The gateway dashboard's pure logic: what each statistics call is asked, and how its answer becomes chart
// series. Screen texts (series names) come in translated; nothing here touches React.

type Schemas = components["schemas"];
export type BandwidthPoint = Schemas["GatewayBandwidthPoint"];
export type SessionPoint = Schemas["GatewaySessionPoint"];
export type RevenuePoint = Schemas["GatewayRevenuePoint"];
export type TopSession = Schemas["GatewayTopSession"];
export type GroupBandwidthRow = Schemas["GatewayGroupBandwidthRow"];
export type VolumeUnit = Schemas["GatewayVolumeUnit"];

/** Download, upload or both (the contract's vt; both leaves it out). */
export const DIRECTIONS = ["both", "down", "up"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** How often the "now" values refresh while the page is visible. */
export const NOW_REFRESH_MS = 30_000;
/** Rows per page of the top sessions. */
export const TOP_PAGE_SIZE = 10;

/** The volume unit per bucket size: an hour of a hotel's Wi-Fi is megabytes, a day or more gigabytes. */
export const unitFor = (granularity: Granularity): VolumeUnit => (granularity === "hourly" ? "MB" : "GB");

/** The query of stats/bandwidth, stats/sessions and stats/revenue for a range. */
export function historyQuery(range: ChartRange) {
  return { sdt: range.from, edt: range.to, bt: range.granularity };
}

export function bandwidthQuery(range: ChartRange, direction: Direction) {
  return {
    ...historyQuery(range),
    u: unitFor(range.granularity),
    ...(direction === "both" ? {} : { vt: direction }),
  };
}

const time = (iso: string) => Date.parse(iso);

/** Download and upload lines (only those the answer carries). */
export function bandwidthSeries(
  points: readonly BandwidthPoint[],
  labels: { down: string; up: string },
): ChartSeries[] {
  const series: ChartSeries[] = [];
  for (const key of ["down", "up"] as const) {
    if (!points.some((p) => p[key] !== undefined)) continue;
    series.push({
      id: key,
      label: labels[key],
      points: points.filter((p) => p[key] !== undefined).map((p) => ({ x: time(p.timestamp), y: p[key]! })),
    });
  }
  return series;
}

export function sessionSeries(points: readonly SessionPoint[], label: string): ChartSeries[] {
  return [{ id: "sessions", label, points: points.map((p) => ({ x: time(p.timestamp), y: p.sessions })) }];
}

/** One series per currency, stacked: the label names the currency ("Revenue (EUR)"). */
export function revenueSeries(
  points: readonly RevenuePoint[],
  label: (currency: string) => string,
): ChartSeries[] {
  const byCurrency = new Map<string, { x: number; y: number }[]>();
  for (const p of points) {
    const list = byCurrency.get(p.currency) ?? [];
    list.push({ x: time(p.timestamp), y: p.amount });
    byCurrency.set(p.currency, list);
  }
  return [...byCurrency].map(([currency, list]) => ({ id: currency, label: label(currency), points: list }));
}

/** The only currency of a revenue answer, so values can be shown as money; undefined for none or several. */
export function singleCurrency(points: readonly RevenuePoint[]): string | undefined {
  const currencies = new Set(points.map((p) => p.currency));
  return currencies.size === 1 ? [...currencies][0] : undefined;
}

const GB = 1024 ** 3;

/**
 * The property group's report: one series per property (download plus upload, in GB), months as categories
 * ("1".."12" as x; the screen names them).
 */
export function groupSeries(rows: readonly GroupBandwidthRow[]): ChartSeries[] {
  const byProperty = new Map<string, { label: string; points: { x: string; y: number }[] }>();
  const months = [...new Set(rows.map((r) => r.month))].sort((a, b) => a - b);
  for (const row of rows) {
    const entry = byProperty.get(row.propertyId) ?? { label: row.propertyName || row.propertyId, points: [] };
    byProperty.set(row.propertyId, entry);
  }
  for (const [id, entry] of byProperty)
    for (const month of months) {
      const row = rows.find((r) => r.propertyId === id && r.month === month);
      const bytes = (row?.download ?? 0) + (row?.upload ?? 0);
      entry.points.push({ x: String(month), y: Math.round((bytes / GB) * 10) / 10 });
    }
  return [...byProperty].map(([id, entry]) => ({ id, label: entry.label, points: entry.points }));
}

/** The list's page as the top-sessions call's limit, skip and search, within the dashboard's range. */
export function topQuery(query: Pick<ListQuery, "page" | "limit" | "search">, range: ChartRange) {
  const limit = query.limit > 0 ? query.limit : TOP_PAGE_SIZE;
  return {
    limit,
    skip: (Math.max(1, query.page) - 1) * limit,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    sdt: range.from,
    edt: range.to,
  };
}

/** A top session's guest as people know it: name, e-mail, room or access code. */
export function sessionGuest(session: TopSession): string {
  const identity = session.identity ?? {};
  const name = [identity.firstName, identity.lastName].filter(Boolean).join(" ");
  return (
    name ||
    identity.email ||
    (identity.room ? `${identity.room}` : "") ||
    identity.accessCode ||
    session.profileId
  );
}

/** Years the group report offers: this year and the one before (the statistics keep a year). */
export const reportYears = (today: Date) => [today.getUTCFullYear(), today.getUTCFullYear() - 1];
