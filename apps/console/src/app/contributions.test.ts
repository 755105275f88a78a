import { describe, expect, it, vi } from "vitest";
import { partModule } from "../access";
import { visibleParts } from "../products/platform/property-dashboard/dashboardParts";
import { CONTRIBUTIONS } from "./routes";

// The products' parts of the property dashboard, collected from their manifests (issue 44): the dashboard
// imports no product, so what it shows is only what this table holds.
const ids = (permissions: string[]) =>
  visibleParts(CONTRIBUTIONS.dashboardParts, new Set(permissions)).map((part) => part.id);

describe("the products' dashboard parts", () => {
  it("stand in their order, the front desk's work first", () => {
    expect(CONTRIBUTIONS.dashboardParts.map((part) => part.id)).toEqual([
      "frontDesk",
      "gateway",
      "webCheckin",
      "streaming",
      "digitalKey",
      "display",
    ]);
  });

  it("show the front desk only what its permissions open", () => {
    expect(
      ids([
        "property.checkinRoomManager.list",
        "onespeed.bulkTickets.list",
        "oneapp.webcheckin.por_report",
        "oneapp.reservations.list",
      ]),
    ).toEqual(["frontDesk", "gateway", "webCheckin"]);
    expect(ids(["onespeed.stats.dashboard"])).toEqual(["gateway"]);
    expect(ids([])).toEqual([]);
  });

  it("are fetched with the dashboard's chunk, so the dashboard draws them at once", async () => {
    // Fresh modules: no part has been asked for yet (the files of a worker share their modules), so the screen's
    // loader is what fetches them.
    vi.resetModules();
    const [{ CONTRIBUTIONS: fresh, ROUTES: routes }, access] = await Promise.all([
      import("./routes"),
      import("../access"),
    ]);
    const loads = fresh.dashboardParts.map((part) => vi.spyOn(part as { load: () => unknown }, "load"));
    const dashboard = routes.find((route) => route.name === "propertyDashboard")!;
    await dashboard.screen!();
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    for (const part of fresh.dashboardParts) {
      // The mark React's use() reads: a fulfilled part renders without suspending.
      expect((access.partModule(part) as { status?: string }).status, part.id).toBe("fulfilled");
    }
  });

  it("each load a component", async () => {
    for (const part of CONTRIBUTIONS.dashboardParts) {
      const module = await partModule(part);
      expect(typeof module.default, part.id).toBe("function");
    }
  });
});
