import { describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { safeNextPage } from "../login/LoginPage";
import { loginPath } from "./paths";

describe("login paths", () => {
  it("carry the page asked for and the e-mail, leaving out the default page", () => {
    expect(loginPath("/roles?x=1")).toBe("/login?nextpage=%2Froles%3Fx%3D1");
    expect(loginPath("/", "super@demo.test")).toBe("/login?email=super%40demo.test");
    expect(loginPath("/")).toBe("/login");
  });

  it("follow nextpage only to a path of this console", () => {
    expect(safeNextPage("/property/1001/dashboard?x=1")).toBe("/property/1001/dashboard?x=1");
    expect(safeNextPage(null)).toBe("/");
    expect(safeNextPage("https://evil.example/")).toBe("/");
    expect(safeNextPage("//evil.example/")).toBe("/");
    expect(safeNextPage("/\\evil.example/")).toBe("/");
  });
});

describe("deploy-time configuration", () => {
  it("reads config.js, without a trailing slash on the API origin, and defaults to the own origin", () => {
    expect(
      readConfig({ apiBaseUrl: "https://api.example.com/", support: { email: "a@b.c", phone: "1" } }),
    ).toEqual({
      apiBaseUrl: "https://api.example.com",
      support: { email: "a@b.c", phone: "1" },
    });
    expect(readConfig(undefined)).toEqual({ apiBaseUrl: "", support: { email: "", phone: "" } });
  });
});
