import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";

/**
 * The file a user's action downloads (a chart's or a list's CSV): its suggested name and its text, without
 * the byte-order mark that spreadsheets need. `start` is the click that starts it.
 */
export async function downloadOf(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const waiting = page.waitForEvent("download");
  await start();
  const download = await waiting;
  return {
    name: download.suggestedFilename(),
    text: readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, ""),
  };
}
