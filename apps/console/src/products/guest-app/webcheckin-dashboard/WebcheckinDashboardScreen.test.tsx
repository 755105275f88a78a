// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import type * as ChartKit from "@cms/ui/charts";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderOutOfSight } from "../../../../test/outOfSight";
import { sandboxServerForFile } from "../../../../test/sandboxServer";
import { i18n, loadConsoleLanguage } from "../../../i18n";
import WebcheckinDashboardScreen from "./WebcheckinDashboardScreen";

const drawing = vi.hoisted(() => ({ asked: 0 }));
vi.mock("@cms/ui/charts", async (original) => ({
  ...(await original<typeof ChartKit>()),
  prefetchChartDrawing: () => void drawing.asked++,
}));

const { server } = sandboxServerForFile();
beforeAll(async () => {
  await loadConsoleLanguage("en");
  await i18n.changeLanguage("en");
});

const STEPS = "/api/cms/v3/1001/oneapp/statistics/webcheckinsteps";
const reads: string[] = [];
server.events.on("request:start", ({ request }) => {
  reads.push(new URL(request.url).pathname);
});

// Issue 40: the dashboard's largest paint is the funnel's label, drawn by Victory from the steps' answer.
describe("The web check-in dashboard as it opens", () => {
  it("asks for the funnel's steps and the charts' drawing while drawn out of sight, the other charts' data once shown", async () => {
    reads.length = 0;
    const view = await renderOutOfSight(
      "oneappWebcheckinDashboard",
      WebcheckinDashboardScreen,
      "/property/1001/oneapp/webcheckin/dashboard",
    );
    await waitFor(() => expect(reads).toContain(STEPS));
    expect(drawing.asked).toBeGreaterThan(0);
    // Out of sight only the funnel's read went out.
    expect(reads.filter((path) => path.includes("/statistics/"))).toEqual([STEPS]);

    view.show();
    expect(await screen.findByRole("heading", { name: "Web check-in statistics" })).toBeVisible();
    await waitFor(() =>
      expect(reads.some((path) => path.includes("/statistics/webcheckinstep_by_month"))).toBe(true),
    );
  });
});
