// Writes one section of docs/benchmarks.md, leaving the others as they are: each `pnpm bench:*` owns the
// sections it measures, and each section says on which machine and when it was measured.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";

export const BENCHMARKS_FILE = fileURLToPath(new URL("../docs/benchmarks.md", import.meta.url));

const HEADER = [
  "# Benchmarks",
  "",
  "Written by `pnpm bench` (every benchmark) and `pnpm bench:list`; budgets are checked here, never by timed",
  "assertions in tests. Each section names the machine and the date it was measured on.",
  "",
].join("\n");

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

export const now = () => `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A Markdown table. */
export function table(head: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
}

/** Replaces (or appends) the section `## title` with `lines`, stamped with the machine and date. */
export function writeSection(title: string, lines: string[], file = BENCHMARKS_FILE): string {
  const body = [`## ${title}`, "", `- Machine: ${machine()}`, `- Date: ${now()}`, "", ...lines, ""].join(
    "\n",
  );
  const current = existsSync(file) ? readFileSync(file, "utf8") : HEADER;
  const rest = current
    .split(/^(?=## )/m)
    .filter((section) => section.startsWith("## "))
    .map((section) => `${section.trimEnd()}\n\n`);
  const index = rest.findIndex((section) => section.startsWith(`## ${title}\n`));
  if (index >= 0) rest[index] = `${body.trimEnd()}\n\n`;
  else rest.push(`${body.trimEnd()}\n\n`);
  writeFileSync(file, `${HEADER}\n${rest.join("").trimEnd()}\n`);
  return body;
}

/** The middle value (the mean of the two middle ones for an even count): robust against one slow run. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
