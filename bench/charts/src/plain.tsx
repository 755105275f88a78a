import type { ChartSeries } from "@cms/ui/charts";
import { VictoryChart, VictoryLine, VictoryTooltip, VictoryVoronoiContainer } from "victory";

/** Plain Victory as its documentation shows a line chart with tooltips: every point, a voronoi container. */
export function App({ series }: { series: ChartSeries[] }) {
  return (
    <div style={{ inlineSize: 960 }}>
      <VictoryChart
        width={960}
        height={260}
        scale={{ x: "time" }}
        containerComponent={
          <VictoryVoronoiContainer
            voronoiDimension="x"
            labels={({ datum }: { datum: { y: number } }) => `${datum.y} Mbit/s`}
            labelComponent={<VictoryTooltip />}
          />
        }
      >
        {series.map((s) => (
          <VictoryLine key={s.id} data={s.points.map((p) => ({ x: p.x, y: p.y }))} />
        ))}
      </VictoryChart>
    </div>
  );
}
