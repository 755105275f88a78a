import { expect, screen, waitFor } from "storybook/test";
import { SANDBOX_WAIT } from "./ConsoleStory";

// Helpers of the weather stories (the same as the UI library's stories use; that folder is not exported).

/**
 * react-stately's virtualizer reads `process.env.VIRT_ON` when NODE_ENV is "test", as in the story tests,
 * where the browser has no `process`. VIRT_ON keeps real virtualization on, so the tests measure what users
 * get. Storybook and the app never read it.
 */
export function provideVirtualizerEnv(): () => void {
  const scope = globalThis as { process?: unknown };
  if (scope.process !== undefined) return () => {};
  scope.process = { env: { VIRT_ON: "1" } };
  return () => {
    delete scope.process;
  };
}

/** Asserts that the page is laid out right to left (a story in Arabic). */
export async function expectRightToLeft(canvasElement: HTMLElement): Promise<void> {
  await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
}

/**
 * React Aria announces a pressed button's pending state by pointing a live-region entry at the button and keeps
 * it for 7 seconds; when the button's dialog closes first, axe sees a reference to a removed element. Screen
 * readers have read it by then, so stories that close a dialog from a pending button drop those entries.
 */
export function dropStaleAnnouncements(): void {
  for (const node of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) {
    const ids = node.getAttribute("aria-labelledby")!.split(" ");
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}

/**
 * Focus moved below the fold scrolls the page, and where it stops depends on the order a busy machine does
 * things in (the streaming dashboard's delete plays ended 1,197 or 1,234 px down, same page, same focus). A play
 * that ends below the fold centres what it ended on (the focused element unless told), so its screenshot shows
 * the same part of the page every run. It centres again until the element stays put for two frames: a part
 * above it that grows late (a chart redrawn with a new name) moved it after one centring (Name A Service was
 * shot 69 px apart in two runs).
 */
export async function centreInView(element: Element | null = document.activeElement): Promise<void> {
  if (!element) return;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = Number.NaN;
  await waitFor(
    async () => {
      element.scrollIntoView({ block: "center", inline: "nearest" });
      await frame();
      await frame();
      const top = element.getBoundingClientRect().top;
      const still = top === last;
      last = top;
      expect(still).toBe(true);
    },
    { timeout: 5_000 },
  );
}

/** A chart (or another group of the screen) by its name, once the sandbox's answer has drawn it. */
export const findChart = (name: string) => screen.findByRole("group", { name }, SANDBOX_WAIT);
