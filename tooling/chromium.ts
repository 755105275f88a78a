// The one place that knows which Chromium runs the browser tests (stories in vitest, screenshots in
// Playwright). Playwright's own browser download cannot reach its host here, so Debian's Chromium is used;
// CHROMIUM_PATH points elsewhere on other machines.
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a headless run in a container without a GPU and with a closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's (apt-get install -y chromium fonts-liberation) ` +
        "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
}

export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
