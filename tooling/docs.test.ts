import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The docs name files in backticks (`kit/query.ts`, `e2e/sub-path.spec.ts`); a rename that forgets them leaves a
// newcomer looking for a file that is gone (issue 44: "dangling doc references"). A name counts when a file of the
// repository ends with it, so a path relative to its package (`app/routes.ts`) is fine.
const root = join(import.meta.dirname, "..");
const SKIP = new Set([
  "node_modules",
  ".git",
  "dist",
  "dist-size",
  "storybook-static",
  "test-results",
  "coverage",
]);

/** A folder another test writes for a moment (the lint test's probes) may be gone by the time it is read. */
function entriesOf(folder: string) {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function filesUnder(folder: string, into: string[] = []): string[] {
  for (const entry of entriesOf(folder)) {
    if (SKIP.has(entry.name) || entry.name.startsWith("lint-probe-")) continue;
    if (entry.name.startsWith(".") && entry.name !== ".storybook") continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) filesUnder(path, into);
    else into.push(relative(root, path).replaceAll("\\", "/"));
  }
  return into;
}

const files = filesUnder(root);
const docs = files.filter(
  (file) => /^(docs\/[^/]+|README|[^/]+\/[^/]+\/README)\.md$/.test(file) || file === "README.md",
);
/** A file name in backticks: letters, digits and path characters, with an extension a source or doc file has. */
const NAMED = /`([\w.\-/]+\.(?:ts|tsx|mjs|js|json|md|mdx|yaml|yml|sh|css))`/g;
/** Files that exist only after a build, a deploy (the built console's config.js) or a test run (its reports). */
const BUILT = /^(dist|test-results)\//;

describe("the docs", () => {
  it("name only files that exist", () => {
    expect(docs).toContain("docs/decisions.md");
    const dangling = docs.flatMap((doc) =>
      [...readFileSync(join(root, doc), "utf8").matchAll(NAMED)]
        .map((match) => match[1]!)
        .filter(
          (name) => !BUILT.test(name) && !files.some((file) => file === name || file.endsWith(`/${name}`)),
        )
        .map((name) => `${doc}: ${name}`),
    );
    expect(dangling).toEqual([]);
  });
});
