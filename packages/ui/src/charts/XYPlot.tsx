import type { KeyboardEvent, PointerEvent } from "react";
import { memo, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { VictoryArea, VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryStack } from "victory";
import { VisuallyHidden } from "../shared.styles";
import { theme } from "../theme/theme";
import { BandHighlight, Crosshair, Dot, PlotArea, Swatch, TooltipBox } from "./Chart.styles";
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
}

const PADDING = { top: 12, bottom: 36, left: 56, right: 16 };
const ANGLED_PADDING = { ...PADDING, bottom: 84, left: 72 };
const paddingOf = (angled?: boolean) => (angled ? ANGLED_PADDING : PADDING);
const angledLabels = { angle: -35, textAnchor: "end", verticalAnchor: "middle" } as const;
const FALLBACK_WIDTH = 640;
const FONT = "Inter Variable, Noto Sans Arabic, Liberation Sans, sans-serif";

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

interface VictoryLayerProps extends Omit<XYPlotProps, "tooltip" | "rowX" | "label" | "describedBy"> {
  width: number;
}

/**
 * The Victory drawing, memoized: hovering and the arrow keys move only the HTML crosshair and tooltip above
 * it, so the SVG of thousands of points is drawn once per data and size, never per pointer move (Victory's
 * own voronoi tooltips re-render the chart on every move).
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
  const layers = series.map((s, index) => {
    const style = { data: { stroke: s.color, fill: s.color, strokeWidth: 2 } };
    switch (kind) {
      case "line":
        return (
          <VictoryLine
            key={s.id}
            data={s.drawn as XY[]}
            style={{ data: { stroke: s.color, strokeWidth: 2 } }}
          />
        );
      case "area":
        return (
          <VictoryArea
            key={s.id}
            data={s.drawn as XY[]}
            style={{ data: { stroke: s.color, strokeWidth: 2, fill: s.color, fillOpacity: 0.18 } }}
          />
        );
      default: {
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
            style={{ data: { ...style.data, strokeWidth: 0 } }}
          />
        );
      }
    }
  });
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={PADDING}
      domain={{ x: xDomain, y: [0, yMax] }}
      animate={false}
      standalone
    >
      <VictoryAxis
        tickValues={xTicks as number[]}
        tickFormat={(x: number) => formatXTick(x)}
        style={
          angledTicks ? { ...axisStyle, tickLabels: { ...axisStyle.tickLabels, ...angledLabels } } : axisStyle
        }
      />
      <VictoryAxis
        dependentAxis
        tickCount={5}
        tickFormat={(y: number) => formatYTick(y)}
        style={dependentAxisStyle}
      />
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
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const [active, setActive] = useState<{ index: number; by: "pointer" | "keyboard" } | null>(null);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
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
      <div aria-hidden>
        <VictoryLayer {...props} width={width} />
      </div>
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
