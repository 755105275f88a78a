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
