import { table, writeSection } from "../../../tooling/benchmarks";
import { runSandboxBenchmarks } from "./sandbox.bench";

const { name, rows } = await runSandboxBenchmarks();
console.log(writeSection(name, table(["case", "mean", "p99"], rows)));
