// @cms/ui/charts: the chart kit on Victory, behind its own entry so the console's first load (and the sign-in
// page) never carries Victory; screens load it with their own lazy chunk. Every export is named here.
export { BarChart, FunnelChart, LineChart, MAX_DRAWN_POINTS, seriesColors } from "./Charts";
export type { BarChartProps, FunnelChartProps, FunnelStep, LineChartProps, ValueFormatter } from "./Charts";
export type { ChartCommonProps } from "./ChartFrame";
export { prefetchChartDrawing } from "./XYPlot";
export { StatCard, StatCards } from "./StatCard";
export type { StatCardProps } from "./StatCard";
export { RangeBar } from "./RangeBar";
export type { RangeBarProps } from "./RangeBar";
export {
  GRANULARITIES,
  MAX_DAILY_DAYS,
  MAX_HOURLY_DAYS,
  allowedGranularities,
  bucketStarts,
  customChartRange,
  defaultGranularity,
  presetChartRange,
  rangeDays,
  rangeDaysOf,
  withGranularity,
} from "./range";
export type { ChartRange, Granularity, RangePreset } from "./range";
export { formatBucket, formatNumber, hasData, niceMax, peaks, toRows } from "./chartData";
export type { ChartPoint, ChartRow, ChartSeries, SeriesPeak, SeriesTone } from "./chartData";
export { lttb, nearestIndex } from "./lttb";
export type { XY } from "./lttb";
