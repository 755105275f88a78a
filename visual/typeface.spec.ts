import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { openStorybook, stories } from "./harness";

// The product's typeface in the built Storybook (issue 41): Inter for Latin text and Noto Sans Arabic for
// Arabic, shipped with @cms/ui. Without them every story rendered in a fallback font and a designer signed
// off on letterforms and weights the console never shows.

// Stories of this build (a partial build, `pnpm test:changed`, holds only some): Button's where it is there.
const pick = (preferred: string, pattern: RegExp) =>
  stories.find((story) => story.id === preferred)?.id ?? stories.find((story) => pattern.test(story.id))!.id;
const LATIN = pick("components-primitives-button--default", /--default$/);
const ARABIC = pick("components-primitives-button--right-to-left", /--right-to-left$/);

/** The faces the story's page declares and has loaded, and the font the story's text is set in. */
const fontsOf = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts];
    return {
      declared: [...new Set(faces.map((face) => face.family.replace(/"/g, "")))],
      loaded: [
        ...new Set(
          faces.filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")),
        ),
      ],
      text: getComputedStyle(document.querySelector("#storybook-root")!.firstElementChild!).fontFamily,
    };
  });

test("stories are drawn in Inter", async ({ page }) => {
  await openStorybook(page, LATIN);
  const fonts = await fontsOf(page);
  expect(fonts.declared).toEqual(expect.arrayContaining(["Inter Variable", "Noto Sans Arabic"]));
  expect(fonts.loaded).toContain("Inter Variable");
  expect(fonts.text).toMatch(/^"?Inter Variable"?,/);
});

test("Arabic stories are drawn in Noto Sans Arabic", async ({ page }) => {
  await openStorybook(page, ARABIC);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect((await fontsOf(page)).loaded).toContain("Noto Sans Arabic");
});
