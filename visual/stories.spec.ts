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

// Every story in light and dark. Stories that pin a scheme or language themselves (Dark, RightToLeft) are
// taken once. The Default story of each component is also taken in Arabic, where text runs right to left.
function modesOf(story: IndexEntry): Mode[] {
  if (/--(dark|right-to-left)$/.test(story.id)) return [{ ...LIGHT, name: "pinned" }];
  return story.id.endsWith("--default") ? [LIGHT, DARK, ARABIC] : [LIGHT, DARK];
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

type Phase = string | undefined;

/**
 * Renders `storyId` with `globals`, from a fresh mount with its play function, and resolves once Storybook
 * has finished it and the page has stopped changing for a moment: a story that updates its own args
 * re-renders after play, and a screenshot must not catch the frame in between.
 */
async function show(page: Page, storyId: string, globals: Mode["globals"], remount: boolean): Promise<Phase> {
  return page.evaluate(
    async ({ storyId, globals, remount }) => {
      interface Channel {
        emit(event: string, payload: unknown): void;
        on(event: string, listener: (payload: unknown) => void): void;
        off(event: string, listener: (payload: unknown) => void): void;
      }
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: Channel;
        __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
      };
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const settled = ["completed", "afterEach", "finished", "errored", "aborted"];
      const render = () => w.__STORYBOOK_PREVIEW__?.currentRender;
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
      // New globals re-render the story on screen first; that render must be over before ours starts,
      // or its end would be taken for the end of ours.
      const globalsApplied = finished();
      channel.emit("updateGlobals", { globals });
      await Promise.race([globalsApplied, sleep(5_000)]);
      const ours = finished(storyId);
      channel.emit(remount ? "forceRemount" : "setCurrentStory", { storyId, viewMode: "story" });
      await Promise.race([ours, sleep(20_000)]);

      // Quiet: the story is settled and nothing in the document changed for 300 ms.
      let lastChange = performance.now();
      const observer = new MutationObserver(() => (lastChange = performance.now()));
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const deadline = performance.now() + 10_000;
      while (performance.now() < deadline) {
        const current = render();
        const ready = current?.id === storyId && settled.includes(current?.phase ?? "");
        if (ready && performance.now() - lastChange >= 300) break;
        await sleep(50);
      }
      observer.disconnect();
      await document.fonts.ready;
      return render()?.phase;
    },
    { storyId, globals, remount },
  );
}

test.describe.configure({ mode: "parallel" });

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storybook: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    try {
      // Each mode mounts the story afresh, so its play function runs in that scheme and language.
      for (const [i, mode] of modesOf(story).entries()) {
        const phase = await show(page, story.id, mode.globals, i > 0);
        expect(phase, "story rendered without error").not.toMatch(/errored|aborted/);
        expect(phase, "story finished rendering").toMatch(/completed|afterEach|finished/);
        await expect(page).toHaveScreenshot(`${story.id}--${mode.name}.png`);
      }
      expect(errors, "no page errors").toEqual([]);
    } finally {
      page.off("pageerror", onError);
    }
  });
}
