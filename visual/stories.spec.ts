import { test as base, expect, type Page } from "@playwright/test";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { STORYBOOK_DIR, screenshotsWanted, updating } from "./settings";

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

// Every story of the built Storybook is a test here: it renders, its play function passes, axe finds no
// violation (the a11y addon's check in the preview, `a11y.test: "error"`) and nothing throws. Most stories
// are also a screenshot compared with visual/__screenshots__; the tag "no-visual" leaves a story out of the
// screenshots only (e.g. a story whose point is an animation or a timer), and visual/duplicates.json lists
// screenshots that repeated another pixel for pixel when the baselines were last written.
const index = JSON.parse(readFileSync(join(STORYBOOK_DIR, "index.json"), "utf8")) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");
const duplicates: Record<string, string> =
  !updating && existsSync("visual/duplicates.json")
    ? (JSON.parse(readFileSync("visual/duplicates.json", "utf8")) as Record<string, string>)
    : {};

interface Mode {
  name: string;
  globals: { scheme: "light" | "dark"; locale: string };
}

const LIGHT: Mode = { name: "light", globals: { scheme: "light", locale: "en" } };
const DARK: Mode = { name: "dark", globals: { scheme: "dark", locale: "en" } };
const ARABIC: Mode = { name: "ar", globals: { scheme: "light", locale: "ar" } };

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

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
  };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyRenders?: { id?: string; phase?: string }[];
  };
}

/** What one render of a story went through, as the preview reported it on its channel. */
interface Outcome {
  /** The preview's verdict (`storyFinished`): "error" when play, an unhandled error or axe failed. */
  status?: string;
  /** The messages of the play function's failure and of errors thrown while rendering or playing. */
  errors: string[];
  /** axe's violations when the a11y report failed. */
  violations: { id: string; help: string; targets: string[] }[];
  /** Every render settled and the document did not change for 300 ms (false after 30 s). */
  settled: boolean;
  /** The render's phases and the page's layout classes, with times: printed when a screenshot differs. */
  trace: string[];
}

/**
 * In the page: renders `storyId` afresh (with its play function and the a11y check) in `globals`, and
 * resolves with what the preview reported once it finished and the page stopped changing: a story that
 * updates its own args re-renders after play, and a screenshot must not catch the frame in between.
 */
function show({
  storyId,
  globals,
  remount,
}: {
  storyId: string;
  globals: Mode["globals"];
  remount: boolean;
}) {
  const w = window as unknown as PreviewWindow;
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const settledPhases = ["finished", "errored", "aborted"];
  const current = () => (window as unknown as { __VISUAL_GLOBALS__?: Mode["globals"] }).__VISUAL_GLOBALS__;

  return (async (): Promise<Outcome> => {
    window.scrollTo(0, 0);
    // New globals re-render the story on screen (and run its a11y check again): only when they change, and
    // that render must be over before ours starts, or its end would be taken for the end of ours.
    const was = current() ?? { scheme: "light", locale: "en" };
    if (was.scheme !== globals.scheme || was.locale !== globals.locale) {
      const applied = new Promise<void>((resolve) => {
        const listener = (payload: unknown) => {
          if ((payload as { newPhase: string }).newPhase !== "finished") return;
          channel.off("storyRenderPhaseChanged", listener);
          resolve();
        };
        channel.on("storyRenderPhaseChanged", listener);
      });
      channel.emit("updateGlobals", { globals });
      await Promise.race([applied, sleep(5_000)]);
      (window as unknown as { __VISUAL_GLOBALS__?: Mode["globals"] }).__VISUAL_GLOBALS__ = globals;
    }

    const outcome: Outcome = { errors: [], violations: [], settled: false, trace: [] };
    // A render of the story that starts while its play runs (Storybook re-renders at once, without waiting,
    // when something asks for it during "playing") reaches "finished" and sends `storyFinished` while the
    // play is still going, and it overwrites the render's phase that the check below reads: a screenshot
    // must also wait until every play that started has ended.
    const plays = { started: 0, ended: 0 };
    const start = performance.now();
    const note = (what: string) => outcome.trace.push(`${Math.round(performance.now() - start)} ms ${what}`);
    note(`body class "${document.body.className}"`);
    const classes = new MutationObserver(() => note(`body class "${document.body.className}"`));
    classes.observe(document.body, { attributes: true, attributeFilter: ["class"] });
    // What a story leaves behind that a screenshot shows: overlays (portals are the body's children), the
    // scroll position and where focus went, with times, next to the render's phases.
    const describeNode = (node: Node) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}${[
            ...node.querySelectorAll("[role=dialog],[role=alertdialog],[role=listbox],[role=menu]"),
          ]
            .map(
              (el) =>
                ` ${el.getAttribute("role")}"${el.getAttribute("aria-label") ?? el.textContent?.slice(0, 30)}"`,
            )
            .join("")}>`
        : node.nodeName;
    const portals = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) note(`body + ${describeNode(node)}`);
        for (const node of record.removedNodes) note(`body - ${describeNode(node)}`);
      }
    });
    portals.observe(document.body, { childList: true });
    const onScroll = () => note(`scroll y ${Math.round(window.scrollY * 10) / 10}`);
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      note(
        `focus ${target.tagName.toLowerCase()} "${(target.getAttribute("aria-label") ?? target.textContent ?? "").slice(0, 30)}"`,
      );
    };
    window.addEventListener("scroll", onScroll);
    document.addEventListener("focusin", onFocus);
    const listeners: [string, (payload: unknown) => void][] = [
      [
        "storyRenderPhaseChanged",
        (payload) => {
          const { newPhase, storyId: id } = payload as { newPhase: string; storyId: string };
          note(`phase ${newPhase}`);
          if (id !== storyId) return;
          if (newPhase === "playing") plays.started++;
          if (["played", "errored", "aborted"].includes(newPhase)) plays.ended++;
        },
      ],
      ["playFunctionThrewException", (error) => outcome.errors.push(`play: ${(error as Error).message}`)],
      ["storyThrewException", (error) => outcome.errors.push(`render: ${(error as Error).message}`)],
      ["storyErrored", (error) => outcome.errors.push(`story: ${(error as { title?: string }).title}`)],
      [
        "unhandledErrorsWhilePlaying",
        (errors) => outcome.errors.push(...(errors as Error[]).map((error) => `unhandled: ${error.message}`)),
      ],
    ];
    let onFinished: (payload: unknown) => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      onFinished = (payload: unknown) => {
        const {
          storyId: id,
          status,
          reporters,
        } = payload as {
          storyId: string;
          status: string;
          reporters: { type: string; status: string; result?: { violations?: never[]; error?: unknown } }[];
        };
        if (id !== storyId) return;
        // Every pass counts (see `plays`): one that failed keeps the verdict "error".
        outcome.status = outcome.status === "error" ? "error" : status;
        for (const report of reporters) {
          if (report.type !== "a11y" || report.status !== "failed") continue;
          if (report.result?.error) outcome.errors.push(`axe: ${String(report.result.error)}`);
          for (const violation of (report.result?.violations ?? []) as {
            id: string;
            help: string;
            nodes: { target: string[] }[];
          }[])
            outcome.violations.push({
              id: violation.id,
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(" ")),
            });
        }
        resolve();
      };
      channel.on("storyFinished", onFinished);
    });
    for (const [event, listener] of listeners) channel.on(event, listener);
    // The story on screen already (a second mode, or the page's first story) is mounted again: selecting it
    // would not render it. Args its play changed (controlled stories update their own) are reset first.
    const again = remount || w.__STORYBOOK_PREVIEW__?.currentRender?.id === storyId;
    if (again) channel.emit("resetStoryArgs", { storyId });
    channel.emit(again ? "forceRemount" : "setCurrentStory", { storyId, viewMode: "story" });
    const deadline = performance.now() + 30_000;
    await Promise.race([finished, sleep(30_000)]);

    // The story is finished; wait until every render (a re-render after play included) is settled and the
    // document has not changed for 300 ms.
    let lastChange = performance.now();
    const observer = new MutationObserver(() => (lastChange = performance.now()));
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    while (performance.now() < deadline) {
      const preview = w.__STORYBOOK_PREVIEW__;
      outcome.settled =
        outcome.status !== undefined &&
        plays.ended >= plays.started &&
        preview?.currentRender?.id === storyId &&
        (preview.storyRenders ?? []).every((render) => settledPhases.includes(render.phase ?? "")) &&
        performance.now() - lastChange >= 300;
      if (outcome.settled) break;
      await sleep(50);
    }
    channel.off("storyFinished", onFinished);
    for (const [event, listener] of listeners) channel.off(event, listener);
    observer.disconnect();
    classes.disconnect();
    portals.disconnect();
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("focusin", onFocus);
    note(
      `end: scroll y ${window.scrollY} of ${document.documentElement.scrollHeight}, html style "${document.documentElement.getAttribute("style") ?? ""}", ` +
        `renders ${(w.__STORYBOOK_PREVIEW__?.storyRenders ?? []).map((render) => `${render.id}:${render.phase}`).join(" ")}, ` +
        `open ${describeNode(document.body)}`,
    );
    await document.fonts.ready;
    return outcome;
  })();
}

// One Storybook page per worker: loading the preview bundle and the service worker for every story cost more
// than the stories themselves. Stories are switched through Storybook's own channel, as its manager does,
// and every story still starts fresh (Storybook mounts it anew; the preview's beforeEach resets the toast
// queue, the clock and the sandbox). A failed test ends the worker, so the next one starts in a new page.
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.goto("/iframe.html?viewMode=story&id=" + stories[0]!.id);
      await page.waitForFunction(() => {
        const phase = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === "finished" || phase === "errored";
      });
      await page.waitForLoadState("networkidle");
      // Storybook shows a "preparing" skeleton when a story takes over 100 ms to load. Its timer is left
      // running when the story starts to mount and could fire mid-render: for a few frames the story was
      // hidden and the body lost its 16 px padding for its default 8 px margin, and an overlay opened then
      // (Menu, Tooltip, IconButton and GenericList tooltips on focus) stayed 8 px off its trigger. The
      // skeleton is for people watching a slow load; in this page the story is simply shown.
      await page.evaluate(() => {
        const view = (window as unknown as { __STORYBOOK_PREVIEW__: { view: Record<string, unknown> } })
          .__STORYBOOK_PREVIEW__.view;
        view.showPreparingStory = () => undefined;
        view.showPreparingDocs = () => undefined;
      });
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

const describe = (outcome: Outcome) =>
  [
    ...outcome.errors,
    ...outcome.violations.map(({ id, help, targets }) => `axe ${id}: ${help} (${targets.join(", ")})`),
  ].join("\n") +
  `\nstatus ${outcome.status ?? "unknown (the story did not finish in 30 s)"}; what the page went through:\n  ` +
  outcome.trace.join("\n  ");

for (const story of stories) storyTest(story);

function storyTest(story: IndexEntry) {
  const screenshots = screenshotsWanted && !story.tags?.includes("no-visual");
  test(`${story.title} / ${story.name}`, async ({ storybook: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    try {
      for (const [i, mode] of modesOf(story).entries()) {
        // Each mode mounts the story afresh, so its play function runs in that scheme and language.
        const outcome = await page.evaluate(show, {
          storyId: story.id,
          globals: mode.globals,
          remount: i > 0,
        });
        // The web preview reports a play's failure as an event only (its verdict stays "success"): both count.
        expect(
          outcome.errors.length === 0 && outcome.status,
          `${story.id} (${mode.name}):\n${describe(outcome)}`,
        ).toBe("success");
        expect(outcome.settled, `${story.id} (${mode.name}) settled`).toBe(true);
        const name = `${story.id}--${mode.name}.png`;
        if (!screenshots || duplicates[name]) continue;
        // scripts/visual.mjs --update removes the baselines no test took (a story or mode that is gone).
        if (updating) appendFileSync("test-results/visual-taken.txt", name + "\n");
        // Toasts close themselves after 3 s, so whether a screenshot catches one depends on the machine's
        // speed; outside the Toast stories they are hidden (the plays assert them).
        await page.evaluate((hide) => {
          if (hide) document.documentElement.dataset.visualToasts = "hidden";
          else delete document.documentElement.dataset.visualToasts;
        }, !story.title.startsWith("Feedback/Toast"));
        await test
          .step(`screenshot ${name}`, () => expect(page).toHaveScreenshot(name), { box: true })
          .catch((error: Error) => {
            error.message += `\n\nWhat the page went through:\n  ${outcome.trace.join("\n  ")}`;
            throw error;
          });
      }
      expect(errors, "no page errors").toEqual([]);
    } finally {
      page.off("pageerror", onError);
    }
  });
}
