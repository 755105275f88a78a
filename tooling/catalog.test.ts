import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

// One version of each shared dependency (issue 44): a dependency that more than one package of the workspace
// declares takes its version from pnpm-workspace.yaml's catalog, so the packages cannot drift apart (papaparse
// was 5.5.3 in the UI library and 5.7.1 in the sandbox and the CLI).
const root = join(import.meta.dirname, "..");
const workspace = parse(readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")) as {
  packages: string[];
  catalog: Record<string, string>;
};

/** Every package.json of the workspace: the root and each folder its `packages` globs (`dir/*` or `dir`) name. */
function manifests(): string[] {
  const folders = workspace.packages.flatMap((glob) =>
    glob.endsWith("/*")
      ? readdirSync(join(root, glob.slice(0, -2))).map((name) => join(glob.slice(0, -2), name))
      : [glob],
  );
  return ["", ...folders].map((folder) => join(root, folder, "package.json")).filter(existsSync);
}

type Manifest = Record<"dependencies" | "devDependencies", Record<string, string> | undefined>;
const declared = manifests().map((file) => ({
  file,
  entries: (["dependencies", "devDependencies"] as const).flatMap((field) =>
    Object.entries((JSON.parse(readFileSync(file, "utf8")) as Manifest)[field] ?? {}),
  ),
}));

describe("the dependency catalog", () => {
  it("gives every dependency declared by more than one package its version, which they all take", () => {
    const declaredBy = new Map<string, string[]>();
    for (const { file, entries } of declared)
      for (const [name, version] of entries)
        if (!version.startsWith("workspace:")) declaredBy.set(name, [...(declaredBy.get(name) ?? []), file]);
    const shared = [...declaredBy].filter(([, files]) => files.length > 1).map(([name]) => name);
    expect(shared.length).toBeGreaterThan(10);
    expect(shared.filter((name) => !workspace.catalog[name])).toEqual([]);
    const pinnedElsewhere = declared.flatMap(({ file, entries }) =>
      entries
        .filter(([name, version]) => shared.includes(name) && version !== "catalog:")
        .map(([name, version]) => `${file.slice(root.length + 1)}: ${name}@${version}`),
    );
    expect(pinnedElsewhere).toEqual([]);
  });

  it("pins exact versions, and lists nothing that no package takes", () => {
    const taken = new Set(
      declared.flatMap(({ entries }) => entries.filter(([, v]) => v === "catalog:").map(([n]) => n)),
    );
    expect(Object.entries(workspace.catalog).filter(([, v]) => !/^\d+\.\d+\.\d+$/.test(v))).toEqual([]);
    expect(Object.keys(workspace.catalog).filter((name) => !taken.has(name))).toEqual([]);
  });
});
