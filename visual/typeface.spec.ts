import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { openStorybook } from "./harness";

// The product's typeface in the built Storybook (issue 41): Inter for Latin text and Noto Sans Arabic for
// Arabic, shipped with @cms/ui. Without them every story rendered in a fallback font and a designer signed
// off on letterforms and weights the console never shows.

/** The faces the story's page declares and has loaded, and the font its first button is set in. */
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
      button: getComputedStyle(document.querySelector("#storybook-root button")!).fontFamily,
    };
  });

test("stories are drawn in Inter", async ({ page }) => {
  await openStorybook(page, "components-primitives-button--default");
  const fonts = await fontsOf(page);
  expect(fonts.declared).toEqual(expect.arrayContaining(["Inter Variable", "Noto Sans Arabic"]));
  expect(fonts.loaded).toContain("Inter Variable");
  expect(fonts.button).toMatch(/^"?Inter Variable"?,/);
});

test("Arabic stories are drawn in Noto Sans Arabic", async ({ page }) => {
  await openStorybook(page, "components-primitives-button--right-to-left");
  await expect(page.locator("#storybook-root button")).toContainText("متابعة");
  expect((await fontsOf(page)).loaded).toContain("Noto Sans Arabic");
});
