// What the screenshot harness (stories.spec.ts) and its Playwright config read from the environment.

/** The built Storybook to test: `pnpm test:changed` builds only the stories a change touches elsewhere. */
export const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? "storybook-static";

/** `VISUAL_SCREENSHOTS=off` runs every story as a test without comparing screenshots (`pnpm test:stories`). */
export const screenshotsWanted = process.env.VISUAL_SCREENSHOTS !== "off";

/** Set by `pnpm test:visual:update`: every screenshot is taken, duplicates too, and written as the baseline. */
export const updating = process.env.VISUAL_UPDATE === "1";

/** Where an update lists the screenshots it took (scripts/visual.mjs: one file per run). */
export const takenFile = process.env.VISUAL_TAKEN ?? "test-results/visual-taken.txt";

/** The page every story is drawn and shot in (a screenshot is at most this). */
export const VIEWPORT = { width: 800, height: 600 };
