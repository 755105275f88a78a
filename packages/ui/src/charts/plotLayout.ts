import { spreadTicks } from "./chartData";
import type { XY } from "./lttb";

// What the plot and its Victory drawing share: the props, the padding and which x labels fit. The drawing is a
// chunk of its own (VictoryLayer.tsx), fetched when a plot is first drawn (issue 40).

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
export const PADDING = { top: 24, bottom: 36, left: 56, right: 16 };
const ANGLED_PADDING = { ...PADDING, bottom: 84, left: 72 };
export const paddingOf = (angled?: boolean) => (angled ? ANGLED_PADDING : PADDING);

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
