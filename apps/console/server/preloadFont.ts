import type { Plugin } from "vite";

/**
 * Asks for the product typeface from the page's head (`<link rel="preload" as="font">`), beside the scripts.
 * The browser otherwise finds the font only when text first needs it, after the scripts have run and drawn the
 * page: the page was drawn in the fallback face and then again in Inter once the file arrived, late on every
 * cold start (issue 40). `file` matches the built font's name (Vite adds a hash).
 */
export function preloadFontPlugin(file: RegExp): Plugin {
  let base = "/";
  return {
    name: "cms-preload-font",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => file.test(name));
        if (!font) throw new Error(`preloadFontPlugin: no built file matches ${file}`);
        return [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              href: `${base}${font}`,
              as: "font",
              type: "font/woff2",
              crossorigin: "",
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
