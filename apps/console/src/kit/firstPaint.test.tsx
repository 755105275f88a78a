import { render, screen } from "@testing-library/react";
import type * as Charts from "@cms/ui/charts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StatisticsPage } from "./dashboard/StatisticsPage";

const prefetchChartDrawing = vi.hoisted(() => vi.fn());
vi.mock("@cms/ui/charts", async (original) => ({
  ...(await original<typeof Charts>()),
  prefetchChartDrawing,
}));
beforeEach(() => prefetchChartDrawing.mockClear());

describe("a dashboard's heading paints before its parts are drawn (issue 40)", () => {
  it("commits the heading in a render of its own, then draws the parts under it", async () => {
    const headingWhenDrawn: boolean[] = [];
    function Chart() {
      // What the page shows while this part renders: the heading only if an earlier render has committed it.
      headingWhenDrawn.push(document.getElementById("dashboard-title") !== null);
      return <p>Bandwidth</p>;
    }
    render(
      <StatisticsPage ui="gateway-dashboard" title="Gateway dashboard" titleId="dashboard-title" allowed>
        <Chart />
      </StatisticsPage>,
    );
    expect(await screen.findByText("Bandwidth")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Gateway dashboard" })).toBeInTheDocument();
    expect(headingWhenDrawn[0]).toBe(true);
  });

  it("asks once for the charts' drawing as the page opens", async () => {
    render(
      <StatisticsPage ui="gateway-dashboard" title="Gateway dashboard" titleId="dashboard-title" allowed>
        <p>Bandwidth</p>
      </StatisticsPage>,
    );
    expect(await screen.findByText("Bandwidth")).toBeInTheDocument();
    await vi.dynamicImportSettled();
    expect(prefetchChartDrawing).toHaveBeenCalledTimes(1);
  });

  it("shows the refusal, not the parts, to a user without the permission", async () => {
    render(
      <StatisticsPage
        ui="gateway-dashboard"
        title="Gateway dashboard"
        titleId="dashboard-title"
        allowed={false}
      >
        <p>Bandwidth</p>
      </StatisticsPage>,
    );
    expect(screen.queryByText("Bandwidth")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Gateway dashboard" })).toBeInTheDocument();
    await vi.dynamicImportSettled();
    expect(prefetchChartDrawing).not.toHaveBeenCalled();
  });
});
