import { defineConfig } from "@playwright/test";
import { cpus } from "node:os";
import { assertChromium, launchOptions } from "./tooling/chromium.ts";
import { STORYBOOK_DIR, VIEWPORT } from "./visual/settings.ts";

assertChromium();

const port = Number(process.env.VISUAL_PORT ?? 6107);

// Every story as a test over the built Storybook (play function, axe, no error) and its screenshot compared
// with the baselines committed in visual/__screenshots__ (`pnpm test:visual`; `pnpm test:stories` without
// the screenshots). Stable because animations are off, the preview loads every font before the first story,
// the clock is frozen by the preview, and viewport and device scale are fixed.
export default defineConfig({
  testDir: "visual",
  // The docs pages' sweep (visual/docs.spec.ts, `pnpm test:docs`) loads every docs page with all its stories
  // at once: six minutes on two cores, so it is run on its own, not in every CI (docs/decisions.md).
  testIgnore: process.env.VISUAL_DOCS ? [] : ["docs.spec.ts"],
  outputDir: "test-results/visual",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  // As many workers as cores: the stage is CPU-bound (rendering, play functions, axe).
  workers: Number(process.env.VISUAL_WORKERS ?? cpus().length),
  // No retries, on CI either (issue 20): a story that passes only on a second try is a fault to find, not noise.
  // The causes of every retry in the CIs of 2026-11-26 were found and fixed: overlays left "exiting" (0.01 ms
  // reduced-motion transitions, GlobalStyle), screenshots of pages scrolled by timing (plays end with
  // centreInView), the property dialog's countries in another language. From a72eda1 on, four fresh-clone CIs
  // and two full local runs passed every story on its first try (docs/benchmarks.md).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A story runs in up to three modes, each given 30 s to finish and settle.
  timeout: 120_000,
  reporter: [["list"], ["html", { outputFolder: "test-results/visual-report", open: "never" }]],
  // Screenshots are compared by visual/compare.ts (harness.ts: expectShot), not toHaveScreenshot: its
  // pixelmatch exempts anti-aliased pixels, and a corner radius 2 px smaller changes nothing else.
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    // Partial raster redraws only the rect that changed (a tooltip appearing over a drawn chart) and its edge
    // pixels can come out a shade apart from a whole-tile draw: whether it happens depends on whether the
    // chart's tiles were drawn a frame earlier, i.e. on load. A CI run met 14 such pixels on LineChart Dark's
    // line joints beside the tooltip. Every tile drawn whole, the same pixels every time.
    launchOptions: { ...launchOptions, args: [...launchOptions.args, "--disable-partial-raster"] },
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    timezoneId: "UTC",
    locale: "en-GB",
    reducedMotion: "reduce",
    colorScheme: "light",
  },
  webServer: {
    command: `pnpm exec sirv ${STORYBOOK_DIR} --port ${port} --host 127.0.0.1 --quiet`,
    url: `http://127.0.0.1:${port}/index.json`,
    // scripts/visual.mjs picks a free port for each run: a server found there belongs to someone else.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
