// `pnpm bench` (sandbox part): how fast the stand-in backend is, so that console and CLI benchmarks measure
// themselves and not the sandbox. Results go to docs/benchmarks.md; nothing here asserts a time.
import { Bench } from "tinybench";
import { createSandbox, seed } from "../src";
import { startSandboxServer } from "../src/server";

export async function runSandboxBenchmarks(): Promise<{ name: string; rows: string[][] }> {
  const small = createSandbox({ actAs: "super@demo.test" });
  const large = createSandbox({ actAs: "super@demo.test", scale: 80 });
  const get = (sandbox: typeof small, path: string) =>
    sandbox.handle({
      method: "GET",
      url: new URL(`http://bench.test${path}`),
      headers: new Headers(),
      bodyText: null,
    });

  const bench = new Bench({ time: 0, iterations: 5, warmupTime: 0, warmupIterations: 1 });
  bench
    .add("seed, scale 1 (25 properties)", () => {
      seed({ scale: 1 });
    })
    .add("seed, scale 80 (2,000 properties)", () => {
      seed({ scale: 80 });
    })
    .add("GET property/index, 2,000 properties, validated", async () => {
      await get(large, "/api/cms/v3/property/index");
    })
    .add("GET user/index, 3,200 users, validated", async () => {
      await get(large, "/api/cms/v3/user/index");
    })
    .add("GET property/index, 25 properties", async () => {
      await get(small, "/api/cms/v3/property/index");
    });
  await bench.run();

  // Start-up as a user sees it: from start to the first answer on the socket.
  const startedAt = performance.now();
  const running = await startSandboxServer({ port: 0, log: () => undefined });
  await fetch(`${running.url}/api/cms/v3/language/index`);
  const startup = performance.now() - startedAt;
  running.server.close();

  const rows = bench.tasks.map((task) => {
    const result = task.result as
      { latency?: { mean: number; p99?: number }; throughput?: { mean: number } } | undefined;
    return [
      task.name,
      `${(result?.latency?.mean ?? 0).toFixed(2)} ms`,
      `${(result?.latency?.p99 ?? 0).toFixed(2)} ms`,
    ];
  });
  rows.push(["server start to first answer (scale 1)", `${startup.toFixed(0)} ms`, "—"]);
  return { name: "Sandbox", rows };
}
