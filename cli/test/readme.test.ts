import { readFileSync } from "node:fs";
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import { describe, expect, it } from "vitest";
import { createProgram } from "../src/program";

/** Every runnable command of the program as its words, e.g. `guests import`. */
function leafCommands(): string[] {
  const leaves: string[] = [];
  const walk = (command: CommandUnknownOpts, path: string[]) => {
    if (!command.commands.length) leaves.push(path.join(" "));
    for (const sub of command.commands) walk(sub, [...path, sub.name()]);
  };
  const { program } = createProgram({
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: {},
  });
  for (const command of program.commands) walk(command, [command.name()]);
  return leaves;
}

/**
 * The commands the README's table names. A row's first cell is like "`cms guests ping` / `sync`": each
 * later code span replaces the last word of the first one.
 */
function readmeCommands(): string[] {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  return readme
    .split("\n")
    .filter((line) => line.startsWith("| `cms "))
    .flatMap((line) => {
      // Cells split on unescaped pipes only: `completion bash\|zsh\|fish` is one cell.
      const [first, ...others] = [...line.split(/(?<!\\)\|/)[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const words = first!.replace(/^cms /, "").split(" ");
      const named = [words.join(" ")];
      for (const other of others) named.push([...words.slice(0, -1), other].join(" "));
      return named;
    });
}

describe("README", () => {
  it("names every command in its command table", () => {
    const named = readmeCommands();
    const missing = leafCommands().filter(
      (command) => !named.some((entry) => entry === command || entry.startsWith(`${command} `)),
    );
    expect(missing).toEqual([]);
  });
});
