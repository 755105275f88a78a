/**
 * React Aria announces a pressed button's pending state by pointing a live-region entry at the button
 * (`aria-labelledby`) and keeps that entry for 7 seconds. When the button's dialog closes first, axe sees a
 * reference to an element that no longer exists. Screen readers have read it by then, so stories that close a
 * dialog from a pending button drop those stale entries before axe runs.
 */
export function dropStaleAnnouncements(): void {
  for (const node of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) {
    const ids = node.getAttribute("aria-labelledby")!.split(" ");
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}
