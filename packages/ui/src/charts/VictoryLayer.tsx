import type { VictoryLabelProps } from "victory";
import { VictoryAxis, VictoryBar, VictoryStack } from "victory";
import { memo } from "react";
import { theme } from "../theme/theme";
import type { XY } from "./lttb";
import type { XYPlotProps } from "./plotLayout";
import { paddingOf, ticksThatFit } from "./plotLayout";

// Victory's part of a plot: its axes and grid, and bars whole. A chunk of its own, fetched when a plot is first
// drawn (XYPlot), so a dashboard's first paint does not wait for Victory and d3 (60 KiB brotli; issue 40).

const angledLabels = { angle: -35, textAnchor: "end", verticalAnchor: "middle" } as const;
// The page's own face (inherited): Inter, or its metric twin while the page holds Inter back (holdTypeface).
const FONT = "inherit";

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
  // Every part in one SVG, each given the chart's size, padding and domain: without VictoryChart's work of
  // collecting its children's data to find what the kit already knows, and without VictoryChart's module, which
  // brings Victory's polar axis into the chunk (issue 40: JavaScript fetched and never run).
  const frame = {
    standalone: false,
    width,
    height,
    padding: PADDING,
    domain: { x: xDomain, y: [0, yMax] as [number, number] },
  };
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
            {...frame}
            data={data as XY[]}
            barWidth={groupWidth}
            style={{ data: { stroke: s.color, fill: s.color, strokeWidth: 0 } }}
          />
        );
      });
  const fittingTicks = ticksThatFit(xTicks, xTicks.map(formatXTick), plotWidth, angledTicks);
  return (
    <svg width={width} height={height} style={{ display: "block" }}>
      <VictoryAxis
        {...frame}
        tickLabelComponent={<TickLabel />}
        tickValues={fittingTicks}
        tickFormat={(x: number) => formatXTick(x)}
        style={
          angledTicks ? { ...axisStyle, tickLabels: { ...axisStyle.tickLabels, ...angledLabels } } : axisStyle
        }
      />
      <VictoryAxis
        {...frame}
        dependentAxis
        tickLabelComponent={<TickLabel />}
        tickCount={5}
        tickFormat={(y: number) => formatYTick(y)}
        style={dependentAxisStyle}
      />
      {kind === "stackedBar" ? <VictoryStack {...frame}>{layers}</VictoryStack> : layers}
    </svg>
  );
});

export default VictoryLayer;
