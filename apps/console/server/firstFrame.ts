import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { runnerImport } from "vite";
import type * as FirstFrameHtml from "./firstFrameHtml.ts";

/**
 * Puts the first frame in index.html (issue 40): on a phone's line the page stayed blank for seconds while its
 * scripts came; the frame paints with the page itself, in the user's scheme and direction, and the shell then
 * draws in the same place. The page's parts are made by `firstFrameHtml.ts` from the theme's tokens, read
 * through Vite's module runner (the config's own loader does not take the library's imports).
 */
export function firstFramePlugin(): Plugin {
  let base = "/";
  let made: Promise<typeof FirstFrameHtml> | undefined;
  return {
    name: "cms-first-frame",
    configResolved(config) {
      base = config.base;
    },
    async transformIndexHtml(html) {
      made ??= runnerImport<typeof FirstFrameHtml>(
        fileURLToPath(new URL("./firstFrameHtml.ts", import.meta.url)),
        {
          configFile: false,
          logLevel: "error",
        },
      ).then((loaded) => loaded.module);
      return (await made).withFirstFrame(html, base);
    },
  };
}
