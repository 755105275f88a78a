// `pnpm bench` (gateway monitoring): a monitoring page of 50 profiles at scale 80, the way the console asks for
// it (products.md section 9: page size 50), answered and checked against openapi.yaml as every answer is.
// Target: under 300 ms a page (issue 22). Nothing here asserts a time; the figures go to docs/benchmarks.md.
import { cpus, loadavg } from "node:os";
import { Bench } from "tinybench";
import { createSandbox } from "../src";
import { GW } from "../src/seed/gateway";
import { collection } from "../src/state";

const PROPERTY = "1001";
export const MONITORING_TARGET_MS = 300;

export async function runMonitoringBenchmarks(): Promise<{
  name: string;
  rows: string[][];
  notes: string[];
}> {
  const seededAt = performance.now();
  const sandbox = createSandbox({ actAs: "admin@demo.test", scale: 80 });
  const seedMs = performance.now() - seededAt;
  const profiles = collection(sandbox.state, GW.profile, PROPERTY).length;
  let all = 0;
  let devices = 0;
  for (const [, list] of Object.entries(sandbox.state.collections[GW.profile] ?? {})) {
    all += list.length;
    for (const profile of list) devices += ((profile.devices as unknown[] | undefined) ?? []).length;
  }

  const get = (query: string, path = "profile/index") =>
    sandbox.handle({
      method: "GET",
      url: new URL(`http://bench.test/api/cms/v3/${PROPERTY}/onespeed/${path}?${query}`),
      headers: new Headers(),
      bodyText: null,
    });
  const last = Math.ceil(profiles / 50);
  const cases: [string, string, string?][] = [
    ["first page of 50, newest first", "limit=50&page=1"],
    [`page ${last} of ${last}, sorted by last name`, `limit=50&page=${last}&sortBy=identity.lastName`],
    ["rooms connected now, page 1", "limit=50&page=1&showRooms=true&connected=connected"],
    ["search by guest name, page 1", "limit=50&page=1&search=welsch"],
    ["CSV of every match (all profiles)", "", "profile/csv"],
  ];
  const bench = new Bench({ time: 0, iterations: 10, warmupTime: 0, warmupIterations: 1 });
  for (const [name, query, path] of cases)
    bench.add(name, async () => {
      const answer = await get(query, path);
      if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status}`);
    });
  await bench.run();

  const rows = bench.tasks.map((task) => {
    const result = task.result as { latency?: { mean: number; p99?: number } } | undefined;
    const mean = result?.latency?.mean ?? 0;
    const p99 = result?.latency?.p99 ?? 0;
    const page = !task.name.startsWith("CSV");
    return [
      task.name,
      `${mean.toFixed(1)} ms`,
      `${p99.toFixed(1)} ms`,
      page ? (p99 < MONITORING_TARGET_MS ? "yes" : "**no**") : "—",
    ];
  });
  const notes = [
    `Scale 80: ${all.toLocaleString("en")} profiles with ${devices.toLocaleString("en")} devices in 2,000 properties, ` +
      `${profiles.toLocaleString("en")} of them at the demo property ${PROPERTY} (seeded in ${(seedMs / 1000).toFixed(1)} s). ` +
      "Each page is filtered, sorted and paged by the sandbox's handler and validated against the contract; " +
      `target: a page of 50 under ${MONITORING_TARGET_MS} ms (p99).`,
    // A shared machine's other work shows in every figure: the load says how much.
    `Load average (1 min) at the end of the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
  ];
  return { name: "Gateway monitoring (sandbox, scale 80)", rows, notes };
}
