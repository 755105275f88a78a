import type { KeyboardEvent, PointerEvent } from "react";
import { Suspense, lazy, memo, startTransition, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { deferredPart } from "../overlays/load";
import { VisuallyHidden } from "../shared.styles";
import { AxisUnit, BandHighlight, Crosshair, Dot, PlotArea, Swatch, TooltipBox } from "./Chart.styles";
import { nearestIndex } from "./lttb";
import type { PlotSeries, XYPlotProps } from "./plotLayout";
import { PADDING, paddingOf } from "./plotLayout";

const FALLBACK_WIDTH = 640;

/**
 * Victory's axes, grid and bars (VictoryLayer.tsx), a chunk of its own, never with the page: fetched once (a failed
 * fetch is asked again by the next call), by a chart's frame as soon as it has been painted (ChartFrame), while
 * the chart's data are still on their way, so the plot draws as they come instead of fetching the chunk after them.
 */
export const plotDrawing = deferredPart(() => import("./VictoryLayer"), { fetchOnceDrawn: false });

const VictoryLayer = lazy(plotDrawing.load);

/**
 * Starts fetching Victory's drawing now, for a screen that draws charts in the render after its heading's (a
 * dashboard): the chunk then travels while the charts' frames render, instead of after they have painted.
 */
export const prefetchChartDrawing = () => plotDrawing.want();

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
          <Suspense fallback={null}>
            <VictoryLayer {...props} width={width} />
          </Suspense>
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
