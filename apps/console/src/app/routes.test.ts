import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MENU_SECTIONS } from "../access";
import { PRODUCTS, ROUTES } from "./routes";

const LOCALES = join(import.meta.dirname, "..", "..", "locales");

describe("the route table collected from the product manifests", () => {
  it("has a folder with a manifest per product", () => {
    expect(PRODUCTS.map((product) => product.id).sort()).toEqual([
      "checkin-room-manager",
      "digital-key",
      "display",
      "gateway",
      "guest-app",
      "platform",
      "room-control",
      "streaming",
    ]);
  });

  it("names every route once", () => {
    const names = ROUTES.map((route) => route.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("keeps each product's routes under its prefix", () => {
    for (const product of PRODUCTS.filter((p) => p.prefix)) {
      for (const entry of product.routes) {
        const route = ROUTES.find((r) => r.name === entry.name)!;
        expect(route.path.startsWith(product.prefix!), route.name).toBe(true);
      }
    }
  });

  it("lists the menu section by section, the property section in its spec order", () => {
    const ranks = ROUTES.filter((r) => r.menu).map((r) => MENU_SECTIONS.indexOf(r.menu!));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ROUTES.filter((r) => r.menu === "property").map((r) => r.name)).toEqual([
      "propertyDashboard",
      "license",
      "checkinRoomManager",
      "oneappRoomcontrol",
      "mediapool",
    ]);
  });

  it("has every route's title and menu section in all 22 languages", () => {
    const codes = readdirSync(LOCALES);
    expect(codes).toHaveLength(22);
    for (const code of codes) {
      const texts = JSON.parse(readFileSync(join(LOCALES, code, "console.json"), "utf8")) as {
        routes: Record<string, string>;
        menu: Record<string, string>;
      };
      const missing = ROUTES.filter((route) => !texts.routes[route.name]?.trim()).map((r) => r.name);
      expect(missing, code).toEqual([]);
      const sections = ROUTES.flatMap((route) =>
        route.menu && !texts.menu[route.menu]?.trim() ? [route.menu] : [],
      );
      expect(sections, code).toEqual([]);
    }
  });
});
