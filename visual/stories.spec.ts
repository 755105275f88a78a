import { expect } from "@playwright/test";
import type { ConsoleMessage, Response } from "@playwright/test";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import {
  ARABIC,
  DARK,
  expectShot,
  LIGHT,
  hideToasts,
  showStory,
  stories,
  test,
  type IndexEntry,
  type Mode,
  type Outcome,
} from "./harness";
import { VIEWPORT, screenshotsWanted, staleDir, takenFile, updating } from "./settings";

// Every story of the built Storybook is a test here: it renders, its play function passes, axe finds no
// violation (the a11y addon's check in the preview, `a11y.test: "error"`) and nothing throws. Most stories
// are also a screenshot compared with visual/__screenshots__; the tag "no-visual" leaves a story out of the
// screenshots only (e.g. a story whose point is an animation or a timer), and visual/duplicates.json lists
// screenshots that repeated another pixel for pixel when the baselines were last written.
const duplicates: Record<string, string> =
  !updating && existsSync("visual/duplicates.json")
    ? (JSON.parse(readFileSync("visual/duplicates.json", "utf8")) as Record<string, string>)
    : {};

// Every story once, in its own globals (Dark and RightToLeft stories pin theirs). Every component has light,
// dark and right-to-left screenshots: from its Dark and RightToLeft stories, or, where a component has
// none, from its Default story taken again in dark or Arabic.
const titlesWith = (name: RegExp) =>
  new Set(stories.filter((story) => name.test(story.id)).map((story) => story.title));
const hasDark = titlesWith(/--dark$/);
const hasRightToLeft = titlesWith(/--right-to-left$/);
function modesOf(story: IndexEntry): Mode[] {
  if (/--(dark|right-to-left)$/.test(story.id)) return [{ ...LIGHT, name: "pinned" }];
  const modes = [LIGHT];
  if (story.id.endsWith("--default")) {
    if (!hasDark.has(story.title)) modes.push(DARK);
    if (!hasRightToLeft.has(story.title)) modes.push(ARABIC);
  }
  return modes;
}

test.describe.configure({ mode: "parallel" });

const describe = (outcome: Outcome) =>
  [
    ...outcome.errors,
    ...outcome.violations.map(({ id, help, targets }) => `axe ${id}: ${help} (${targets.join(", ")})`),
  ].join("\n") +
  `\nstatus ${outcome.status ?? "unknown (the story did not finish in 30 s)"}; what the page went through:\n  ` +
  outcome.trace.join("\n  ");

/**
 * The state a story's name promises (issue 41: "a story's name is often not the state on screen"): a story named
 * Invalid or Error ends with a field marked invalid or an alert, and a component's story named Open ends with
 * its overlay open, in the canvas at rest, not only somewhere in its play. An overlay's stories (dialog, drawer,
 * menu, tooltip, toast) all show it open, but for a disabled one and the behaviour stories (tag `behaviour`),
 * which open and close it and end as they began.
 */
type NamedState = "invalid" | "open";
const OVERLAYS = /^Components\/(Overlays\/\w+|Feedback\/Toast)$/;
function namedStateOf(story: Pick<IndexEntry, "title" | "name" | "tags">): NamedState | undefined {
  if (/^No\b/.test(story.name)) return undefined; // "No Error", "No Permission": the state's absence
  if (/\b(Invalid|Error|Errors)\b/.test(story.name)) return "invalid";
  if (/^(Components|Patterns)\//.test(story.title) && /\bOpen\b/.test(story.name)) return "open";
  if (OVERLAYS.test(story.title) && !story.tags?.includes("behaviour") && !/\bDisabled$/.test(story.name))
    return "open";
  return undefined;
}
function showsState(state: NamedState): boolean {
  const shown = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].some((element) => element.checkVisibility());
  return state === "invalid"
    ? shown('[aria-invalid="true"], [data-invalid], [role="alert"]')
    : shown('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"]');
}

for (const story of stories) storyTest(story);

function storyTest(story: IndexEntry) {
  const screenshots = screenshotsWanted && !story.tags?.includes("no-visual");
  test(`${story.title} / ${story.name}`, async ({ storybook: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    // Issue 31: a story loads without console errors and without a missing file. The browser's own line for
    // an API answer of 4xx/5xx is not one (failure stories ask for them; the sandbox's answers are msw's).
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(`console error: ${message.text()}`);
    };
    const onResponse = (response: Response) => {
      if (response.status() === 404 && !new URL(response.url()).pathname.startsWith("/api/"))
        errors.push(`404: ${response.url()}`);
    };
    page.on("pageerror", onError);
    page.on("console", onConsole);
    page.on("response", onResponse);
    try {
      for (const [i, mode] of modesOf(story).entries()) {
        // Each mode mounts the story afresh, so its play function runs in that scheme and language.
        const outcome = await showStory(page, {
          storyId: story.id,
          globals: mode.globals,
          remount: i > 0,
        });
        // VISUAL_TRACE=1 prints what every story's page went through, passed or not (to compare with a failure's).
        if (process.env.VISUAL_TRACE)
          console.log(`${story.id} (${mode.name}):\n  ${outcome.trace.join("\n  ")}`);
        // The web preview reports a play's failure as an event only (its verdict stays "success"): both count.
        expect(
          outcome.errors.length === 0 && outcome.status,
          `${story.id} (${mode.name}):\n${describe(outcome)}`,
        ).toBe("success");
        expect(outcome.settled, `${story.id} (${mode.name}) settled`).toBe(true);
        const state = namedStateOf(story);
        if (state)
          expect(await page.evaluate(showsState, state), `${story.id}: ends with its "${state}" state`).toBe(
            true,
          );
        // A state grid is one picture of every state: the screenshot (the viewport) holds all of it (a story
        // named States without a grid's table, or a list's, fails here too).
        if (/\bStates\b/.test(story.name))
          expect(
            await page.evaluate(
              () =>
                document
                  .querySelector('#storybook-root :is(table, [role="table"], [role="treegrid"])')
                  ?.getBoundingClientRect().bottom ?? Infinity,
            ),
            `${story.id}: the state grid ends inside the ${VIEWPORT.height} px viewport`,
          ).toBeLessThanOrEqual(VIEWPORT.height);
        const name = `${story.id}--${mode.name}.png`;
        // A duplicate is not taken, but for the stale baselines' search: compared with the twin it repeated.
        const twin = duplicates[name];
        if (!screenshots || (twin && !staleDir)) continue;
        // scripts/visual.mjs --update removes the baselines no test took (a story or mode that is gone); --stale
        // compares two runs' findings over the screenshots both took.
        if (updating || staleDir) appendFileSync(takenFile, name + "\n");
        // Toasts close themselves after 3 s, so whether a screenshot catches one depends on the machine's
        // speed; outside the Toast stories they are hidden (the plays assert them).
        await hideToasts(page, !story.title.startsWith("Components/Feedback/Toast"));
        // The story's root or the open dialog, not the page (harness.ts: shotArea).
        await test
          .step(`screenshot ${name}`, () => expectShot(page, name, twin), { box: true })
          .catch((error: Error) => {
            error.message += `\n\nWhat the page went through:\n  ${outcome.trace.join("\n  ")}`;
            throw error;
          });
      }
      expect(errors, "no page errors, console errors or missing files").toEqual([]);
    } finally {
      page.off("pageerror", onError);
      page.off("console", onConsole);
      page.off("response", onResponse);
    }
  });
}
