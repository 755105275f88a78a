import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type * as ChartKit from "@cms/ui/charts";
import type { ReactNode } from "react";
import { Activity } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BASE, sandboxServerForFile } from "../../../../test/sandboxServer";
import { ConsoleProviders } from "../../../App";
import { RouteScreen } from "../../../app/RouteScreen";
import { ROUTES } from "../../../app/routes";
import { i18n, loadConsoleLanguage } from "../../../i18n";
import { Session } from "../../../session/session";
import { createQueryClient } from "../../../shell/queryClient";
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

const route = ROUTES.find((candidate) => candidate.name === "oneappWebcheckinDashboard")!;

function Console({ shown }: { shown: boolean }): ReactNode {
  return (
    <Activity mode={shown ? "visible" : "hidden"}>
      <RouteScreen route={route} Screen={WebcheckinDashboardScreen} />
    </Activity>
  );
}

// Issue 40: the dashboard's largest paint is the funnel's label, drawn by Victory from the steps' answer.
describe("The web check-in dashboard as it opens", () => {
  it("asks for the funnel's steps and the charts' drawing while drawn out of sight, the other charts' data once shown", async () => {
    const session = new Session({ baseUrl: BASE, storage: localStorage });
    await session.signIn("super@demo.test", "demo1234");
    const queryClient = createQueryClient();
    const at = (shown: boolean) => (
      <ConsoleProviders session={session}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={["/property/1001/oneapp/webcheckin/dashboard"]}>
            <Routes>
              <Route path={route.path} element={<Console shown={shown} />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ConsoleProviders>
    );
    reads.length = 0;
    const view = render(at(false));
    await waitFor(() => expect(reads).toContain(STEPS));
    expect(drawing.asked).toBeGreaterThan(0);
    // Out of sight only the funnel's read went out.
    expect(reads.filter((path) => path.includes("/statistics/"))).toEqual([STEPS]);

    view.rerender(at(true));
    expect(await screen.findByRole("heading", { name: "Web check-in statistics" })).toBeVisible();
    await waitFor(() =>
      expect(reads.some((path) => path.includes("/statistics/webcheckinstep_by_month"))).toBe(true),
    );
  });
});
