// @vitest-environment node
import { fileURLToPath } from "node:url";
import type { Manifest } from "vite";
import { describe, expect, it } from "vitest";
import { loadRouteTable, routePreloads } from "./routePreloads";

const root = "/app";
const chunk = (file: string, imports: string[] = []) => ({ file, imports });
// A build in miniature: the entry (index.html) and what it names, the shell, one list screen over a kit the
// shell shares a helper with, a dashboard and its part, a title badge, the route frame and the not-found page.
const manifest: Manifest = {
  "index.html": { ...chunk("assets/index.js", ["_react.js"]), isEntry: true },
  "_react.js": chunk("assets/react.js"),
  "src/app/SignedInRoutes.tsx": chunk("assets/SignedInRoutes.js", ["_react.js", "_helpers.js"]),
  "_helpers.js": chunk("assets/helpers.js"),
  "src/app/RouteScreen.tsx": chunk("assets/RouteScreen.js", ["_react.js"]),
  "src/app/NotFound.tsx": chunk("assets/NotFound.js", ["_react.js"]),
  "src/products/people/UsersScreen.tsx": chunk("assets/UsersScreen.js", ["_ListScreen.js"]),
  "_ListScreen.js": chunk("assets/ListScreen.js", ["_helpers.js", "_react.js"]),
  "src/products/home/Dashboard.tsx": chunk("assets/Dashboard.js"),
  "src/products/home/parts/index.ts": chunk("assets/parts.js", ["_ListScreen.js"]),
  "src/products/licence/Badge.tsx": chunk("assets/Badge.js"),
};

describe("routePreloads", () => {
  const preloads = routePreloads(manifest, root, {
    routes: [
      { path: "/users", modules: ["/app/src/products/people/UsersScreen"] },
      { path: "/", modules: ["/app/src/products/home/Dashboard", "/app/src/products/home/parts"] },
      { path: "/coming", modules: [] },
    ],
    shellModules: ["/app/src/products/licence/Badge"],
    publicPaths: ["/login"],
  });

  it("names the shell and the badges with every chunk they import, but not what index.html names already", () => {
    expect(preloads.signedIn).toEqual(["assets/SignedInRoutes.js", "assets/helpers.js", "assets/Badge.js"]);
  });

  it("names each route's frame, screen and parts with their imports, but not the shell's", () => {
    expect(preloads.routes).toEqual([
      { path: "/users", files: ["assets/RouteScreen.js", "assets/UsersScreen.js", "assets/ListScreen.js"] },
      {
        path: "/",
        files: ["assets/RouteScreen.js", "assets/Dashboard.js", "assets/parts.js", "assets/ListScreen.js"],
      },
      // A screen to come (under construction) loads nothing of its own.
      { path: "/coming", files: [] },
    ]);
    expect(preloads.notFound).toEqual(["assets/NotFound.js"]);
    expect(preloads.publicPaths).toEqual(["/login"]);
  });

  it("says which module the build has no chunk for, rather than leaving a route without its scripts", () => {
    expect(() =>
      routePreloads(manifest, root, {
        routes: [{ path: "/gone", modules: ["/app/src/products/gone/GoneScreen"] }],
        shellModules: [],
        publicPaths: [],
      }),
    ).toThrow("route preloads: src/products/gone/GoneScreen is not a chunk of the build");
  });
});

describe("loadRouteTable", () => {
  it("reads the console's route table: every route's path and the modules its screen loads", async () => {
    const console = fileURLToPath(new URL("..", import.meta.url));
    const table = await loadRouteTable(console);
    const route = (path: string) => table.routes.find((candidate) => candidate.path === path);
    expect(route("/super/users")?.modules).toEqual([`${console}src/products/platform/users/UsersScreen`]);
    // The property dashboard loads the products' parts with its screen.
    const dashboard = route("/property/:propertyId/dashboard")?.modules ?? [];
    expect(dashboard[0]).toBe(`${console}src/products/platform/property-dashboard/PropertyDashboard`);
    expect(dashboard.length).toBeGreaterThan(3);
    expect(table.routes.length).toBeGreaterThan(40);
    expect(table.routes.every(({ modules }) => modules.length > 0)).toBe(true);
    expect(table.shellModules).toEqual([expect.stringMatching(/LicenceTitleBadge$/)]);
    expect(table.publicPaths).toContain("/login");
  }, 30_000);
});
