import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";

// msw writes its service worker only on install, which pnpm does not allow it to run: the worker is
// committed in .storybook/public and must match the installed msw, or Storybook's mocks silently stop.
it("Storybook's msw service worker matches the installed msw version", () => {
  const require = createRequire(import.meta.url);
  const installed = readFileSync(require.resolve("msw/mockServiceWorker.js"), "utf8");
  const committed = readFileSync(
    new URL("../.storybook/public/mockServiceWorker.js", import.meta.url),
    "utf8",
  );
  expect(committed, "run: cp node_modules/msw/lib/mockServiceWorker.js .storybook/public/").toBe(installed);
});
