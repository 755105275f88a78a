// The harness shared by the screenshot suite (stories.spec.ts) and the test that proves it bites
// (mutation.spec.ts): one Storybook page per worker, a story rendered afresh through Storybook's channel
// until it settled (pointer away, focus and DOM still), and the area a screenshot takes.
import { test as base, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compareImages } from "./compare";
import { STORYBOOK_DIR, staleDir, updating } from "./settings";

/** The committed screenshots. */
export const BASELINES = "visual/__screenshots__";

/**
 * The phases a Storybook render ends in (its `phase`): a story shown, failed, or given up for another. The
 * checks run inside the page, so they take this list as their argument.
 */
export const SETTLED_PHASES: readonly string[] = ["finished", "errored", "aborted"];

/** Shows `storyId` in the worker's page (see `show`) and resolves with what the preview reported. */
export function showStory(page: Page, story: Omit<Parameters<typeof show>[0], "settledPhases">) {
  return page.evaluate(show, { ...story, settledPhases: SETTLED_PHASES });
}

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

/** Every entry of the built Storybook's index.json: its stories and its docs pages. */
const entries = Object.values(
  (
    JSON.parse(readFileSync(join(STORYBOOK_DIR, "index.json"), "utf8")) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
);

/** Every story of the built Storybook. */
export const stories = entries.filter((entry) => entry.type === "story");

/** Every docs page of the built Storybook. */
export const docsPages = entries.filter((entry) => entry.type === "docs");

export interface Mode {
  name: string;
  globals: { scheme: "light" | "dark"; locale: string };
}

export const LIGHT: Mode = { name: "light", globals: { scheme: "light", locale: "en" } };
export const DARK: Mode = { name: "dark", globals: { scheme: "dark", locale: "en" } };
export const ARABIC: Mode = { name: "ar", globals: { scheme: "light", locale: "ar" } };

export interface PreviewWindow {
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
export interface Outcome {
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
export function show({
  storyId,
  globals,
  remount,
  settledPhases,
}: {
  storyId: string;
  globals: Mode["globals"];
  remount: boolean;
  /** SETTLED_PHASES, passed in: the function runs in the page, apart from this module. */
  settledPhases: readonly string[];
}) {
  const w = window as unknown as PreviewWindow;
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
    // Overlays entering and exiting, and what react-aria's exit finds running when it starts (it closes an
    // overlay once those finish): the trace of an overlay left open says whether its exit ever looked.
    const tagOf = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.hasAttribute("data-entering") ? " entering" : ""}${element.hasAttribute("data-exiting") ? " exiting" : ""}>`;
    const overlayStates = new MutationObserver((records) => {
      for (const { target, attributeName } of records) {
        const element = target as Element;
        if (element.closest("#storybook-root")) continue;
        note(
          `<${element.tagName.toLowerCase()}> ${attributeName} ${element.hasAttribute(attributeName!) ? "on" : "off"}`,
        );
      }
    });
    overlayStates.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-entering", "data-exiting"],
    });
    const getAnimations = Element.prototype.getAnimations;
    Element.prototype.getAnimations = function (this: Element, options?: GetAnimationsOptions) {
      const animations = getAnimations.call(this, options);
      if (this.hasAttribute("data-exiting"))
        note(
          `getAnimations on ${tagOf(this)}: ${animations.filter((a) => a.playState === "running").length} running`,
        );
      return animations;
    };
    // What a story leaves behind that a screenshot shows: overlays (portals are the body's children), the
    // scroll position and where focus went, with times, next to the render's phases.
    // Why getByRole would not see an element, as Testing Library decides it (plus inert), or "" if it would.
    const hiddenBy = (element: Element) => {
      if (getComputedStyle(element).visibility === "hidden") return "visibility";
      for (let at: Element | null = element; at; at = at.parentElement) {
        if ((at as HTMLElement).hidden) return `hidden attribute on <${at.tagName.toLowerCase()}>`;
        if (at.getAttribute("aria-hidden") === "true") return `aria-hidden on <${at.tagName.toLowerCase()}>`;
        if (at.hasAttribute("inert")) return `inert on <${at.tagName.toLowerCase()}>`;
        if (getComputedStyle(at).display === "none") return `display none on <${at.tagName.toLowerCase()}>`;
      }
      return "";
    };
    const describeNode = (node: Node) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}${[
            ...node.querySelectorAll("[role=dialog],[role=alertdialog],[role=listbox],[role=menu]"),
          ]
            .map((el) => {
              const hidden = hiddenBy(el);
              const options = [...el.querySelectorAll("[role=option]")];
              return (
                ` ${el.getAttribute("role")}"${el.getAttribute("aria-label") ?? el.textContent?.slice(0, 30)}"` +
                (hidden ? ` (hidden: ${hidden})` : "") +
                // A list's options, as a query would meet them: the first three names and any reason one is hidden.
                (el.getAttribute("role") === "listbox"
                  ? ` ${options.length} options [${options
                      .slice(0, 3)
                      .map((option) => {
                        const why = hiddenBy(option);
                        return `"${option.textContent}"${why ? ` (${why})` : ""}`;
                      })
                      .join(", ")}]`
                  : "")
              );
            })
            .join("")}>`
        : node.nodeName;
    const portals = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) note(`body + ${describeNode(node)}`);
        for (const node of record.removedNodes) note(`body - ${describeNode(node)}`);
      }
    });
    portals.observe(document.body, { childList: true });
    const onScroll = () =>
      note(`scroll y ${Math.round(window.scrollY * 10) / 10} of ${document.documentElement.scrollHeight}`);
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
            nodes: { target: string[]; failureSummary?: string }[];
          }[])
            outcome.violations.push({
              id: violation.id,
              help: violation.help,
              // axe's own account of each node ("insufficient color contrast of 2.9 (foreground color: …").
              targets: violation.nodes.map(
                (node) =>
                  node.target.join(" ") +
                  (node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, " ")}]` : ""),
              ),
            });
        }
        resolve();
      };
      channel.on("storyFinished", onFinished);
    });
    for (const [event, listener] of listeners) channel.on(event, listener);
    // The story on screen already (a second mode, or the page's first story) is mounted again: selecting it
    // would not render it. Args its play changed (controlled stories update their own) are reset first.
    const unhover = () => {
      // A tooltip's trigger keeps its hover (the story is about the tooltip it opened); a tooltip opened by focus
      // (a chart's) leaves the pointer free to leave what the play clicked before.
      // react-aria names a tooltip by id on its trigger; a chart's own tooltip has neither.
      const tooltips = [...document.querySelectorAll("[role=tooltip][id]")].map((tooltip) => tooltip.id);
      const opensTooltip = (element: Element) =>
        tooltips.some(
          (id) =>
            element.matches(`[aria-describedby~="${id}"]`) ||
            element.querySelector(`[aria-describedby~="${id}"]`) !== null,
        );
      for (const element of document.querySelectorAll("[data-hovered]")) {
        if (element.closest("[data-forced-state]") || opensTooltip(element)) continue;
        note(
          `pointer leaves <${element.tagName.toLowerCase()} "${(element.textContent ?? "").slice(0, 30)}">`,
        );
        element.dispatchEvent(
          new PointerEvent("pointerout", {
            bubbles: true,
            composed: true,
            pointerType: "mouse",
            relatedTarget: document.body,
          }),
        );
        element.dispatchEvent(
          new MouseEvent("mouseout", { bubbles: true, composed: true, relatedTarget: document.body }),
        );
      }
    };
    const again = remount || w.__STORYBOOK_PREVIEW__?.currentRender?.id === storyId;
    if (again) channel.emit("resetStoryArgs", { storyId });
    channel.emit(again ? "forceRemount" : "setCurrentStory", { storyId, viewMode: "story" });
    const deadline = performance.now() + 30_000;
    await Promise.race([finished, sleep(30_000)]);

    // The story is finished; wait until every render (a re-render after play included) is settled and the
    // document and the focus have not changed for 300 ms. react-aria's live announcer (visually hidden) is left
    // out: it removes each announcement ("15 options available") seconds after making it, and waiting for that
    // kept a story waiting up to 7 s for a change no screenshot shows.
    let lastChange = performance.now();
    const inAnnouncer = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest("[data-live-announcer]") != null;
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !inAnnouncer(record.target))) lastChange = performance.now();
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    let focused = document.activeElement;
    while (performance.now() < deadline) {
      // The pointer moves away: a play's last click or hover leaves react-aria's hover state (data-hovered)
      // on what it touched, and the screenshot would show the hover colour instead of the resting one.
      // Hover is shown on purpose in the state-grid stories (forced through props), and a tooltip opened
      // by hovering is what its story is about, so its trigger stays hovered.
      unhover();
      if (document.activeElement !== focused) {
        focused = document.activeElement;
        lastChange = performance.now();
      }
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
    overlayStates.disconnect();
    Element.prototype.getAnimations = getAnimations;
    portals.disconnect();
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("focusin", onFocus);
    note(
      `end: scroll y ${window.scrollY} of ${document.documentElement.scrollHeight}, html style "${document.documentElement.getAttribute("style") ?? ""}", ` +
        `renders ${(w.__STORYBOOK_PREVIEW__?.storyRenders ?? []).map((render) => `${render.id}:${render.phase}`).join(" ")}, ` +
        `open ${describeNode(document.body)}` +
        [...document.body.querySelectorAll("[data-entering], [data-exiting]")]
          .map(
            (el) =>
              `; ${tagOf(el)} animations [${el
                .getAnimations()
                .map((a) => `${(a as CSSAnimation).animationName ?? "?"} ${a.playState}`)
                .join(", ")}]`,
          )
          .join(""),
    );
    await document.fonts.ready;
    return outcome;
  })();
}

// One Storybook page per worker: loading the preview bundle and the service worker for every story cost more
// than the stories themselves. Stories are switched through Storybook's own channel, as its manager does,
// and every story still starts fresh (Storybook mounts it anew; the preview's beforeEach resets the toast
// queue, the clock and the sandbox). A failed test ends the worker, so the next one starts in a new page.
export const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await openStorybook(page, stories[0]!.id);
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

/** Loads the preview with `storyId` on screen, ready for `show`. */
export async function openStorybook(page: Page, storyId: string) {
  await page.goto("/iframe.html?viewMode=story&id=" + storyId);
  await page.waitForFunction((settled) => {
    const phase = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return settled.includes(phase ?? "");
  }, SETTLED_PHASES);
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
}

/** A rectangle of the viewport, in CSS pixels. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a screenshot takes, and the boxes it was made of (printed when a screenshot differs). */
export interface ShotArea extends Area {
  parts: string[];
}

/**
 * In the page: what a story's screenshot takes. The story's root (`#storybook-root`) and every overlay open
 * next to it (menus, listboxes, tooltips, popovers and toasts are portals, children of the body); when a
 * modal is open (a portal that covers the viewport, with its backdrop) the dialogs in it and the overlays
 * above it instead, since the story behind is dimmed. 8 px around it for focus rings and shadows, within
 * the viewport. The empty page around a component is not compared: a small change is a share of the
 * component, not of 800 x 600 pixels. What the screenshot does not show is no part of it: boxes outside the
 * viewport (Victory keeps an svg at -9999 px in the body to measure text once a chart has rendered: every
 * later story of that page was shot 8 px wider and taller, from the corner), the toast region while
 * screenshot.css hides it, and visually hidden boxes of a pixel or less.
 */
export function shotArea(): ShotArea {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const root = document.getElementById("storybook-root");
  const boxes: DOMRect[] = [];
  const modal: DOMRect[] = [];
  const parts: string[] = [];
  const toastsHidden = document.documentElement.dataset.visualToasts === "hidden";
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    return style.display !== "none" && style.visibility !== "hidden";
  };
  const name = (element: Element, rect: DOMRect) =>
    `<${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""}${
      element.getAttribute("data-ui") ? ` data-ui=${element.getAttribute("data-ui")}` : ""
    }${element.getAttribute("role") ? ` role=${element.getAttribute("role")}` : ""}> ${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  for (const child of document.body.children) {
    if (
      child === root ||
      child.id === "storybook-docs" ||
      ["SCRIPT", "STYLE", "LINK"].includes(child.tagName)
    )
      continue;
    if (child.matches("[data-live-announcer], [class^='sb-'], [class*=' sb-']") || !visible(child)) continue;
    if (toastsHidden && child.matches("[data-ui=ToastRegion], :has([data-ui=ToastRegion])")) continue;
    const rect = child.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    if (rect.right <= 0 || rect.bottom <= 0 || rect.left >= width || rect.top >= height) continue;
    if (rect.width >= width * 0.9 && rect.height >= height * 0.9) {
      const dialogs = [...child.querySelectorAll("[role=dialog], [role=alertdialog]")]
        .filter(visible)
        .filter((dialog) => !(toastsHidden && dialog.closest("[data-ui=ToastRegion]")))
        .map((dialog) => [dialog, dialog.getBoundingClientRect()] as const)
        .filter(([, box]) => box.width >= 1 && box.height >= 1);
      for (const [dialog, box] of dialogs.length ? dialogs : [[child, rect] as const]) {
        modal.push(box);
        parts.push("modal " + name(dialog, box));
      }
    } else {
      boxes.push(rect);
      parts.push(name(child, rect));
    }
  }
  if (modal.length) boxes.push(...modal);
  else if (root) {
    const rect = root.getBoundingClientRect();
    if (rect.width >= 1 && rect.height >= 1) {
      boxes.push(rect);
      parts.push(name(root, rect));
    }
  }
  const whole = { x: 0, y: 0, width, height, parts };
  if (boxes.length === 0) return whole;
  const margin = 8;
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top)) - margin));
  const right = Math.min(width, Math.ceil(Math.max(...boxes.map((box) => box.right)) + margin));
  const bottom = Math.min(height, Math.ceil(Math.max(...boxes.map((box) => box.bottom)) + margin));
  if (right - left < 1 || bottom - top < 1) return whole;
  return { x: left, y: top, width: right - left, height: bottom - top, parts };
}

/** Toasts close themselves after 3 s, so outside the Toast stories they are hidden (the plays assert them). */
export async function hideToasts(page: Page, hide: boolean) {
  await page.evaluate((hidden) => {
    if (hidden) document.documentElement.dataset.visualToasts = "hidden";
    else delete document.documentElement.dataset.visualToasts;
  }, hide);
}

const screenshotCss = readFileSync("visual/screenshot.css", "utf8");

const shotOptions = (clip: Area) =>
  ({ clip, animations: "disabled", caret: "hide", scale: "css", style: screenshotCss }) as const;

/** The screenshot of `clip`, taken again until two in a row are the same (at most 5 s). */
export async function stableShot(page: Page, clip: Area): Promise<Buffer> {
  const take = () => page.screenshot(shotOptions(clip));
  const deadline = Date.now() + 5_000;
  let previous = await take();
  while (Date.now() < deadline) {
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** One screenshot that passed within the tolerance without being its baseline (scripts/visual.mjs --stale). */
export interface StaleShot {
  /** The screenshot's file name. */
  name: string;
  /** The baseline it was compared with when it is a duplicate's (visual/duplicates.json): its twin's. */
  twin?: string;
  /** Pixels that differ at all (threshold 0). */
  exact: number;
  /** Pixels beyond THRESHOLD, as the suite counts them (at most MAX_DIFF_PIXELS, or it had failed). */
  different: number;
  /** sha256 of the render, written beside the list as `name`: two runs' renders of a story are compared by it. */
  sha256: string;
}

/**
 * Lists a screenshot that passed but is not its baseline in `staleDir`/found.jsonl (workers append to it side
 * by side, a line each) and keeps its render there, for scripts/visual.mjs to report and, asked to, to copy.
 */
function noteStale(name: string, baseline: string, expected: Buffer, actual: Buffer, different: number) {
  const shot: StaleShot = {
    name,
    ...(baseline !== name ? { twin: baseline } : {}),
    exact: compareImages(expected, actual, 0).different,
    different,
    sha256: createHash("sha256").update(actual).digest("hex"),
  };
  mkdirSync(staleDir!, { recursive: true });
  writeFileSync(join(staleDir!, name), actual);
  appendFileSync(join(staleDir!, "found.jsonl"), JSON.stringify(shot) + "\n");
}

/**
 * The screenshot `name` of what `shotArea` measures, compared with the baseline `baseline` (in
 * visual/__screenshots__: its own, or a duplicate's twin) by compare.ts: throws with the number of different
 * pixels and the boxes the area was made of when it differs;
 * the expected, actual and diff images are then attached to the test (the HTML report shows them side by
 * side) and kept in test-results/visual. A first shot that matches the baseline passes at once (the page
 * settled before it: harness.ts show); otherwise the shot is taken until two in a row agree, the area is
 * measured again after the shot and the shot taken again when it moved (something appeared or went while it
 * was taken), and that one is compared. While updating, writes the baseline when it is new or differs
 * (unchanged baselines stay as they are in git). Looking for stale baselines (`staleDir`), a shot that passes
 * without being the baseline's bytes is listed there (noteStale).
 */
export async function expectShot(page: Page, name: string, baseline = name): Promise<void> {
  const path = join(BASELINES, baseline);
  const expected = existsSync(path) ? readFileSync(path) : undefined;
  let area = await page.evaluate(shotArea);
  if (expected && !updating) {
    const first = await page.screenshot(shotOptions(area));
    // Looking for stale baselines, only the baseline's own bytes pass at once: a shot within the tolerance is
    // taken settled, as below, and reported.
    if (staleDir ? first.equals(expected) : !compareImages(expected, first).failure) return;
  }
  let actual = await stableShot(page, area);
  for (let tries = 0; tries < 3; tries++) {
    const again = await page.evaluate(shotArea);
    if (["x", "y", "width", "height"].every((key) => again[key as keyof Area] === area[key as keyof Area]))
      break;
    area = again;
    actual = await stableShot(page, area);
  }
  const comparison = expected && compareImages(expected, actual);
  if (updating) {
    if (!comparison || comparison.failure) {
      mkdirSync(BASELINES, { recursive: true });
      writeFileSync(path, actual);
    }
    return;
  }
  if (comparison && !comparison.failure) {
    if (staleDir && !actual.equals(expected))
      noteStale(name, baseline, expected, actual, comparison.different);
    return;
  }
  const info = test.info();
  const stem = name.replace(/\.png$/, "");
  const attach = async (kind: string, body: Buffer) => {
    const file = info.outputPath(`${stem}-${kind}.png`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    await info.attach(`${stem}-${kind}.png`, { path: file, contentType: "image/png" });
  };
  await attach("actual", actual);
  if (!expected || !comparison) throw new Error(`${name}: no baseline (run pnpm test:visual:update).`);
  await attach("expected", expected);
  await attach("diff", comparison.diff());
  throw new Error(
    `Screenshot ${name} differs: ${comparison.failure}\nThe area ${area.x},${area.y} ${area.width}x${area.height} ` +
      `was made of: ${area.parts.join("; ")}`,
  );
}
