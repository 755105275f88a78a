import type { IndexHtmlTransformContext, ResolvedConfig } from "vite";
import { describe, expect, it } from "vitest";
import { preloadFontPlugin } from "./preloadFont";

/** The plugin's head tags for a build whose files are `files`, under `base`. */
function tagsFor(files: string[], base = "/") {
  const plugin = preloadFontPlugin(/\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => unknown;
  };
  const bundle = Object.fromEntries(files.map((file) => [file, {}]));
  return hook.handler("<html></html>", { bundle } as unknown as IndexHtmlTransformContext);
}

describe("the typeface's preload", () => {
  it("asks for the built Inter file from the page's head, below the build's base", () => {
    const files = ["assets/index-N7jaJXHp.js", "assets/inter-latin-wght-normal-Dx4kXJAl.woff2"];
    expect(tagsFor(files, "/cms/")).toEqual([
      {
        tag: "link",
        attrs: {
          rel: "preload",
          href: "/cms/assets/inter-latin-wght-normal-Dx4kXJAl.woff2",
          as: "font",
          type: "font/woff2",
          crossorigin: "",
        },
        injectTo: "head",
      },
    ]);
  });

  it("fails the build when the font is no longer where it is looked for", () => {
    expect(() => tagsFor(["assets/index-N7jaJXHp.js", "assets/inter-cyrillic-wght-normal-A1.woff2"])).toThrow(
      /no built file matches/,
    );
  });
});
