import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createProgram } from "../src/program";
import { completionScript } from "../src/commands/completion";

const script = (shell: "bash" | "zsh" | "fish") =>
  completionScript(
    createProgram({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: {} }).program,
    shell,
  );

/** Runs the bash completion for the words typed so far and returns what it offers. */
function complete(...words: string[]): string[] {
  const line = words.map((w) => `'${w}'`).join(" ");
  const output = execFileSync(
    "bash",
    [
      "-c",
      `${script("bash")}\nCOMP_WORDS=(cms ${line}); COMP_CWORD=${words.length}; _cms; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: "utf8" },
  );
  return output.split("\n").filter(Boolean);
}

const hasFish = spawnSync("fish", ["--version"]).status === 0;

describe("shell completion", () => {
  it("completes commands, options and option values in bash", () => {
    expect(complete("lic")).toEqual(["licences"]);
    expect(complete("licences", "")).toEqual(expect.arrayContaining(["list", "renew"]));
    expect(complete("licences", "renew", "--re")).toEqual(["--resume"]);
    expect(complete("licences", "list", "--format", "j")).toEqual(["json", "jsonl"]);
  });

  it("prints scripts for zsh and fish", () => {
    expect(script("zsh")).toMatch(/^#compdef cms\n/);
    expect(script("zsh")).toContain("bashcompinit");
    expect(script("fish")).toContain(
      "complete -c cms -n '__fish_seen_subcommand_from licences; and not __fish_seen_subcommand_from list renew' -a renew",
    );
  });

  // fish is not on every machine (CI's may lack it); where it is, its own completer runs the script.
  it.skipIf(!hasFish)(
    "completes subcommands and option values in fish (skipped where fish is not installed)",
    () => {
      const output = execFileSync(
        "fish",
        ["-c", `${script("fish")}\ncomplete -C "cms licences "; complete -C "cms licences list --format j"`],
        { encoding: "utf8" },
      );
      expect(output).toMatch(/^list\t/m);
      expect(output).toMatch(/^renew\t/m);
      expect(output).toMatch(/^jsonl\t/m);
    },
  );
});
