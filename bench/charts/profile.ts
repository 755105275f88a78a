// Not part of `pnpm bench:charts`: a CPU profile of one chart's first render (`tsx profile.ts ours|victory|floor`),
// built without minification so function names read; prints the functions with the most self and total time.
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { build, preview } from "vite";
import { launchOptions } from "../../tooling/chromium";

const root = fileURLToPath(new URL(".", import.meta.url));
const configFile = fileURLToPath(new URL("vite.config.ts", import.meta.url));
const lib = process.argv[2] ?? "ours";
const outDir = "dist"; // rebuilt minified by the next `pnpm bench:charts`
await build({ root, configFile, logLevel: "warn", build: { minify: false, outDir } });
const server = await preview({
  root,
  configFile,
  build: { outDir },
  preview: { port: 0, host: "127.0.0.1" },
  logLevel: "warn",
});
const url = server.resolvedUrls!.local[0]!;
const browser = await chromium.launch({ ...launchOptions, headless: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${url}?lib=${lib}&hold`);
await page.waitForFunction(() => window.bench?.go !== undefined);
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
await cdp.send("Profiler.start");
await page.evaluate(() => window.bench.go!());
await page.waitForFunction(() => window.bench.firstRender !== undefined);
const { profile } = await cdp.send("Profiler.stop");
console.log("first render", await page.evaluate(() => window.bench.firstRender));
await browser.close();
await server.close();

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
const nodes = new Map<number, Node>(profile.nodes.map((n) => [n.id, n as Node]));
const parent = new Map<number, number>();
for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<number, number>();
const samples = profile.samples ?? [];
const timeDeltas = profile.timeDeltas ?? [];
for (let i = 0; i < samples.length; i++) {
  const dt = (timeDeltas[i + 1] ?? 0) / 1000;
  self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + dt);
}
const name = (n: Node) =>
  `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
const selfBy = new Map<string, number>();
const totalBy = new Map<string, number>();
for (const [id, ms] of self) {
  selfBy.set(name(nodes.get(id)!), (selfBy.get(name(nodes.get(id)!)) ?? 0) + ms);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = name(nodes.get(cur)!);
    if (seen.has(k)) continue;
    seen.add(k);
    totalBy.set(k, (totalBy.get(k) ?? 0) + ms);
  }
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)}  ${k}`)
    .join("\n");
console.log("== self ==\n" + top(selfBy, 40));
console.log("== total ==\n" + top(totalBy, 80));
