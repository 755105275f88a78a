// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StatisticsPage } from "./dashboard/StatisticsPage";

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

  it("asks for what its parts need (the charts' drawing) as the heading commits, before they render", async () => {
    const prefetch = vi.fn();
    const askedWhenDrawn: number[] = [];
    function Chart() {
      askedWhenDrawn.push(prefetch.mock.calls.length);
      return <p>Bandwidth</p>;
    }
    render(
      <StatisticsPage
        ui="gateway-dashboard"
        title="Gateway dashboard"
        titleId="dashboard-title"
        allowed
        prefetch={prefetch}
      >
        <Chart />
      </StatisticsPage>,
    );
    expect(await screen.findByText("Bandwidth")).toBeInTheDocument();
    expect(askedWhenDrawn[0]).toBe(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("shows the refusal, not the parts, to a user without the permission", () => {
    const prefetch = vi.fn();
    render(
      <StatisticsPage
        ui="gateway-dashboard"
        title="Gateway dashboard"
        titleId="dashboard-title"
        allowed={false}
        prefetch={prefetch}
      >
        <p>Bandwidth</p>
      </StatisticsPage>,
    );
    expect(screen.queryByText("Bandwidth")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Gateway dashboard" })).toBeInTheDocument();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
