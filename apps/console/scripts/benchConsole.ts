// What the console's browser benchmarks share: the HTTP sandbox at a chosen scale, the console's production
// build served as it is deployed (server/serve.mjs: precompressed files, caching, the API proxied) in front of
// it, headless Chromium, and a sign-in at a hotel.
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import type { AddressInfo } from "node:net";
import { startSandboxServer } from "@cms/sandbox/server";
import type { FastifyInstance } from "fastify";
import react from "@vitejs/plugin-react";
import { join } from "node:path";
import { build } from "vite";
// @ts-expect-error: plain JavaScript for the deploy, typed by its JSDoc, no declaration file
import { createConsoleServer } from "../server/serve.mjs";
import { assertChromium, launchOptions } from "../../../tooling/chromium";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Where the benchmarks build the console (and their floor pages, in folders of their own). */
export const outDir = fileURLToPath(new URL("../dist-bench", import.meta.url));

/**
 * `dist`: a console build to serve instead of building the current source (to measure an older commit's build
 * beside the current one).
 */
export async function startConsole({ scale, today, dist }: { scale: number; today: string; dist?: string }) {
  assertChromium();
  const seeded = performance.now();
  const api = await startSandboxServer({ port: 0, scale, today, log: () => {} });
  const seedSeconds = (performance.now() - seeded) / 1000;
  if (!dist) await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  const server = (await createConsoleServer({ dist: dist ?? outDir, api: api.url })) as FastifyInstance;
  await server.listen({ port: 0, host: "127.0.0.1" });
  const app = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ ...launchOptions, headless: true });

  /** A fresh page in a context of its own, the size of a front-desk screen. */
  const freshPage = async () =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-GB" })).newPage();

  /** A fresh page signed in as `email` (demo password) with `hotel` chosen in the drawer, as e2e/support.ts does. */
  async function signedIn(email: string, hotel: string): Promise<Page> {
    const page = await freshPage();
    await page.goto(`${app}/login`);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Sign in" }).click();
    await mainMenu(page).waitFor();
    const property = page
      .getByRole("complementary", { name: "Navigation" })
      .getByRole("combobox", { name: "Property" });
    await property.fill(hotel);
    await page.getByRole("option", { name: new RegExp(`^${hotel} \\(\\d+\\)$`) }).waitFor();
    await property.press("ArrowDown");
    await page.locator('[role="option"][data-focused="true"]').waitFor();
    await property.press("Enter");
    return page;
  }

  return {
    app,
    seedSeconds,
    signedIn,
    freshPage,
    close: async () => {
      await browser.close();
      await server.close();
      api.server.close();
    },
  };
}

/**
 * Builds a library floor's page (`floors/<name>`: a library's own part as its documentation shows it) beside the
 * console's build, served by the same server; returns its path on that server (`/floor-<name>/index.html`).
 */
export async function buildFloor(name: string): Promise<string> {
  const base = `floor-${name}`;
  await build({
    root: fileURLToPath(new URL(`./floors/${name}`, import.meta.url)),
    configFile: false,
    base: `/${base}/`,
    plugins: [react()],
    logLevel: "warn",
    build: { outDir: join(outDir, base), emptyOutDir: true },
  });
  return `/${base}/index.html`;
}

/** `work` with the page's CPU slowed 4x (a cheap front-desk PC), then at full speed again. */
export async function atQuarterSpeed<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    return await work();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
}

export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

/** In-page scripts are strings, so tsx's helpers (`__name`) stay out of the page. The list's first row's text: */
const FIRST_ROW = `document.querySelector('[data-ui="ListTable"] [data-row-index="0"]')?.textContent ?? ""`;

/**
 * In-page (a string): a promise of the time (`performance.now()`) of the frame painted once the expression `shown`
 * first held after a change of the page.
 */
export const paintedOnce = (shown: string) => `new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!(${shown})) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})`;

/**
 * In-page, from a script run before the page's own: a promise of the time (`performance.now()`) of the frame
 * painted after the list's first row came to show text other than `before`.
 */
export const ROW_PAINTED = `((before) => ${paintedOnce(`(${FIRST_ROW}) && (${FIRST_ROW}) !== before`)})`;

/** Lighthouse's mobile line ("slow 4G": 150 ms, 1.6 Mbit/s down, 750 kbit/s up), in Chromium's own throttling. */
const PHONE_LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * A console (the current build, or the build in `dist`) signed in as the super administrator at Hotel Sacher Wien,
 * opening a path as a bookmark or a reload does on a cheap PC: the browser's cache emptied (the first visit after a
 * release), the CPU slowed 4x. `watch`, run in the page before its own scripts, sets `window.shown`: a promise of
 * what `open` resolves with.
 */
export async function coldOpener<T>({
  today,
  dist,
  watch,
  phoneLine = false,
}: {
  today: string;
  dist?: string;
  watch: string;
  /** Over Lighthouse's mobile line (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) instead of loopback. */
  phoneLine?: boolean;
}) {
  const started = await startConsole({ scale: 1, today, ...(dist && { dist }) });
  const page: Page = await started.signedIn("super@demo.test", "Hotel Sacher Wien");
  const cdp = await page.context().newCDPSession(page);
  await page.context().addInitScript(watch);
  return {
    close: started.close,
    async open(path: string): Promise<T> {
      await page.goto("about:blank");
      await cdp.send("Network.clearBrowserCache");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      if (phoneLine) await cdp.send("Network.emulateNetworkConditions", PHONE_LINE);
      await page.goto(`${started.app}${path}`, { waitUntil: "commit" });
      const shown = (await page.evaluate("window.shown")) as T;
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      if (phoneLine) await cdp.send("Network.emulateNetworkConditions", NO_THROTTLING);
      return shown;
    },
  };
}

/**
 * In-page: `window.measured` resolves with ms from the next `type` event to the frame painted after the first
 * row's text changed. A string, so tsx's helpers (`__name`) stay out of the page.
 */
const ARM = `(eventType) => {
  const before = ${FIRST_ROW};
  window.measured = new Promise((resolve) => {
    window.addEventListener(eventType, (event) => {
      const start = event.timeStamp;
      ${ROW_PAINTED}(before).then((at) => resolve(at - start));
    }, { capture: true, once: true });
  });
}`;

/** Arms the row-change timer for the next `type` event; `measured(page)` reads it. */
export const armRowChange = (page: Page, type: "click" | "keydown") =>
  page.evaluate(`(${ARM})(${JSON.stringify(type)})`);
export const measured = (page: Page) => page.evaluate("window.measured") as Promise<number>;

/**
 * In-page recorders (a string, so tsx's helpers stay out of the page): `window.keys`, every keydown's Event Timing
 * entry (key to next paint; entries of 16 ms and more), `window.keyWork`, the time the page's handlers took for
 * each keydown and keypress in those entries (a keypress's includes the input event it fires), and
 * `window.tasks`, every long task (50 ms or more), with their start times.
 */
export const RECORD_KEYS_AND_TASKS = `(() => {
  window.keys = [];
  window.keyWork = [];
  window.tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === "keydown") window.keys.push({ start: e.startTime, duration: e.duration });
      if (e.name === "keydown" || e.name === "keypress") window.keyWork.push({ start: e.startTime, duration: e.processingEnd - e.processingStart });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: false });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: false });
})()`;
