import type { ChartSeries } from "@cms/ui/charts";
import { lttb, nearestIndex } from "@cms/ui/charts";
import { memo, useMemo, useState } from "react";

// The platform's floor: what this browser needs on this machine to draw the same picture with no library at all.
// The same downsampling (LTTB to 1,000 points per line, inside the timed render), one bare <svg> with a
// <polyline> per series and the axes drawn by hand (two lines, six time ticks, five value ticks with their
// labels); hover is a bare pointermove -> setState -> a crosshair and a tooltip painted over the memoized plot.

const WIDTH = 960;
const HEIGHT = 260;
const PAD = { top: 12, bottom: 36, left: 56, right: 16 };
const COLORS = ["#2563eb", "#7c3aed"];
const label = { fontSize: 11, fontFamily: "sans-serif", fill: "#555" };

interface Line {
  id: string;
  points: string;
}

const Plot = memo(function Plot({ lines, xs, yMax }: { lines: Line[]; xs: number[]; yMax: number }) {
  const bottom = HEIGHT - PAD.bottom;
  const right = WIDTH - PAD.right;
  const xTicks = Array.from({ length: 6 }, (_, i) => xs[Math.round((i * (xs.length - 1)) / 5)]!);
  const day = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <svg role="img" width={WIDTH} height={HEIGHT} style={{ display: "block" }}>
      <line x1={PAD.left} x2={right} y1={bottom} y2={bottom} stroke="#ccc" />
      {[1, 2, 3, 4, 5].map((i) => {
        const y = bottom - (i / 5) * (bottom - PAD.top);
        return (
          <g key={i}>
            <line x1={PAD.left} x2={right} y1={y} y2={y} stroke="#ccc" strokeDasharray="2 4" />
            <text x={PAD.left - 5} y={y + 4} textAnchor="end" {...label}>
              {Math.round((i / 5) * yMax)}
            </text>
          </g>
        );
      })}
      {xTicks.map((x, i) => {
        const px = PAD.left + (i / 5) * (right - PAD.left);
        return (
          <g key={x}>
            <line x1={px} x2={px} y1={bottom} y2={bottom + 4} stroke="#ccc" />
            <text x={px} y={bottom + 17} textAnchor="middle" {...label}>
              {day.format(x)}
            </text>
          </g>
        );
      })}
      {lines.map((line, i) => (
        <polyline key={line.id} points={line.points} fill="none" stroke={COLORS[i]} strokeWidth={2} />
      ))}
    </svg>
  );
});

export function App({ series }: { series: ChartSeries[] }) {
  const xs = useMemo(() => series[0]!.points.map((p) => p.x as number), [series]);
  const yMax = useMemo(() => Math.max(...series.flatMap((s) => s.points.map((p) => p.y))), [series]);
  const lines = useMemo(() => {
    const x0 = xs[0]!;
    const sx = (WIDTH - PAD.left - PAD.right) / (xs.at(-1)! - x0);
    const sy = (HEIGHT - PAD.top - PAD.bottom) / yMax;
    return series.map((s) => ({
      id: s.id,
      points: lttb(
        s.points.map((p) => ({ x: p.x as number, y: p.y })),
        1000,
      )
        .map((p) => `${PAD.left + (p.x - x0) * sx},${HEIGHT - PAD.bottom - p.y * sy}`)
        .join(" "),
    }));
  }, [series, xs, yMax]);
  const [active, setActive] = useState(-1);
  const px = (i: number) =>
    PAD.left + ((xs[i]! - xs[0]!) / (xs.at(-1)! - xs[0]!)) * (WIDTH - PAD.left - PAD.right);
  return (
    <div
      style={{ position: "relative", inlineSize: WIDTH }}
      onPointerMove={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        const x =
          xs[0]! +
          ((event.clientX - rect.left - PAD.left) / (WIDTH - PAD.left - PAD.right)) * (xs.at(-1)! - xs[0]!);
        setActive(nearestIndex(xs, x));
      }}
    >
      <Plot lines={lines} xs={xs} yMax={yMax} />
      {active >= 0 && (
        <>
          <div
            style={{
              position: "absolute",
              top: PAD.top,
              left: px(active),
              width: 1,
              height: HEIGHT - PAD.top - PAD.bottom,
              background: "#888",
            }}
          />
          <div
            style={{
              position: "absolute",
              top: PAD.top,
              left: px(active) + 12,
              padding: 8,
              background: "#fff",
              border: "1px solid #ccc",
            }}
          >
            <strong>{new Date(xs[active]!).toISOString()}</strong>
            {series.map((s) => (
              <div key={s.id}>
                {s.label} {s.points[active]!.y} Mbit/s
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
