import type { KeyboardEvent, PointerEvent } from "react";
import { memo, startTransition, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { VictoryLabelProps } from "victory";
import { VictoryAxis, VictoryBar, VictoryChart, VictoryStack } from "victory";
import { VisuallyHidden } from "../shared.styles";
import { theme } from "../theme/theme";
import { AxisUnit, BandHighlight, Crosshair, Dot, PlotArea, Swatch, TooltipBox } from "./Chart.styles";
import { spreadTicks } from "./chartData";
import type { XY } from "./lttb";
import { nearestIndex } from "./lttb";

export type PlotKind = "line" | "area" | "bar" | "stackedBar";

export interface PlotSeries {
  id: string;
  label: string;
  color: string;
  /** What is drawn (a line's points already downsampled); x in the plot's own units. */
  drawn: readonly XY[];
}

export interface TooltipContent {
  title: string;
  lines: { id: string; label: string; color: string; value: string; y?: number }[];
  /** Extra lines under the values (a funnel's conversion). */
  notes?: string[];
}

export interface XYPlotProps {
  kind: PlotKind;
  series: readonly PlotSeries[];
  /** The x of every row, ascending: what hover and the arrow keys move between. */
  rowX: readonly number[];
  xDomain: [number, number];
  yMax: number;
  xTicks: readonly number[];
  formatXTick: (x: number) => string;
  formatYTick: (y: number) => string;
  tooltip: (rowIndex: number) => TooltipContent;
  height: number;
  label: string;
  describedBy: string;
  /** Slanted x labels with room below (many or long category names). */
  angledTicks?: boolean;
  /** The values' unit in the UI language ("Mbit/s", "GB"), written over the y axis' numbers. */
  yUnit?: string;
}

// The top leaves a line for the y axis' unit over its highest number.
const PADDING = { top: 24, bottom: 36, left: 56, right: 16 };
const ANGLED_PADDING = { ...PADDING, bottom: 84, left: 72 };
const paddingOf = (angled?: boolean) => (angled ? ANGLED_PADDING : PADDING);
const angledLabels = { angle: -35, textAnchor: "end", verticalAnchor: "middle" } as const;
const FALLBACK_WIDTH = 640;
const FONT = theme.font.family;

const axisStyle = {
  axis: { stroke: theme.color.border },
  ticks: { stroke: theme.color.border, size: 4 },
  tickLabels: { fill: theme.color.textMuted, fontSize: 11, fontFamily: FONT, padding: 4 },
  grid: { stroke: "none" },
};
const dependentAxisStyle = {
  ...axisStyle,
  axis: { stroke: "none" },
  ticks: { stroke: "none" },
  grid: { stroke: theme.color.border, strokeDasharray: "2 4" },
};

/** VictoryLabel's cap height (em) by which it moves a one-line label to its vertical anchor. */
const CAP_HEIGHT = 0.71;

/**
 * An axis label, drawn as VictoryLabel draws a one-line label without a background (the same <text> and <tspan>,
 * at the same anchor offsets). VictoryLabel also measures every label in the DOM while rendering, each one a
 * forced layout of the page, for backgrounds these axes never have: a fifth of a large chart's first render.
 */
function TickLabel({ x = 0, y = 0, text, style, textAnchor, verticalAnchor, angle }: VictoryLabelProps) {
  const own = (Array.isArray(style) ? style[0] : style) ?? {};
  const fontSize = Number(own.fontSize ?? axisStyle.tickLabels.fontSize);
  // As VictoryLabel: the vertical anchor the axis gives wins over the style's; the style's angle and text anchor
  // win over the axis'.
  const vertical = typeof verticalAnchor === "string" ? verticalAnchor : (own.verticalAnchor ?? "middle");
  // Where VictoryLabel puts a one-line label's baseline for each vertical anchor (line height 1).
  const dy = (CAP_HEIGHT / 2 + (vertical === "start" ? 0.5 : vertical === "end" ? -0.5 : 0)) * fontSize;
  const rotate = own.angle ?? (typeof angle === "number" ? angle : undefined);
  const anchor = (own.textAnchor ?? (typeof textAnchor === "string" ? textAnchor : "start")) as
    "start" | "middle" | "end";
  return (
    <text x={x} y={y + dy} transform={rotate ? `rotate(${rotate}, ${x}, ${y})` : undefined}>
      <tspan
        x={x}
        dx={0}
        dy={0}
        textAnchor={anchor}
        style={{ fill: own.fill as string, fontSize, fontFamily: own.fontFamily as string }}
      >
        {Array.isArray(text) ? text.join(" ") : String(text ?? "")}
      </tspan>
    </text>
  );
}

interface VictoryLayerProps extends Omit<XYPlotProps, "tooltip" | "rowX" | "label" | "describedBy"> {
  width: number;
}

/** An x label's width in px at the axis' 11 px: an average glyph, generously (digits and capitals are wider). */
const LABEL_CHAR_PX = 6.5;
/** The room between two x labels, and an angled label's footprint along the axis. */
const LABEL_GAP_PX = 12;
const ANGLED_LABEL_PX = 18;

/**
 * The x ticks whose labels fit the plot's width side by side, spread over the whole range as evenly as the given
 * ones allow (issue 43, item 11: on a half-width chart six dates ran into each other, "Nov 1€Nov 12").
 */
export function ticksThatFit(
  ticks: readonly number[],
  labels: readonly string[],
  plotWidth: number,
  angled = false,
): number[] {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const each = angled ? ANGLED_LABEL_PX : longest * LABEL_CHAR_PX + LABEL_GAP_PX;
  const fit = Math.max(2, Math.floor(plotWidth / each) + 1);
  return spreadTicks(ticks, fit);
}

/** A coordinate as d3-shape (so Victory) writes it into a path: rounded to 3 decimals. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

interface SeriesLayerProps {
  kind: "line" | "area";
  series: readonly PlotSeries[];
  xDomain: [number, number];
  yMax: number;
  width: number;
  height: number;
}

/**
 * Lines and areas drawn as one SVG path per series from the already downsampled points, the same path
 * VictoryLine and VictoryArea would draw (linear scales over the same padding, coordinates rounded alike,
 * clipped to the plot), without Victory's per-point data pipeline: parsing, sorting and scanning every point
 * of every child took most of a large chart's first render. Victory still draws the axes and the grid.
 */
const SeriesLayer = memo(function SeriesLayer({
  kind,
  series,
  xDomain,
  yMax,
  width,
  height,
}: SeriesLayerProps) {
  const clipId = useId();
  const right = width - PADDING.right;
  const bottom = height - PADDING.bottom;
  const xScale = (right - PADDING.left) / (xDomain[1] - xDomain[0] || 1);
  const yScale = (bottom - PADDING.top) / (yMax || 1);
  const paths = series.map((s) => {
    let d = "";
    for (let i = 0; i < s.drawn.length; i++) {
      const point = s.drawn[i]!;
      d += `${i ? "L" : "M"}${round3(PADDING.left + (point.x - xDomain[0]) * xScale)},${round3(bottom - point.y * yScale)}`;
    }
    if (kind === "line" || s.drawn.length === 0) return { s, d, area: "" };
    const first = round3(PADDING.left + (s.drawn[0]!.x - xDomain[0]) * xScale);
    const last = round3(PADDING.left + (s.drawn.at(-1)!.x - xDomain[0]) * xScale);
    return { s, d, area: `${d}L${last},${bottom}L${first},${bottom}Z` };
  });
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ position: "absolute", insetBlockStart: 0, insetInlineStart: 0 }}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={PADDING.left} y={PADDING.top} width={right - PADDING.left} height={bottom - PADDING.top} />
        </clipPath>
      </defs>
      {paths.map(({ s, d, area }) => (
        <g key={s.id} clipPath={`url(#${clipId})`}>
          {area && <path d={area} fill={s.color} fillOpacity={0.18} stroke="none" />}
          <path d={d} fill="none" stroke={s.color} strokeWidth={2} />
        </g>
      ))}
    </svg>
  );
});

/**
 * The Victory drawing, memoized: hovering and the arrow keys move only the HTML crosshair and tooltip above
 * it, so the SVG of thousands of points is drawn once per data and size, never per pointer move (Victory's
 * own voronoi tooltips re-render the chart on every move). Lines and areas come from {@link SeriesLayer};
 * Victory draws their axes and grid, and bars whole.
 */
const VictoryLayer = memo(function VictoryLayer({
  kind,
  series,
  xDomain,
  yMax,
  xTicks,
  formatXTick,
  formatYTick,
  height,
  width,
  angledTicks,
}: VictoryLayerProps) {
  const PADDING = paddingOf(angledTicks);
  const plotWidth = width - PADDING.left - PADDING.right;
  const barWidth = Math.max(1, Math.min(48, (plotWidth / Math.max(1, xDomain[1] - xDomain[0])) * 0.7));
  const groupWidth = kind === "bar" && series.length > 1 ? barWidth / series.length : barWidth;
  const isLine = kind === "line" || kind === "area";
  const layers = isLine
    ? []
    : series.map((s, index) => {
        // Grouped bars sit side by side around their category; stacked ones on top of each other.
        const shift = kind === "bar" ? (index - (series.length - 1) / 2) * groupWidth : 0;
        const data = shift
          ? s.drawn.map((p) => ({ x: p.x + (shift / plotWidth) * (xDomain[1] - xDomain[0]), y: p.y }))
          : s.drawn;
        return (
          <VictoryBar
            key={s.id}
            data={data as XY[]}
            barWidth={groupWidth}
            style={{ data: { stroke: s.color, fill: s.color, strokeWidth: 0 } }}
          />
        );
      });
  // Lines need only the axes and the grid: two axes in one SVG, each given the chart's size, padding and domain,
  // without VictoryChart's work of collecting its children's data to find what the kit already knows.
  const ownSvg = isLine
    ? {
        standalone: false,
        width,
        height,
        padding: PADDING,
        domain: { x: xDomain, y: [0, yMax] as [number, number] },
      }
    : {};
  const fittingTicks = ticksThatFit(xTicks, xTicks.map(formatXTick), plotWidth, angledTicks);
  const xAxis = (
    <VictoryAxis
      {...ownSvg}
      tickLabelComponent={<TickLabel />}
      tickValues={fittingTicks}
      tickFormat={(x: number) => formatXTick(x)}
      style={
        angledTicks ? { ...axisStyle, tickLabels: { ...axisStyle.tickLabels, ...angledLabels } } : axisStyle
      }
    />
  );
  const yAxis = (
    <VictoryAxis
      {...ownSvg}
      dependentAxis
      tickLabelComponent={<TickLabel />}
      tickCount={5}
      tickFormat={(y: number) => formatYTick(y)}
      style={dependentAxisStyle}
    />
  );
  if (isLine)
    return (
      <svg width={width} height={height} style={{ display: "block" }}>
        {xAxis}
        {yAxis}
      </svg>
    );
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={PADDING}
      domain={{ x: xDomain, y: [0, yMax] }}
      animate={false}
      standalone
    >
      {xAxis}
      {yAxis}
      {kind === "stackedBar" ? <VictoryStack>{layers}</VictoryStack> : layers}
    </VictoryChart>
  );
});

/**
 * A line, area or bar plot with a tooltip that follows the pointer and the keyboard: focus the plot, then the
 * arrow keys go from point to point (Home and End to the ends, Page Up and Page Down by a tenth), and the
 * tooltip's text is announced. The plot is drawn left to right in every language (time runs that way on the
 * axis in RTL dashboards too); the frame around it mirrors.
 */
export function XYPlot(props: XYPlotProps) {
  const { rowX, xDomain, yMax, tooltip, height, label, describedBy, angledTicks } = props;
  const PADDING = paddingOf(angledTicks);
  const { t } = useTranslation("charts");
  const area = useRef<HTMLDivElement>(null);
  // Unknown until the plot's ResizeObserver has first reported (after the first layout): drawing at a guessed
  // width first would draw every layer twice.
  const [measuredWidth, setWidth] = useState<number | null>(null);
  const width = measuredWidth ?? FALLBACK_WIDTH;
  const [active, setActive] = useState<{ index: number; by: "pointer" | "keyboard" } | null>(null);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      // The plot is drawn as a transition, after the frame's first paint (its space is held by blockSize):
      // a dashboard's charts then render one by one between the user's input, not in one long task.
      startTransition(() => setWidth((current) => (measured > 0 ? measured : (current ?? FALLBACK_WIDTH))));
    };
    // Measured when the observer first reports, after the browser's own layout, rather than here, where reading
    // the size laid out the whole page inside React's commit (issue 40 item 5); without an observer (jsdom), now.
    if (typeof ResizeObserver === "undefined") return measure();
    const observer = new ResizeObserver(measure);
    // A plot out of sight is first drawn when it comes within half a screen of the viewport (issue 40 item 5: no
    // chart work for off-screen parts): on a phone a dashboard's charts below the fold cost nothing while the
    // page loads. Its space is held all the while, so nothing moves when it draws.
    const near =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              observer.observe(element);
            },
            { rootMargin: "50% 0px" },
          );
    if (near) near.observe(element);
    else observer.observe(element);
    return () => {
      near?.disconnect();
      observer.disconnect();
    };
  }, []);

  const plotWidth = width - PADDING.left - PADDING.right;
  const plotHeight = height - PADDING.top - PADDING.bottom;
  const span = xDomain[1] - xDomain[0] || 1;
  const toPx = (x: number) => PADDING.left + ((x - xDomain[0]) / span) * plotWidth;
  const toPy = (y: number) => PADDING.top + (1 - y / (yMax || 1)) * plotHeight;
  const isBar = props.kind === "bar" || props.kind === "stackedBar";

  const move = (index: number, by: "pointer" | "keyboard") => {
    const clamped = Math.max(0, Math.min(rowX.length - 1, index));
    setActive((current) =>
      current?.index === clamped && current.by === by ? current : { index: clamped, by },
    );
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - rect.left) / (rect.width || 1)) * width;
    move(nearestIndex(rowX, xDomain[0] + ((px - PADDING.left) / plotWidth) * span), "pointer");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active?.index ?? -1;
    const page = Math.max(1, Math.round(rowX.length / 10));
    const next: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current < 0 ? rowX.length - 1 : current - 1,
      ArrowDown: current < 0 ? rowX.length - 1 : current - 1,
      Home: 0,
      End: rowX.length - 1,
      PageUp: current + page,
      PageDown: current - page,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target, "keyboard");
  };

  const content = active ? tooltip(active.index) : null;
  const activeX = active ? rowX[active.index]! : 0;
  const px = toPx(activeX);
  const bandWidth = isBar ? (plotWidth / span) * 0.9 : 0;
  const tooltipStyle =
    px > width / 2
      ? { right: `${width - px + 12}px`, top: `${PADDING.top}px` }
      : { left: `${px + 12}px`, top: `${PADDING.top}px` };
  const spoken = content
    ? `${content.title}: ${content.lines.map((line) => `${line.label} ${line.value}`).join(", ")}${
        content.notes?.length ? `. ${content.notes.join(". ")}` : ""
      }`
    : "";

  return (
    <PlotArea
      ref={area}
      dir="ltr"
      data-ui="ChartPlot"
      role="group"
      aria-roledescription={t("plot")}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      style={{ blockSize: height }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setActive((current) => (current?.by === "pointer" ? null : current))}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !active) move(rowX.length - 1, "keyboard");
      }}
      onBlur={() => setActive(null)}
    >
      {measuredWidth !== null && (
        <div aria-hidden>
          {props.yUnit && <AxisUnit style={{ width: PADDING.left - 4 }}>{props.yUnit}</AxisUnit>}
          <VictoryLayer {...props} width={width} />
          {!isBar && (
            <SeriesLayer
              kind={props.kind as "line" | "area"}
              series={props.series}
              xDomain={xDomain}
              yMax={yMax}
              width={width}
              height={height}
            />
          )}
        </div>
      )}
      {content && (
        <>
          {isBar ? (
            <BandHighlight
              style={{ left: px - bandWidth / 2, width: bandWidth, top: PADDING.top, height: plotHeight }}
            />
          ) : (
            <Crosshair style={{ left: px, top: PADDING.top, height: plotHeight }} />
          )}
          {!isBar &&
            content.lines.map(
              (line) =>
                line.y !== undefined && (
                  <Dot key={line.id} style={{ left: px, top: toPy(line.y), background: line.color }} />
                ),
            )}
          <TooltipBox data-ui="ChartTooltip" role="tooltip" style={tooltipStyle}>
            <strong>{content.title}</strong>
            {content.lines.map((line) => (
              <div key={line.id}>
                <Swatch $color={line.color} aria-hidden />
                <span>{line.label}</span>
                <span>{line.value}</span>
              </div>
            ))}
            {content.notes?.map((note) => (
              <div key={note}>{note}</div>
            ))}
          </TooltipBox>
        </>
      )}
      <VisuallyHidden aria-live="polite">{active?.by === "keyboard" ? spoken : ""}</VisuallyHidden>
    </PlotArea>
  );
}
