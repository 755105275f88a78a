import { expect, test } from "@playwright/test";
import { docsPages, SETTLED_PHASES, type IndexEntry } from "./harness";

// Every docs page of the built Storybook, loaded fresh as a designer opens it (issue 41 item 2): each story
// frame on it renders, and nothing on it fails. Frames of a docs page share the page's origin, its locks and
// its storage; a story that stole the token-renewal lock from another broke that frame with Storybook's red
// "Lock broken by another request with the 'steal' option" at random. `--repeat-each 10` is the ten-reload
// sweep (docs/flaky-tests.md).

/** A page written in MDX (the Introduction, a usage guide) shows no story of its own. */
const isGuide = (docs: IndexEntry) => Boolean(docs.tags?.includes("unattached-mdx"));

for (const docs of docsPages) {
  test(`docs: ${docs.title}`, async ({ page }) => {
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(`/iframe.html?viewMode=docs&id=${docs.id}`);
    // Every story drawn in the page has drawn itself, and the page has been still for half a second. A story
    // that needs the whole window has a frame of its own, loaded as it scrolls into view: those loaded are
    // checked below, and each of them is a story test of its own (stories.spec.ts) too.
    await page.waitForFunction(
      (settled) => {
        const inline = [...document.querySelectorAll('[id^="story--"]')];
        const w = window as unknown as { docsStill?: { html: number; since: number } };
        const size = document.body.innerHTML.length;
        if (w.docsStill?.html !== size) w.docsStill = { html: size, since: performance.now() };
        // A frame the browser has begun to load (they are lazy: those near the viewport) has played its story.
        const framesDone = [...document.querySelectorAll<HTMLIFrameElement>(".docs-story iframe")].every(
          (frame) => {
            const inner = frame.contentWindow as
              (Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }) | null;
            if (!inner || inner.location.href === "about:blank") return true;
            const phase = inner.__STORYBOOK_PREVIEW__?.currentRender?.phase;
            return settled.includes(phase ?? "");
          },
        );
        return (
          document.querySelector(".sbdocs") !== null &&
          inline.every((story) => story.childElementCount > 0) &&
          framesDone &&
          performance.now() - w.docsStill.since > 500
        );
      },
      SETTLED_PHASES,
      { timeout: 60_000, polling: 100 },
    );
    const frames = page.locator(".docs-story iframe");
    const stories = (await page.locator('[id^="story--"]').count()) + (await frames.count());
    if (!isGuide(docs)) expect(stories, "stories on the page").toBeGreaterThan(0);
    await expect(page.locator("body")).not.toHaveClass(/sb-show-errordisplay/);
    const brokenFrames = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLIFrameElement>(".docs-story iframe")]
        .filter((frame) => frame.contentDocument?.body?.classList.contains("sb-show-errordisplay"))
        .map((frame) => frame.src),
    );
    expect(brokenFrames, "story frames showing an error").toEqual([]);
    await expect(page.getByText(/Lock broken|Failed to fetch dynamically imported module/)).toHaveCount(0);
    // The page stays at its top while its frames load: a story's play that moves the focus inside its frame
    // scrolled the whole docs page down to that frame, away from the title the designer opened it at.
    expect(await page.evaluate(() => scrollY), "the page's scroll after its stories loaded").toBe(0);
    expect(failures).toEqual([]);
  });
}
