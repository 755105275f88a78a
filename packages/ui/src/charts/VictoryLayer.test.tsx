// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import VictoryLayer from "./VictoryLayer";

// Victory's part of a plot draws into one SVG of the plot's size: axes, grid and bars at the places the plot's
// padding and domain give (the tooltip's band and the crosshair are placed by the same numbers in XYPlot).

const plot = {
  xDomain: [0.5, 3.5] as [number, number],
  yMax: 50,
  xTicks: [1, 2, 3],
  formatXTick: (x: number) => `Day ${x}`,
  formatYTick: (y: number) => `${y}`,
  height: 240,
  width: 500,
};
const series = [
  {
    id: "a",
    label: "Sent",
    color: "#123456",
    drawn: [
      { x: 1, y: 10 },
      { x: 2, y: 40 },
      { x: 3, y: 5 },
    ],
  },
  {
    id: "b",
    label: "Opened",
    color: "#654321",
    drawn: [
      { x: 1, y: 3 },
      { x: 2, y: 20 },
      { x: 3, y: 0 },
    ],
  },
];

/** Each bar's left, right, top and bottom (px), in the order drawn, from the path Victory writes. */
function bars(container: HTMLElement) {
  return [...container.querySelectorAll("path")].map((path) => {
    const points = [...path.getAttribute("d")!.matchAll(/L\s*([\d.]+),\s*([\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const xs = points.map(([x]) => x!);
    const ys = points.map(([, y]) => y!);
    const round = (n: number) => Math.round(n * 10) / 10;
    return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)].map(round);
  });
}

describe("VictoryLayer", () => {
  it("draws grouped bars side by side around their day, to their value's height over the x axis", () => {
    const { container } = render(<VictoryLayer {...plot} kind="bar" series={series} />);
    // One SVG of the plot's size: no container of Victory's around it.
    expect(container.querySelectorAll("svg")).toHaveLength(1);
    expect(container.firstElementChild).toHaveAttribute("width", "500");
    // Plot: 56..484 px across, 24..204 px down; a day is 142.7 px; bars 70% of it, halved between two series.
    expect(bars(container)).toEqual([
      [103.3, 127.3, 168, 204],
      [246, 270, 60, 204],
      [388.7, 412.7, 186, 204],
      [127.3, 151.3, 193.2, 204],
      [270, 294, 132, 204],
      [412.7, 436.7, 204, 204],
    ]);
    // The x axis under the plot, the y axis' numbers beside dashed lines (none at 0, where the x axis is).
    expect([...container.querySelectorAll("tspan")].map((label) => label.textContent)).toEqual([
      "Day 1",
      "Day 2",
      "Day 3",
      "10",
      "20",
      "30",
      "40",
      "50",
    ]);
  });

  it("stacks bars on each other, the first series at the bottom", () => {
    const { container } = render(<VictoryLayer {...plot} yMax={100} kind="stackedBar" series={series} />);
    expect(bars(container)).toEqual([
      [103.3, 151.3, 180.6, 186],
      [246, 294, 96, 132],
      [388.7, 436.7, 195, 195],
      [103.3, 151.3, 186, 204],
      [246, 294, 132, 204],
      [388.7, 436.7, 195, 204],
    ]);
  });
});
