import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every button that closes a dialog, drawer, confirmation or inline form without doing anything is the kit's
// CancelButton (issue 26: cancel buttons had four looks, as each screen picked a Button variant of its own).
// This reads the sources: a `<Button>` whose label is a cancel or close text is one screen's own choice again.

const root = join(import.meta.dirname, "..", "..", "..");
const sources = ["packages/ui/src", "apps/console/src"];

function* tsxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path);
    else if (entry.name.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(entry.name)) yield path;
  }
}

/**
 * Not a dialog's cancel, with why: the kit part itself, and the dismiss inside the refusal notice of the
 * layout (a notice's own small action, like a toast's close).
 */
const NOT_CANCEL_BUTTONS = new Set([
  "packages/ui/src/Button/CancelButton.tsx",
  "apps/console/src/shell/AppLayout.tsx",
]);

/** A text button's label that cancels or closes: a translation key ending in cancel or close. */
const CANCEL_LABEL = /t\(\s*[`"'][^`"']*\b(cancel|close)[`"']/i;

describe("cancel buttons", () => {
  it("are the kit's CancelButton everywhere", () => {
    const ownLooks: string[] = [];
    for (const dir of sources) {
      for (const file of tsxFiles(join(root, dir))) {
        if (NOT_CANCEL_BUTTONS.has(relative(root, file))) continue;
        const text = readFileSync(file, "utf8");
        for (const match of text.matchAll(/<Button\b[^>]*>([\s\S]*?)<\/Button>/g)) {
          if (CANCEL_LABEL.test(match[1] ?? "")) {
            const line = text.slice(0, match.index).split("\n").length;
            ownLooks.push(`${relative(root, file)}:${line}`);
          }
        }
      }
    }
    expect(ownLooks).toEqual([]);
  });
});
