// What the screenshot harness (stories.spec.ts) and its Playwright config read from the environment.

/** The built Storybook to test: `pnpm test:changed` builds only the stories a change touches elsewhere. */
export const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? "storybook-static";

/** `VISUAL_SCREENSHOTS=off` runs every story as a test without comparing screenshots (`pnpm test:stories`). */
export const screenshotsWanted = process.env.VISUAL_SCREENSHOTS !== "off";

/** Set by `pnpm test:visual:update`: every screenshot is taken, duplicates too, and written as the baseline. */
export const updating = process.env.VISUAL_UPDATE === "1";

/**
 * Set by `scripts/visual.mjs --stale`: where a run lists the screenshots that pass within the tolerance but
 * are not the baseline's pixels (a baseline older than the product's look), with their renders beside the list.
 */
export const staleDir = process.env.VISUAL_STALE;

/** Where an update or a stale search lists the screenshots it took (scripts/visual.mjs: one file per run). */
export const takenFile = process.env.VISUAL_TAKEN ?? "test-results/visual-taken.txt";

/** The page every story is drawn and shot in (a screenshot is at most this). */
export const VIEWPORT = { width: 800, height: 600 };
