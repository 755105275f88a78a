import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

// The story list of the built Storybook. A story opts out with the tag "no-visual" (e.g. stories whose
// point is an animation or a timer).
const index = JSON.parse(readFileSync("storybook-static/index.json", "utf8")) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === "story" && !entry.tags?.includes("no-visual"),
);

interface Mode {
  name: string;
  globals: { scheme: "light" | "dark"; locale: string };
}

const LIGHT: Mode = { name: "light", globals: { scheme: "light", locale: "en" } };
const DARK: Mode = { name: "dark", globals: { scheme: "dark", locale: "en" } };
const ARABIC: Mode = { name: "ar", globals: { scheme: "light", locale: "ar" } };

// Every story in light. Stories that pin a scheme or language themselves (Dark, RightToLeft) are taken once.
// The Default story of each component is also taken in dark and in Arabic, where text runs right to left.
// (Every story in dark too doubled the stage's time for little: each component's Dark story and its Default
// cover the dark theme; see docs/decisions.md.)
function modesOf(story: IndexEntry): Mode[] {
  if (/--(dark|right-to-left)$/.test(story.id)) return [{ ...LIGHT, name: "pinned" }];
  return story.id.endsWith("--default") ? [LIGHT, DARK, ARABIC] : [LIGHT];
}

// One Storybook page per worker: loading the preview bundle and the service worker for every story cost
// more than the stories themselves. Stories are switched through Storybook's own channel, as its manager
// does, and every story still starts fresh (Storybook remounts it; the preview's beforeEach resets the
// toast queue, the clock and the sandbox). A failed test ends the worker, so the next one starts clean.
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.goto("/iframe.html?viewMode=story&id=" + stories[0]!.id);
      // The first story settles before any switch: the service worker and the preview are then in place.
      await page.waitForFunction(() => {
        const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === "completed" || phase === "afterEach" || phase === "finished";
      });
      await page.waitForLoadState("networkidle");
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

interface Shown {
  phase?: string;
  /** Every render of the story settled and the page stayed unchanged for 300 ms. */
  ready: boolean;
  /** The message of the play function's failure, when it failed (the page then shows a half-played story). */
  playError?: string;
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { playFunction?: unknown } };
    storyRenders?: { id?: string; phase?: string }[];
  };
  /** What the story's renders went through since `show` asked for ours (absent in a freshly loaded page). */
  __VISUAL_EVENTS__?: { phases: { storyId: string; newPhase: string }[]; playErrors: string[] };
}

/**
 * In the page: resolves once the current render is `storyId`'s, every story render is settled (none is
 * still playing) and the document did not change for 300 ms, or after 25 s.
 */
function settle(storyId: string): Promise<Shown> {
  const w = window as unknown as PreviewWindow;
  const settled = ["completed", "afterEach", "finished", "errored", "aborted"];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return (async () => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => (lastChange = performance.now()));
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const isReady = () => {
      const preview = w.__STORYBOOK_PREVIEW__;
      const current = preview?.currentRender;
      // With a play function, ours is the render whose play ended after the switch: the globals re-render
      // of the same story never plays, so its late end cannot pass for ours.
      const events = w.__VISUAL_EVENTS__;
      const played =
        !events ||
        !current?.story?.playFunction ||
        events.phases.some(
          ({ storyId: id, newPhase }) => id === storyId && (newPhase === "played" || newPhase === "errored"),
        );
      return (
        current?.id === storyId &&
        played &&
        settled.includes(current.phase ?? "") &&
        (preview?.storyRenders ?? []).every((render) => settled.includes(render.phase ?? ""))
      );
    };
    // Long enough for a play that fails on its 10 s waits (English texts looked for in the Arabic run).
    const deadline = performance.now() + 25_000;
    let ready = false;
    while (performance.now() < deadline) {
      ready = isReady() && performance.now() - lastChange >= 300;
      if (ready) break;
      await sleep(50);
    }
    observer.disconnect();
    await document.fonts.ready;
    const events = w.__VISUAL_EVENTS__;
    const errored = events?.phases.some(
      ({ storyId: id, newPhase }) => id === storyId && newPhase === "errored",
    );
    return {
      phase: w.__STORYBOOK_PREVIEW__?.currentRender?.phase,
      ready,
      playError: errored ? events!.playErrors.join("; ") || "the play function failed" : undefined,
    };
  })();
}

/**
 * Renders `storyId` with `globals`, from a fresh mount with its play function, and resolves once Storybook
 * has finished it and the page has stopped changing for a moment: a story that updates its own args
 * re-renders after play, and a screenshot must not catch the frame in between.
 */
async function show(page: Page, storyId: string, globals: Mode["globals"], remount: boolean): Promise<Shown> {
  await page.evaluate(
    async ({ storyId, globals, remount }) => {
      interface Channel {
        emit(event: string, payload: unknown): void;
        on(event: string, listener: (payload: unknown) => void): void;
        off(event: string, listener: (payload: unknown) => void): void;
      }
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: Channel;
        __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        __VISUAL_EVENTS__?: { phases: { storyId: string; newPhase: string }[]; playErrors: string[] };
        __VISUAL_LISTENERS__?: [string, (payload: unknown) => void][];
      };
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      // Resolves when a render of `id` (any story when undefined) that starts after this call finishes.
      const finished = (id?: string) =>
        new Promise<string>((resolve) => {
          const listener = (payload: unknown) => {
            const { storyId, newPhase } = payload as { storyId: string; newPhase: string };
            if ((id && storyId !== id) || !["finished", "aborted"].includes(newPhase)) return;
            channel.off("storyRenderPhaseChanged", listener);
            resolve(newPhase);
          };
          channel.on("storyRenderPhaseChanged", listener);
        });
      window.scrollTo(0, 0);
      // Args a play changed (controlled stories update their own) would otherwise carry into the next run of
      // the story in this page: every run starts from the story's own args.
      channel.emit("resetStoryArgs", { storyId });
      // New globals re-render the story on screen first; that render must be over before ours starts,
      // or its end would be taken for the end of ours.
      const globalsApplied = finished();
      channel.emit("updateGlobals", { globals });
      await Promise.race([globalsApplied, sleep(5_000)]);
      // Record our render's phases and play failures from here on.
      for (const [event, listener] of w.__VISUAL_LISTENERS__ ?? []) channel.off(event, listener);
      const events = { phases: [] as { storyId: string; newPhase: string }[], playErrors: [] as string[] };
      w.__VISUAL_EVENTS__ = events;
      w.__VISUAL_LISTENERS__ = [
        ["storyRenderPhaseChanged", (payload) => events.phases.push(payload as (typeof events.phases)[0])],
        [
          "playFunctionThrewException",
          (payload) => events.playErrors.push(String((payload as { message?: string }).message)),
        ],
      ];
      for (const [event, listener] of w.__VISUAL_LISTENERS__) channel.on(event, listener);
      const ours = finished(storyId);
      channel.emit(remount ? "forceRemount" : "setCurrentStory", { storyId, viewMode: "story" });
      await Promise.race([ours, sleep(20_000)]);
    },
    { storyId, globals, remount },
  );
  return page.evaluate(settle, storyId);
}

/** The story in a freshly loaded page, as a last resort when the shared page did not settle. */
async function showFresh(page: Page, storyId: string, globals: Mode["globals"]): Promise<Shown> {
  await page.goto(
    `/iframe.html?viewMode=story&id=${storyId}&globals=scheme:${globals.scheme};locale:${globals.locale}`,
  );
  await page.waitForFunction(() => "__STORYBOOK_PREVIEW__" in window);
  await page.evaluate(() => delete (window as PreviewWindow).__VISUAL_EVENTS__);
  return page.evaluate(settle, storyId);
}

test.describe.configure({ mode: "parallel" });

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storybook: page }) => {
    const errors: string[] = [];
    // A reload (showFresh) can interrupt msw's service worker update check; that is the harness, not the story.
    const onError = (error: Error) => {
      if (!/Failed to update a ServiceWorker/.test(error.message)) errors.push(error.message);
    };
    page.on("pageerror", onError);
    try {
      // Each mode mounts the story afresh, so its play function runs in that scheme and language.
      for (const [i, mode] of modesOf(story).entries()) {
        let shown = await show(page, story.id, mode.globals, i > 0);
        // A play that fails here but passes in the story tests is timing-sensitive: its half-played page gets
        // another run. Plays that cannot pass in a mode (English texts asserted in the Arabic run) end the
        // same way every time, so their baseline is that state; the warning keeps them visible in CI's log.
        // In Arabic a play that looks for English texts fails the same way every time: its baseline is that
        // state, and running it again would only cost time.
        if (shown.playError && mode === ARABIC) {
          console.warn(
            `visual: ${story.id} (ar) play failed, its English texts taken as they end: ${shown.playError}`,
          );
        } else if (shown.playError) {
          console.warn(`visual: ${story.id} (${mode.name}) play failed, run again: ${shown.playError}`);
          shown = await show(page, story.id, mode.globals, true);
          if (shown.playError) {
            // Some plays pass alone but not after other stories in a shared page (ColorPicker's): a freshly
            // loaded page runs the story alone.
            console.warn(`visual: ${story.id} (${mode.name}) play failed again; reloading it`);
            shown = await showFresh(page, story.id, mode.globals);
          }
        }
        if (!shown.ready) {
          // Seen rarely: a play function left waiting while another render of the story finished. A fresh
          // page renders it alone; the warning keeps the case visible in CI's log.
          console.warn(`visual: ${story.id} (${mode.name}) did not settle in the shared page; reloading it`);
          shown = await showFresh(page, story.id, mode.globals);
        }
        expect(shown.ready, "story settled").toBe(true);
        expect(shown.phase, "story rendered without error").not.toMatch(/errored|aborted/);
        // Toasts close themselves after 3 s, so whether a screenshot catches one depends on the machine's
        // speed; outside the Toast stories they are hidden (the plays assert them).
        await page.evaluate((hide) => {
          if (hide) document.documentElement.dataset.visualToasts = "hidden";
          else delete document.documentElement.dataset.visualToasts;
        }, !story.title.startsWith("Feedback/Toast"));
        await expect(page).toHaveScreenshot(`${story.id}--${mode.name}.png`);
      }
      expect(errors, "no page errors").toEqual([]);
    } finally {
      page.off("pageerror", onError);
    }
  });
}
