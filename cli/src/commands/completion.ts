import type { Command } from "@commander-js/extra-typings";

/** A command path (e.g. `licences renew`) with its subcommands and options, read from the program. */
interface Node {
  path: string[];
  description: string;
  subcommands: string[];
  options: { flags: string[]; description: string; takesValue: boolean; choices?: readonly string[] }[];
}

export const SHELLS = ["bash", "zsh", "fish"] as const;
export type Shell = (typeof SHELLS)[number];

type AnyCommand = Command<unknown[], Record<string, unknown>, Record<string, unknown>>;

function walk(command: AnyCommand, path: string[], globals: Node["options"]): Node[] {
  const own = command.options
    .filter((o) => !o.hidden)
    .map((o) => ({
      flags: [o.long, o.short].filter((f): f is string => Boolean(f)),
      description: o.description,
      takesValue: o.required || o.optional,
      choices: o.argChoices,
    }));
  const options = [
    ...globals,
    ...own,
    { flags: ["--help", "-h"], description: "display help", takesValue: false },
  ];
  const subcommands = command.commands.filter((c) => c.name() !== "help") as unknown as AnyCommand[];
  const node: Node = {
    path,
    description: command.description(),
    subcommands: subcommands.map((c) => c.name()),
    options,
  };
  const inherited = path.length ? globals : own;
  return [node, ...subcommands.flatMap((c) => walk(c, [...path, c.name()], inherited))];
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bash(nodes: Node[]): string {
  const cases = nodes
    .map((n) => {
      const words = [...n.subcommands, ...n.options.flatMap((o) => o.flags)].join(" ");
      const values = n.options
        .filter((o) => o.choices)
        .map(
          (o) =>
            `        ${o.flags.join("|")}) COMPREPLY=($(compgen -W ${quote(o.choices!.join(" "))} -- "$cur")); return ;;`,
        )
        .join("\n");
      return `    ${quote(n.path.join(" "))})\n      case "$prev" in\n${values}\n      esac\n      COMPREPLY=($(compgen -W ${quote(words)} -- "$cur")) ;;`;
    })
    .join("\n");
  const commandWords = [...new Set(nodes.flatMap((n) => n.path))].join("|");
  return `# cms completion for bash: source <(cms completion bash)
_cms() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" word
  for word in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in
      ${commandWords}) path="\${path:+$path }$word" ;;
    esac
  done
  case "$path" in
${cases}
  esac
}
complete -o default -F _cms cms
`;
}

function fish(nodes: Node[]): string {
  const lines = [
    "# cms completion for fish: cms completion fish > ~/.config/fish/completions/cms.fish",
    "complete -c cms -f",
  ];
  for (const n of nodes) {
    // fish sees the words typed so far; a node applies when exactly its path has been typed.
    const seen = n.path.map((p) => `__fish_seen_subcommand_from ${p}`);
    const others = nodes
      .filter(
        (m) => m.path.length === n.path.length + 1 && m.path.slice(0, -1).join(" ") === n.path.join(" "),
      )
      .map((m) => m.path.at(-1)!);
    const condition = [
      ...seen,
      ...(others.length ? [`not __fish_seen_subcommand_from ${others.join(" ")}`] : []),
    ].join("; and ");
    const when = condition ? ` -n ${quote(condition)}` : n.path.length ? "" : " -n __fish_use_subcommand";
    for (const sub of n.subcommands) {
      const child = nodes.find((m) => m.path.join(" ") === [...n.path, sub].join(" "));
      lines.push(`complete -c cms${when} -a ${sub} -d ${quote(child?.description ?? "")}`);
    }
    for (const o of n.options) {
      const long = o.flags.find((f) => f.startsWith("--"))?.slice(2);
      const short = o.flags.find((f) => /^-\w$/.test(f))?.slice(1);
      const parts = [long ? ` -l ${long}` : "", short ? ` -s ${short}` : "", o.takesValue ? " -r" : ""];
      const choices = o.choices ? ` -a ${quote(o.choices.join(" "))}` : "";
      lines.push(`complete -c cms${when}${parts.join("")}${choices} -d ${quote(o.description)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** zsh runs the bash completion through bashcompinit: one source of truth for both shells. */
const zsh = (nodes: Node[]) =>
  `#compdef cms\n# cms completion for zsh: source <(cms completion zsh)\nautoload -U +X bashcompinit && bashcompinit\n${bash(nodes).replace(/^# .*\n/, "")}`;

export function completionScript(program: unknown, shell: Shell): string {
  const nodes = walk(program as AnyCommand, [], []);
  return shell === "bash" ? bash(nodes) : shell === "zsh" ? zsh(nodes) : fish(nodes);
}
