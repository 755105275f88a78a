import { describe, expect, it } from "vitest";
import type { AuthInfo } from "../session/session";
import { effectivePermissions, satisfies } from "../access";
import { menuEntries, pathForProperty } from "./menu";
import { ROUTES } from "./routes";

const staff: AuthInfo = {
  id: "u3",
  email: "staff@demo.test",
  globalPermissions: [],
  propertyPermissions: {
    "1001": ["onespeed.tickets.list", "property.checkinRoomManager.list"],
  },
};
const admin: AuthInfo = {
  id: "u1",
  email: "super@demo.test",
  globalPermissions: ["admin.roles.list", "oneapp.settings.show"],
  propertyPermissions: {},
};
const route = (name: string) => ROUTES.find((r) => r.name === name)!;
const names = (entries: { name: string }[]) => entries.map((e) => e.name);

describe("effective permissions", () => {
  it("are the property's list plus the global list", () => {
    const user = { ...staff, globalPermissions: ["admin.roles.list"] };
    expect([...effectivePermissions(user, "1001")].sort()).toEqual([
      "admin.roles.list",
      "onespeed.tickets.list",
      "property.checkinRoomManager.list",
    ]);
    expect([...effectivePermissions(user, "1002")]).toEqual(["admin.roles.list"]);
    expect(effectivePermissions(null, "1001").size).toBe(0);
  });

  it("treat a missing requirement as allowed, and check every one of a list", () => {
    const granted = new Set(["oneapp.reservations.list"]);
    expect(satisfies(granted, undefined)).toBe(true);
    expect(satisfies(granted, { all: ["oneapp.reservations.list", "oneapp.themes.list"] })).toBe(false);
    expect(
      satisfies(new Set([...granted, "oneapp.themes.list"]), route("oneappReservations").permission),
    ).toBe(true);
    expect(satisfies(granted, { anyPrefix: "oneapp." })).toBe(true);
  });
});

describe("menu entries", () => {
  it("give the front desk only its screens, and only with a property in the route", () => {
    expect(names(menuEntries(ROUTES, staff, "1001", "1001"))).toEqual([
      "propertyDashboard",
      "checkinRoomManager",
      "onespeedTickets",
    ]);
    expect(menuEntries(ROUTES, staff, undefined, "1001")).toEqual([]);
  });

  it("fill in the route's propertyId", () => {
    const dashboard = menuEntries(ROUTES, staff, "1001", "1001")[0]!;
    expect(dashboard.href).toBe("/property/1001/dashboard");
  });

  it("list global screens by the global permissions", () => {
    const entries = names(menuEntries(ROUTES, admin, undefined, undefined));
    expect(entries).toEqual(["roles"]);
  });
});

describe("switching property", () => {
  it("keeps a product screen and goes to the dashboard from anywhere else", () => {
    expect(pathForProperty(route("onespeedTickets"), "1007")).toBe("/property/1007/onespeed-gateway/tickets");
    expect(pathForProperty(route("oneappDashboard"), "1007")).toBe("/property/1007/oneapp");
    // products.md section 2 lists these two with the products' routes (issue 42 item 2).
    expect(pathForProperty(route("checkinRoomManager"), "1007")).toBe("/property/1007/checkin-room-manager");
    expect(pathForProperty(route("oneappRoomcontrol"), "1007")).toBe("/property/1007/roomcontrol");
    expect(pathForProperty(route("mediapool"), "1007")).toBe("/property/1007/dashboard");
    expect(pathForProperty(route("roles"), "1007")).toBe("/property/1007/dashboard");
    expect(pathForProperty(undefined, "1007")).toBe("/property/1007/dashboard");
  });
});

describe("route table", () => {
  it("has every route of both documents once, product routes marked", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // platform.md: 10 general and 5 property routes; products.md: gateway 10, guest app 13, display 2,
    // streaming 3, digital key 3.
    expect(ROUTES).toHaveLength(46);
    for (const r of ROUTES.filter((r) => /onespeed-gateway|oneapp|onesquare|onestream|onekey/.test(r.path)))
      expect(r.product, r.path).toBeDefined();
    expect(route("checkinRoomManager").product).toBeUndefined();
    for (const r of ROUTES.filter((r) => r.product)) expect(r.keepsScreen, r.path).toBe(true);
    expect(ROUTES.filter((r) => r.keepsScreen && !r.product).map((r) => r.name)).toEqual([
      "checkinRoomManager",
      "oneappRoomcontrol",
    ]);
  });
});
