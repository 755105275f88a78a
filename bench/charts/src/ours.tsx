import { UiProvider } from "@cms/ui";
import type { ChartSeries } from "@cms/ui/charts";
import { LineChart } from "@cms/ui/charts";

/** The kit's line chart as the gateway dashboard uses it. */
export function App({ series }: { series: ChartSeries[] }) {
  return (
    <UiProvider lang="en" scheme="light">
      <div style={{ inlineSize: 960 }}>
        <LineChart title="Bandwidth history" series={series} granularity="hourly" unit="Mbit/s" />
      </div>
    </UiProvider>
  );
}
