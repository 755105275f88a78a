import { whenDrawn } from "@cms/ui";

/** How long a restored session waits at most before checking its kept info, where no paint is reported. */
export const CHECK_KEPT_AT_THE_LATEST_MS = 5_000;

/**
 * When a restored session checks the user's info and property list it kept from the last visit (the session's
 * `checkKept`): once the first screen is drawn, so the two reads do not share the line with the screen's own, and
 * at the latest after five seconds: a tab opened out of sight reports no paint, and its info would never be checked.
 */
export function checkKeptWhenDrawn(check: () => void): void {
  const stop = whenDrawn(() => {
    clearTimeout(latest);
    check();
  });
  const latest = setTimeout(() => {
    stop();
    check();
  }, CHECK_KEPT_AT_THE_LATEST_MS);
}
