import type { Granularity } from "./range";

/** One point of a series; x is a time in ms (time series) or a category's label (bars, funnel). */
export interface ChartPoint {
  x: number | string;
  y: number;
}

/** What a series means, where it means good or bad: drawn in that meaning's colour (see `seriesColors`). */
export type SeriesTone = "success" | "warning" | "failure";

export interface ChartSeries {
  /** Stable id: the CSV column and the legend toggle's key. */
  id: string;
  /** Translated name shown in the legend, tooltip, table and summary. */
  label: string;
  points: readonly ChartPoint[];
  /**
   * Sent, delivered, connected: `success` (green); delayed: `warning` (orange); rejected, failed,
   * disconnected: `failure` (red). Without one, a series takes the next colour of the palette that no tone
   * of the chart has taken, so an ordinary series is never drawn in a meaning's colour beside it.
   */
  tone?: SeriesTone;
}

/** One row of the table and the CSV: the x and each series' value (undefined where a series has none). */
export interface ChartRow {
  key: string;
  x: number | string;
  values: Record<string, number | undefined>;
}

/** The series merged by x into rows, in the order the x values first appear (every point, never sampled). */
export function toRows(series: readonly ChartSeries[]): ChartRow[] {
  const aligned = alignedRows(series);
  if (aligned) return aligned;
  const rows = new Map<number | string, ChartRow>();
  for (const s of series) {
    for (const point of s.points) {
      let row = rows.get(point.x);
      if (!row) {
        row = { key: String(point.x), x: point.x, values: {} };
        rows.set(point.x, row);
      }
      row.values[s.id] = point.y;
    }
  }
  const list = [...rows.values()];
  if (list.every((row) => typeof row.x === "number")) list.sort((a, b) => (a.x as number) - (b.x as number));
  return list;
}

/**
 * The x of every row when the series are sampled at the same ascending times (a year of hourly bandwidth down
 * and up, the usual case): row i is point i of each series, so a chart needs no rows to draw, hover or tell a
 * row's values. Undefined when the series are not so aligned (or not times).
 */
export function alignedTimes(series: readonly ChartSeries[]): number[] | undefined {
  const first = series[0]?.points;
  if (!first || series.some((s) => s.points.length !== first.length)) return undefined;
  const times: number[] = new Array(first.length);
  for (let i = 0; i < first.length; i++) {
    const x = first[i]!.x;
    if (typeof x !== "number" || (i > 0 && x <= times[i - 1]!)) return undefined;
    for (const s of series) if (s.points[i]!.x !== x) return undefined;
    times[i] = x;
  }
  return times;
}

/** toRows' quick way for aligned series: rows by index, without a map of every x. */
function alignedRows(series: readonly ChartSeries[]): ChartRow[] | undefined {
  const times = alignedTimes(series);
  if (!times) return undefined;
  return times.map((x, i) => {
    const values: Record<string, number | undefined> = {};
    for (const s of series) values[s.id] = s.points[i]!.y;
    return { key: String(x), x, values };
  });
}

export interface SeriesPeak {
  /** The series' id. */
  id: string;
  label: string;
  value: number;
  x: number | string;
}

/** Each series' highest value and where it is (the first one on a tie); series without points are left out. */
export function peaks(series: readonly ChartSeries[]): SeriesPeak[] {
  return series.flatMap((s) => {
    let best: ChartPoint | undefined;
    for (const point of s.points) if (!best || point.y > best.y) best = point;
    return best ? [{ id: s.id, label: s.label, value: best.y, x: best.x }] : [];
  });
}

/** Whether a chart has anything to draw: at least one point that is not zero. */
export const hasData = (series: readonly ChartSeries[]) =>
  series.some((s) => s.points.some((p) => p.y !== 0));

const DATE_OPTIONS: Record<Granularity, Intl.DateTimeFormatOptions> = {
  hourly: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  daily: { day: "numeric", month: "short", year: "numeric" },
  monthly: { month: "long", year: "numeric" },
  yearly: { year: "numeric" },
};
const TICK_OPTIONS: Record<Granularity, Intl.DateTimeFormatOptions> = {
  hourly: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  daily: { day: "numeric", month: "short" },
  // The whole year: "Nov 26" read as the 26th of November (a front desk's web check-in steps by month).
  monthly: { month: "short", year: "numeric" },
  yearly: { year: "numeric" },
};

const HOUR = 3_600_000;

/**
 * The granularity an axis' ticks are written in: the data's own, or a coarser one when the axis spans so much
 * that its ticks would repeat (a year of hours labelled "00:00, 00:00, …" reads as dates instead).
 */
export function tickGranularity(granularity: Granularity, spanMs: number): Granularity {
  if (granularity === "hourly" && spanMs > 36 * HOUR) return tickGranularity("daily", spanMs);
  if (granularity === "daily" && spanMs > 366 * 24 * HOUR) return tickGranularity("monthly", spanMs);
  if (granularity === "monthly" && spanMs > 10 * 366 * 24 * HOUR) return "yearly";
  return granularity;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

/**
 * A bucket's start in the locale's words, in UTC (the buckets are UTC days and hours): "3 May 2026" daily,
 * "May 2026" monthly. `tick` gives the short form of an axis label.
 */
export function formatBucket(x: number, granularity: Granularity, locale: string, tick = false): string {
  const options = (tick ? TICK_OPTIONS : DATE_OPTIONS)[granularity];
  const key = `d|${locale}|${granularity}|${tick}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })).format(x);
}

/** A value in the locale's digits and separators, with at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 1, compact = false): string {
  const key = `n|${locale}|${digits}|${compact}`;
  return cached(
    key,
    () =>
      new Intl.NumberFormat(locale, {
        maximumFractionDigits: digits,
        ...(compact ? { notation: "compact" as const } : {}),
      }),
  ).format(value);
}

/** The y-axis' upper end: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten (at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Evenly spread tick positions over [first, last] (at most `count`). */
export function spreadTicks(values: readonly number[], count: number): number[] {
  if (values.length <= count) return [...values];
  const step = (values.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => values[Math.round(i * step)]!);
}
