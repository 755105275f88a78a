import { expect, test } from "@playwright/test";
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
  globals: string;
}

// Every story in light and dark. Stories that pin a scheme or language themselves (Dark, RightToLeft) are
// taken once. The Default story of each component is also taken in Arabic, where text runs right to left.
function modesOf(story: IndexEntry): Mode[] {
  if (/--(dark|right-to-left)$/.test(story.id)) return [{ name: "pinned", globals: "" }];
  const modes = [
    { name: "light", globals: "scheme:light" },
    { name: "dark", globals: "scheme:dark" },
  ];
  if (story.id.endsWith("--default")) modes.push({ name: "ar", globals: "scheme:light;locale:ar" });
  return modes;
}

for (const story of stories) {
  for (const mode of modesOf(story)) {
    test(`${story.title} / ${story.name} (${mode.name})`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const globals = mode.globals ? `&globals=${mode.globals}` : "";
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story${globals}`);
      // Wait until Storybook has rendered the story and finished its play function.
      const phase = await page.waitForFunction(
        () => {
          const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender;
          const done = ["completed", "afterEach", "finished", "errored", "aborted"];
          return render?.phase && done.includes(render.phase) ? render.phase : false;
        },
        undefined,
        { timeout: 20_000 },
      );
      expect(await phase.jsonValue(), "story rendered without error").not.toMatch(/errored|aborted/);
      await page.evaluate(() => document.fonts.ready);
      expect(errors, "no page errors").toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}--${mode.name}.png`);
    });
  }
}
