import type { components } from "@cms/api";
import type { ChartSeries, Granularity } from "@cms/ui/charts";

// The streaming dashboard's pure logic: usage events counted per bucket, service usage per service.

type Schemas = components["schemas"];
export type StreamEvent = Schemas["StreamStats"];
export type ServiceUsage = Schemas["StreamServiceUsage"];
export type ServiceMapping = Schemas["StreamServiceMapping"];

const STEP: Record<Granularity, (d: Date) => number> = {
  hourly: (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()),
  daily: (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()),
  monthly: (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
  yearly: (d) => Date.UTC(d.getUTCFullYear(), 0, 1),
};

/** The start (ms, UTC) of the bucket a time falls in. */
export const bucketOf = (iso: string, granularity: Granularity) => STEP[granularity](new Date(iso));

/** Connections per bucket: successful and failed, stacked; buckets without events are left out. */
export function connectionSeries(
  events: readonly StreamEvent[],
  granularity: Granularity,
  labels: { conn_succ: string; conn_fail: string },
): ChartSeries[] {
  const buckets = new Map<number, { conn_succ: number; conn_fail: number }>();
  for (const event of events) {
    if (event.usage.type === "stop") continue;
    const key = bucketOf(event.timestamp, granularity);
    const bucket = buckets.get(key) ?? { conn_succ: 0, conn_fail: 0 };
    bucket[event.usage.type] += 1;
    buckets.set(key, bucket);
  }
  const times = [...buckets.keys()].sort((a, b) => a - b);
  return (["conn_succ", "conn_fail"] as const).map((type) => ({
    id: type,
    label: labels[type],
    tone: type === "conn_succ" ? "success" : "failure",
    points: times.map((x) => ({ x, y: buckets.get(x)![type] })),
  }));
}

/** Totals of the range: successful and failed connections and hours streamed (from the stop events). */
export function totals(events: readonly StreamEvent[]) {
  let succeeded = 0;
  let failed = 0;
  let seconds = 0;
  for (const event of events) {
    if (event.usage.type === "conn_succ") succeeded += 1;
    else if (event.usage.type === "conn_fail") failed += 1;
    else seconds += event.usage.duration ?? 0;
  }
  return { succeeded, failed, hours: seconds / 3600 };
}

/** Sessions and hours per service, most used first, as two single-series bar charts. */
export function serviceSeries(usage: readonly ServiceUsage[], labels: { sessions: string; hours: string }) {
  const sorted = [...usage].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    sessions: [
      { id: "sessions", label: labels.sessions, points: sorted.map((u) => ({ x: u.name, y: u.count })) },
    ],
    hours: [
      {
        id: "hours",
        label: labels.hours,
        points: sorted.map((u) => ({ x: u.name, y: Math.round(((u.duration ?? 0) / 3600) * 10) / 10 })),
      },
    ],
  } satisfies Record<string, ChartSeries[]>;
}

/** A Chromecast application id as devices report it: eight hexadecimal digits (e.g. A9BCCB7C). */
const RAW_SERVICE_ID = /^[0-9A-F]{8}$/i;

/**
 * The services the usage names by their raw identifier: the usage is named after the mappings, so an id left
 * as it is has no mapping yet (issue 42 item 10: "A9BCCB7C" in the charts with no way to name it). Most used
 * first, each once.
 */
export function unnamedServices(usage: readonly ServiceUsage[]): string[] {
  const raw = usage.filter((u) => RAW_SERVICE_ID.test(u.name.trim()));
  raw.sort((a, b) => b.count - a.count);
  return [...new Set(raw.map((u) => u.name.trim().toUpperCase()))];
}
