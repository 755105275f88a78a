import { describe, expect, it } from "vitest";
import { basenameOf, routePathOf } from "./base";

describe("the console's base", () => {
  it("gives the router no basename at the origin's root and the sub-path without its slash below it", () => {
    expect(basenameOf("/")).toBeUndefined();
    expect(basenameOf("/cms/")).toBe("/cms");
    expect(basenameOf("/hotel/cms/")).toBe("/hotel/cms");
  });

  it("reads the route of the page the console opened at below the sub-path", () => {
    expect(routePathOf("/property/1001/dashboard", "/")).toBe("/property/1001/dashboard");
    expect(routePathOf("/cms/property/1001/dashboard", "/cms/")).toBe("/property/1001/dashboard");
    expect(routePathOf("/cms/login", "/cms/")).toBe("/login");
    expect(routePathOf("/cms/", "/cms/")).toBe("/");
    expect(routePathOf("/cms", "/cms/")).toBe("/");
    // Not below the sub-path (a path that merely starts with its letters): left as it is.
    expect(routePathOf("/cmsx/login", "/cms/")).toBe("/cmsx/login");
  });
});
