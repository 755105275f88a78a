import { UiProvider } from "@cms/ui";
import type { ChartSeries } from "@cms/ui/charts";
import { LineChart } from "@cms/ui/charts";
import type { ReactNode } from "react";

/** What every screen sits in: mounted before the clock starts. */
export function Host({ children }: { children?: ReactNode }) {
  return (
    <UiProvider lang="en" scheme="light">
      {children}
    </UiProvider>
  );
}

/** The kit's line chart as the gateway dashboard uses it. */
export function App({ series }: { series: ChartSeries[] }) {
  return (
    <div style={{ inlineSize: 960 }}>
      <LineChart title="Bandwidth history" series={series} granularity="hourly" unit="Mbit/s" />
    </div>
  );
}
