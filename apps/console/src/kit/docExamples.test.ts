import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// docs/adding-a-screen.md shows real screens whole; a reader copying one must get the screen as it is.
const repo = join(import.meta.dirname, "../../../..");
const doc = readFileSync(join(repo, "docs/adding-a-screen.md"), "utf8");
const examples = [...doc.matchAll(/```tsx\n\/\/ (apps\/console\/\S+\.tsx)\n([\s\S]*?)```/g)];

describe("docs/adding-a-screen.md", () => {
  it("shows a list, a settings and a custom screen", () => {
    expect(examples.map(([, path]) => path)).toEqual([
      "apps/console/src/products/platform/roles/RolesScreen.tsx",
      "apps/console/src/products/platform/weather-settings/WeatherSettingsScreen.tsx",
      "apps/console/src/products/platform/media-pool/MediaPoolScreen.tsx",
    ]);
  });

  it.each(examples.map(([, path, shown]) => [path!, shown!]))(
    "shows %s as it is in the code",
    (path, shown) => {
      expect(shown).toBe(readFileSync(join(repo, path), "utf8"));
    },
  );
});
