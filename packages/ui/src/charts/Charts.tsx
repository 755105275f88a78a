import { memo, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isolateLtr } from "../FormattedDate";
import type { ListColumn } from "../GenericList/definition";
import { formatQuantity, unitName } from "../units";
import { SERIES_COLORS, TONE_COLORS } from "./Chart.styles";
import type { ChartCommonProps, LegendEntry } from "./ChartFrame";
import { ChartFrame } from "./ChartFrame";
import type { ChartRow, ChartSeries } from "./chartData";
import {
  alignedTimes,
  formatBucket,
  formatNumber,
  hasData,
  niceMax,
  peaks,
  spreadTicks,
  tickGranularity,
  toRows,
} from "./chartData";
import type { XY } from "./lttb";
import { lttb } from "./lttb";
import type { Granularity } from "./range";
import type { PlotKind, PlotSeries, TooltipContent } from "./plotLayout";
import { XYPlot } from "./XYPlot";

/** Points per drawn line: more than a plot's width in pixels shows nothing more and costs render time. */
export const MAX_DRAWN_POINTS = 1000;
const DEFAULT_HEIGHT = 260;

/** Formats a value for people; `locale` is the UI language. Default: the locale's number, then `unit`. */
export type ValueFormatter = (value: number, locale: string) => string;

interface SeriesChartProps extends ChartCommonProps {
  /**
   * The lines or bar groups, each with its id, translated label and points (x, y); colours follow the order.
   */
  series: readonly ChartSeries[];
  /**
   * The values' unit ("Mbit/s", "GB", "h", "EUR"): named in the UI language over the y axis, and after each value
   * unless `formatValue` writes the values (money, whose symbol the formatter places).
   */
  unit?: string;
  /**
   * Formats values in the tooltip, axis and table (money, durations); default the locale's number and `unit`.
   */
  formatValue?: ValueFormatter;
  /** Heading of the x column in the table (default "Time" for time series, "Category" for categories). */
  xLabel?: string;
}

export interface LineChartProps extends SeriesChartProps {
  /** x of every point is a bucket's start in ms (UTC); the granularity formats it. */
  granularity: Granularity;
  /** "area" fills under each line. */
  variant?: "line" | "area";
}

export interface BarChartProps extends SeriesChartProps {
  /** When x is a bucket's start in ms, its granularity formats it; string x values are category labels. */
  granularity?: Granularity;
  /** Stack the series instead of setting them side by side. */
  stacked?: boolean;
  /** Translates a category's x (e.g. a step's id) for people; the CSV keeps the raw x. */
  formatCategory?: (x: string) => string;
}

export interface FunnelStep {
  id: string;
  label: string;
  value: number;
}

export interface FunnelChartProps extends ChartCommonProps {
  /** The funnel's steps, first to last, with their counts. */
  steps: readonly FunnelStep[];
  /** What is counted ("Guests"): the legend and the table's value column. */
  valueLabel: string;
  /** Formats counts in the tooltip, axis and table; default the locale's number. */
  formatValue?: ValueFormatter;
  /** Heading of the step column in the table (default "Step"). */
  xLabel?: string;
}

/**
 * Each series' colour, in order: a series with a tone its meaning's colour (success green, warning orange,
 * failure red; a second one of a tone its darker shade), the others the palette in order without the
 * colours the chart's tones took. A chart without tones draws the palette in order.
 */
export function seriesColors(series: readonly Pick<ChartSeries, "tone">[]): string[] {
  const taken = new Set<string>(series.flatMap((s) => (s.tone ? [TONE_COLORS[s.tone][0]] : [])));
  const palette = SERIES_COLORS.filter((color) => !taken.has(color));
  const toneCount = new Map<string, number>();
  let next = 0;
  return series.map((s) => {
    if (!s.tone) return palette[next++ % palette.length]!;
    const shades = TONE_COLORS[s.tone];
    const n = toneCount.get(s.tone) ?? 0;
    toneCount.set(s.tone, n + 1);
    return shades[n % shades.length]!;
  });
}

function useFormats(unit?: string, formatValue?: ValueFormatter) {
  const { i18n } = useTranslation("charts");
  const locale = i18n.language || "en";
  const value = useCallback(
    (v: number) =>
      formatValue ? formatValue(v, locale) : unit ? formatQuantity(v, unit, locale) : formatNumber(v, locale),
    [formatValue, locale, unit],
  );
  return { locale, value };
}

interface SeriesChartCoreProps extends SeriesChartProps {
  dataUi: string;
  kind: PlotKind;
  /** x as ms formatted by granularity; undefined = categories. */
  granularity?: Granularity;
  formatCategory?: (x: string) => string;
}

function SeriesChart({
  dataUi,
  kind,
  series,
  granularity,
  unit,
  formatValue,
  formatCategory,
  xLabel,
  height = DEFAULT_HEIGHT,
  defaultShowTable = false,
  ...common
}: SeriesChartCoreProps) {
  const { t } = useTranslation("charts");
  const { locale, value } = useFormats(unit, formatValue);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [showTable, setShowTable] = useState(defaultShowTable);
  // The rows (every x with each series' value) are built only when something asks for them: the table, the CSV,
  // bars. A line chart over aligned series draws, hovers and tells a point's values from the series themselves;
  // building 8,760 row objects for a hidden table took a tenth of a year chart's first render.
  const times = useMemo(() => alignedTimes(series), [series]);
  const rowsOf = useMemo(() => {
    let rows: ChartRow[] | undefined;
    return () => (rows ??= toRows(series));
  }, [series]);
  const isTime =
    granularity !== undefined && (times !== undefined || rowsOf().every((row) => typeof row.x === "number"));
  const categoryText = useCallback(
    (x: number | string) =>
      typeof x === "number" && isTime
        ? formatBucket(x, granularity!, locale)
        : (formatCategory?.(String(x)) ?? String(x)),
    [formatCategory, granularity, isTime, locale],
  );

  const colors = seriesColors(series);
  const legend: LegendEntry[] = series.map((s, index) => ({
    id: s.id,
    label: s.label,
    color: colors[index]!,
  }));
  const visible = series
    .map((s, index) => ({ s, color: colors[index]! }))
    .filter(({ s }) => !hidden.has(s.id));

  // Lines plot x in ms; bars sit at their row's position 1..n.
  const isLine = kind === "line" || kind === "area";
  const rowX = useMemo(
    () =>
      isLine ? (times ?? rowsOf().map((row) => row.x as number)) : rowsOf().map((_, index) => index + 1),
    [isLine, times, rowsOf],
  );
  // Bars only: a line's points are drawn at their own x (a map of a year's hours would be wasted).
  const positionOf = useMemo(
    () => (isLine ? undefined : new Map(rowsOf().map((row, index) => [row.x, index + 1]))),
    [isLine, rowsOf],
  );
  const drawn: PlotSeries[] = useMemo(
    () =>
      visible.map(({ s, color }) => {
        // A line's x is a time in ms: its points are downsampled as they are, with no copy of every point.
        const drawn = isLine
          ? lttb(s.points as readonly XY[], MAX_DRAWN_POINTS)
          : s.points.map((p) => ({ x: positionOf!.get(p.x)!, y: p.y }));
        return { id: s.id, label: s.label, color, drawn };
      }),
    // `visible` is derived from series and hidden.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, hidden, isLine, positionOf],
  );

  // Each series' highest point, once: the y axis' top and the summary's sentences.
  const seriesPeaks = useMemo(() => peaks(series), [series]);
  const yMax = useMemo(() => {
    let max = 0;
    if (kind === "stackedBar") {
      for (const row of rowsOf()) {
        let sum = 0;
        for (const { s } of visible) sum += row.values[s.id] ?? 0;
        max = Math.max(max, sum);
      }
    } else for (const peak of seriesPeaks) if (!hidden.has(peak.id)) max = Math.max(max, peak.value);
    return niceMax(max);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowsOf, seriesPeaks, hidden, kind]);

  const xDomain: [number, number] = isLine
    ? [rowX[0] ?? 0, Math.max(rowX.at(-1) ?? 1, (rowX[0] ?? 0) + 1)]
    : [0.5, rowX.length + 0.5];
  const xTicks = useMemo(() => spreadTicks(rowX, isLine ? 6 : 12), [rowX, isLine]);
  // Ticks over a long span are written coarser than the data (a year of hours shows dates, not "00:00").
  const ticksIn = useMemo(() => {
    if (!isTime) return granularity;
    const xs = times ?? rowsOf().map((row) => row.x as number);
    const first = xs[0];
    const last = xs.at(-1);
    return tickGranularity(granularity!, first === undefined || last === undefined ? 0 : last - first);
  }, [granularity, isTime, times, rowsOf]);
  const formatXTick = useCallback(
    (x: number) => {
      if (isLine) return formatBucket(x, ticksIn!, locale, true);
      const row = rowsOf()[Math.round(x) - 1];
      if (!row) return "";
      return typeof row.x === "number" && isTime
        ? formatBucket(row.x, ticksIn!, locale, true)
        : categoryText(row.x);
    },
    [categoryText, ticksIn, isLine, isTime, locale, rowsOf],
  );
  const formatYTick = useCallback((y: number) => formatNumber(y, locale, 1, true), [locale]);

  const tooltip = useCallback(
    (index: number): TooltipContent => {
      // Aligned series: the row's values are point `index` of each series.
      const x = times ? times[index]! : rowsOf()[index]!.x;
      const valueOf = (s: ChartSeries) => (times ? s.points[index]!.y : rowsOf()[index]!.values[s.id]);
      return {
        title: categoryText(x),
        lines: visible
          .filter(({ s }) => valueOf(s) !== undefined)
          .map(({ s, color }) => ({
            id: s.id,
            label: s.label,
            color,
            value: value(valueOf(s)!),
            y: valueOf(s),
          })),
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [times, rowsOf, series, hidden, categoryText, value],
  );

  const columns = useMemo<ListColumn<ChartRow>[]>(
    () => [
      {
        id: "x",
        header: xLabel ?? (isTime ? t("table.time") : t("table.category")),
        value: (row) => row.x,
        text: (row) => categoryText(row.x),
        sortable: true,
      },
      ...series.map<ListColumn<ChartRow>>((s) => ({
        id: `v-${s.id}`,
        header: s.label,
        kind: "number",
        value: (row) => row.values[s.id],
        text: (row) => (row.values[s.id] === undefined ? "" : value(row.values[s.id]!)),
      })),
    ],
    [categoryText, isTime, series, t, value, xLabel],
  );
  const csvColumns = useMemo<ListColumn<ChartRow>[]>(
    () => [
      {
        id: "x",
        header: xLabel ?? (isTime ? t("table.time") : t("table.category")),
        value: (row) => (typeof row.x === "number" && isTime ? new Date(row.x).toISOString() : row.x),
      },
      ...series.map<ListColumn<ChartRow>>((s) => ({
        id: `v-${s.id}`,
        header: unit ? `${s.label} (${unitName(unit, locale)})` : s.label,
        value: (row) => row.values[s.id] ?? "",
      })),
    ],
    [isTime, locale, series, t, unit, xLabel],
  );

  const summary = useMemo(() => {
    const sentences = seriesPeaks.map((peak) =>
      t("summary.peak", {
        series: peak.label,
        value: value(peak.value),
        date: isolateLtr(categoryText(peak.x)),
      }),
    );
    return sentences.length
      ? `${new Intl.ListFormat(locale, { type: "conjunction" }).format(sentences)}.`
      : "";
  }, [categoryText, locale, seriesPeaks, t, value]);

  const toggle = useCallback(
    (id: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <ChartFrame
      dataUi={dataUi}
      {...common}
      height={height}
      hasData={hasData(series)}
      rows={rowsOf}
      columns={columns}
      csvColumns={csvColumns}
      summary={summary}
      legend={legend}
      hidden={hidden}
      onToggle={toggle}
      showTable={showTable}
      onShowTable={setShowTable}
    >
      {(summaryId) => (
        <XYPlot
          kind={kind}
          series={drawn}
          rowX={rowX}
          xDomain={xDomain}
          yMax={yMax}
          xTicks={xTicks}
          formatXTick={formatXTick}
          formatYTick={formatYTick}
          tooltip={tooltip}
          height={height}
          label={common.title}
          describedBy={summaryId}
          angledTicks={!isLine && !isTime && rowX.length > 5}
          yUnit={unit ? unitName(unit, locale) : undefined}
        />
      )}
    </ChartFrame>
  );
}

/**
 * Lines (or areas) over time, e.g. bandwidth down and up: one line per series, each downsampled to
 * `MAX_DRAWN_POINTS` for drawing (LTTB keeps its peaks) while the table and the CSV keep every point. The
 * legend switches series on and off.
 *
 * Every chart is drawn again only when one of its props changes (`memo`): a dashboard re-renders with each of its
 * queries, and drawing every chart again for another chart's answer made the gateway dashboard's longest tasks.
 * So give it series, formatters and `tools` that keep their identity between renders (`useMemo`, `useCallback`).
 */
export const LineChart = memo(function LineChart({ variant = "line", ...props }: LineChartProps) {
  return <SeriesChart dataUi="LineChart" kind={variant} {...props} />;
});

/**
 * Bars per bucket or category, side by side or `stacked` (sessions, revenue, steps by month, e-mail events).
 * Drawn again only when a prop changes, as {@link LineChart}.
 */
export const BarChart = memo(function BarChart({ stacked, ...props }: BarChartProps) {
  return <SeriesChart dataUi="BarChart" kind={stacked ? "stackedBar" : "bar"} {...props} />;
});

/**
 * A funnel: one bar per step in order, each with its share of the first step and of the step before, so a
 * drop between two steps stands out (web check-in steps).
 */
export const FunnelChart = memo(function FunnelChart({
  steps,
  valueLabel,
  formatValue,
  xLabel,
  height = DEFAULT_HEIGHT,
  defaultShowTable = false,
  ...common
}: FunnelChartProps) {
  const { t } = useTranslation("charts");
  const { locale, value } = useFormats(undefined, formatValue);
  const [showTable, setShowTable] = useState(defaultShowTable);
  const color = SERIES_COLORS[0];
  const rows = useMemo<ChartRow[]>(
    () => steps.map((step) => ({ key: step.id, x: step.label, values: { value: step.value } })),
    [steps],
  );
  const rowsOf = useCallback(() => rows, [rows]);
  const first = steps[0]?.value ?? 0;
  const percent = useCallback(
    (part: number, whole: number) =>
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
        whole ? part / whole : 0,
      ),
    [locale],
  );
  const rowX = useMemo(() => steps.map((_, index) => index + 1), [steps]);
  const drawn = useMemo<PlotSeries[]>(
    () => [
      {
        id: "value",
        label: valueLabel,
        color,
        drawn: steps.map((step, index) => ({ x: index + 1, y: step.value })),
      },
    ],
    [color, steps, valueLabel],
  );
  const yMax = niceMax(Math.max(0, ...steps.map((step) => step.value)));
  const tooltip = useCallback(
    (index: number): TooltipContent => {
      const step = steps[index]!;
      const before = steps[index - 1];
      return {
        title: step.label,
        lines: [{ id: "value", label: valueLabel, color, value: value(step.value) }],
        notes: [
          t("funnel.ofFirst", { percent: percent(step.value, first) }),
          ...(before ? [t("funnel.ofPrevious", { percent: percent(step.value, before.value) })] : []),
        ],
      };
    },
    [color, first, percent, steps, t, value, valueLabel],
  );
  const header = xLabel ?? t("table.step");
  const columns = useMemo<ListColumn<ChartRow>[]>(
    () => [
      { id: "x", header, value: (row) => row.x, sortable: false },
      {
        id: "value",
        header: valueLabel,
        kind: "number",
        value: (row) => row.values.value,
        text: (row) => value(row.values.value ?? 0),
      },
      {
        id: "share",
        header: t("funnel.shareHeader"),
        value: (row) => (first ? (row.values.value ?? 0) / first : 0),
        text: (row) => percent(row.values.value ?? 0, first),
      },
    ],
    [first, header, percent, t, value, valueLabel],
  );
  const csvColumns = useMemo<ListColumn<ChartRow>[]>(
    () => [
      { id: "x", header, value: (row) => row.x },
      { id: "value", header: valueLabel, value: (row) => row.values.value },
    ],
    [header, valueLabel],
  );
  const last = steps.at(-1);
  const summary =
    steps.length && last
      ? t("summary.funnel", {
          first: steps[0]!.label,
          firstValue: value(first),
          last: last.label,
          lastValue: value(last.value),
          percent: percent(last.value, first),
        })
      : "";
  return (
    <ChartFrame
      dataUi="FunnelChart"
      {...common}
      height={height}
      hasData={steps.some((step) => step.value > 0)}
      rows={rowsOf}
      columns={columns}
      csvColumns={csvColumns}
      summary={summary}
      legend={[{ id: "value", label: valueLabel, color }]}
      showTable={showTable}
      onShowTable={setShowTable}
    >
      {(summaryId) => (
        <XYPlot
          kind="bar"
          series={drawn}
          rowX={rowX}
          xDomain={[0.5, steps.length + 0.5]}
          yMax={yMax}
          xTicks={rowX}
          formatXTick={(x) => steps[Math.round(x) - 1]?.label ?? ""}
          angledTicks={steps.length > 5}
          formatYTick={(y) => formatNumber(y, locale, 1, true)}
          tooltip={tooltip}
          height={height}
          label={common.title}
          describedBy={summaryId}
        />
      )}
    </ChartFrame>
  );
});
