import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The README's "Adding a list screen" shows the roles screen whole; a reader copying it must get the real one.
describe("README example", () => {
  it("is the roles screen as it is in the code", () => {
    const readme = readFileSync(join(import.meta.dirname, "../../../../../README.md"), "utf8");
    const source = readFileSync(join(import.meta.dirname, "RolesScreen.tsx"), "utf8");
    const shown = /```tsx\n\/\/ apps\/console\/src\/screens\/lists\/RolesScreen\.tsx\n([\s\S]*?)```/.exec(
      readme,
    )?.[1];
    expect(shown).toBe(source);
  });
});
