import { cpus, totalmem } from "node:os";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSandboxBenchmarks } from "./sandbox.bench";

const target = fileURLToPath(new URL("../../../docs/benchmarks.md", import.meta.url));
const sections = [await runSandboxBenchmarks()];
const machine = `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
const lines = [
  "# Benchmarks",
  "",
  "Written by `pnpm bench`; budgets are checked here, never by timed assertions in tests.",
  "",
  `- Machine: ${machine}`,
  `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
];
for (const section of sections) {
  lines.push(`## ${section.name}`, "", "| case | mean | p99 |", "| --- | --- | --- |");
  for (const row of section.rows) lines.push(`| ${row.join(" | ")} |`);
  lines.push("");
}
writeFileSync(target, lines.join("\n"));
console.log(lines.join("\n"));
