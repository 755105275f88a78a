import { dayjs, presetRange, statisticsRange } from "../i18n/dates";
import type { DateInput, StatisticsPreset } from "../i18n/dates";

/** Bucket sizes of a statistics series (spec section 9). */
export const GRANULARITIES = ["hourly", "daily", "monthly", "yearly"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export type RangePreset = StatisticsPreset | "custom";

/** What a dashboard asks the server for: a UTC range of whole days and a bucket size. */
export interface ChartRange {
  preset: RangePreset;
  /** ISO 8601, UTC, start of the first day. */
  from: string;
  /** ISO 8601, UTC, end of the last day (23:59:59.999). */
  to: string;
  granularity: Granularity;
}

/** Longest range shown hourly: a month of hours (744 points) stays readable; a year (8,760) does not. */
export const MAX_HOURLY_DAYS = 31;
/** Longest range shown daily: two years of days. */
export const MAX_DAILY_DAYS = 731;

/** Calendar days the range covers (a one-day preset is 1). */
export function rangeDays(range: Pick<ChartRange, "from" | "to">): number {
  return dayjs.utc(range.to).startOf("day").diff(dayjs.utc(range.from).startOf("day"), "day") + 1;
}

/**
 * The bucket sizes that make sense for a range: hourly up to a month, daily from two days up to two years,
 * monthly from four weeks, yearly from a year. Each gives at least two buckets and at most a few hundred.
 */
export function allowedGranularities(range: Pick<ChartRange, "from" | "to">): Granularity[] {
  const days = rangeDays(range);
  return GRANULARITIES.filter((granularity) => {
    switch (granularity) {
      case "hourly":
        return days <= MAX_HOURLY_DAYS;
      case "daily":
        return days >= 2 && days <= MAX_DAILY_DAYS;
      case "monthly":
        return days >= 28;
      case "yearly":
        return days >= 365;
    }
  });
}

/** The bucket size a range opens with: hourly for a day or two, daily up to a quarter, monthly beyond. */
export function defaultGranularity(range: Pick<ChartRange, "from" | "to">): Granularity {
  const days = rangeDays(range);
  if (days <= 2) return "hourly";
  if (days <= 92) return "daily";
  return "monthly";
}

/** Keeps `wanted` when the range allows it, otherwise the range's default. */
function fitGranularity(range: Pick<ChartRange, "from" | "to">, wanted?: Granularity): Granularity {
  return wanted && allowedGranularities(range).includes(wanted) ? wanted : defaultGranularity(range);
}

/** A preset ending today (UTC calendar day of `now`), with its default granularity. */
export function presetChartRange(preset: StatisticsPreset, now: DateInput = new Date()): ChartRange {
  const range = presetRange(preset, dayjs.utc(now).format("YYYY-MM-DD"));
  return { preset, ...range, granularity: defaultGranularity(range) };
}

/**
 * A custom range of calendar days (`YYYY-MM-DD`, in either order), start of the first to end of the last day
 * in UTC; keeps `granularity` when it fits the new range.
 */
export function customChartRange(first: string, last: string, granularity?: Granularity): ChartRange {
  const [a, b] = first <= last ? [first, last] : [last, first];
  const range = statisticsRange(dayjs.utc(a).format("YYYY-MM-DD"), dayjs.utc(b).format("YYYY-MM-DD"));
  return { preset: "custom", ...range, granularity: fitGranularity(range, granularity) };
}

/** The range with another bucket size, or unchanged when the range does not allow it. */
export function withGranularity(range: ChartRange, granularity: Granularity): ChartRange {
  return allowedGranularities(range).includes(granularity) ? { ...range, granularity } : range;
}

/** The first and last calendar days of a range (`YYYY-MM-DD`), as the date pickers show them. */
export function rangeDaysOf(range: Pick<ChartRange, "from" | "to">): { first: string; last: string } {
  return { first: range.from.slice(0, 10), last: range.to.slice(0, 10) };
}

/** The start of every bucket of a range (ms, UTC): what a complete series has one point for. */
export function bucketStarts(range: Pick<ChartRange, "from" | "to" | "granularity">): number[] {
  const unit = { hourly: "hour", daily: "day", monthly: "month", yearly: "year" } as const;
  const step = unit[range.granularity];
  const end = dayjs.utc(range.to).valueOf();
  const starts: number[] = [];
  for (let t = dayjs.utc(range.from).startOf(step); t.valueOf() <= end; t = t.add(1, step))
    starts.push(t.valueOf());
  return starts;
}
