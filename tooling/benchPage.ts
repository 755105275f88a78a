// The page every browser benchmark (bench:list, bench:form) measures: kept apart from benchmarks.ts, which
// the sandbox's Node-only benchmark uses too.
import { chromium } from "@playwright/test";
import { build, preview } from "vite";
import { assertChromium, launchOptions } from "./chromium";

/**
 * A production build of a benchmark page served by `vite preview` on a free port, and headless Chromium:
 * what every browser benchmark measures against. `close()` stops both.
 */
export async function servePage(root: string, configFile: string) {
  assertChromium();
  await build({ root, configFile, logLevel: "warn" });
  const server = await preview({
    root,
    configFile,
    preview: { port: 0, host: "127.0.0.1" },
    logLevel: "warn",
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("vite preview did not start");
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
