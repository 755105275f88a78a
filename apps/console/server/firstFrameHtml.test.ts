// @vitest-environment node
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { firstFrameScript } from "./firstFrameHtml";

/** Runs the page's first script as a browser would, over a stored session and preferences, at `pathname`. */
function opened(pathname: string, stored: Record<string, string>, base = "/") {
  const attributes = new Map<string, string>();
  const html = {
    lang: "",
    dir: "",
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(firstFrameScript(base), {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: { documentElement: html },
    location: { pathname },
  });
  return {
    lang: html.lang,
    dir: html.dir,
    scheme: attributes.get("data-scheme"),
    frame: attributes.has("data-first-frame"),
  };
}

const session = { "cms-auth-token": "token" };

describe("the page's first script", () => {
  it("shows the frame on a signed-in screen with a stored session, in the saved language and scheme", () => {
    expect(opened("/super/users", { ...session, "cms-lang": "ar", "cms-dark": "true" })).toEqual({
      lang: "ar",
      dir: "rtl",
      scheme: "dark",
      frame: true,
    });
    expect(opened("/property/1001/dashboard", { ...session, "cms-lang": "de" })).toEqual({
      lang: "de",
      dir: "ltr",
      scheme: "light",
      frame: true,
    });
  });

  it("shows no frame without a session (the guard sends the user to sign in) or on a sign-in page", () => {
    expect(opened("/super/users", {}).frame).toBe(false);
    for (const path of ["/login", "/login/forgot-password/set-new-password", "/reset-password/abc"]) {
      expect(opened(path, session).frame, path).toBe(false);
    }
    // A screen whose name merely starts like a sign-in page is a screen.
    expect(opened("/loginsettings", session).frame).toBe(true);
  });

  it("reads the path below the build's sub-path", () => {
    expect(opened("/cms/login", session, "/cms/").frame).toBe(false);
    expect(opened("/cms/super/users", session, "/cms/").frame).toBe(true);
  });

  it("falls back to English for a language the console does not have, as the preferences do", () => {
    expect(opened("/super/users", { "cms-lang": "xx" })).toMatchObject({ lang: "en", dir: "ltr" });
  });

  it("keeps quiet where storage is blocked: the page then draws as before", () => {
    const run = () =>
      runInNewContext(firstFrameScript("/"), {
        get localStorage(): Storage {
          throw new Error("SecurityError");
        },
        document: { documentElement: {} },
        location: { pathname: "/" },
      });
    expect(run).not.toThrow();
  });
});
