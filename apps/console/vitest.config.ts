import { defineProject } from "vitest/config";

// Session, permissions and routing logic against the sandbox's msw handlers. The shell's stories run in Chromium
// through the root `test:stories`; whole journeys run in Playwright (`e2e/`).
export default defineProject({
  test: {
    name: "console",
    // Most files test logic and need no DOM: a jsdom window costs about 0.8 s per file on the 2-core CI
    // machine, so a file that renders or needs the browser's storage says so in its first line,
    // `// @vitest-environment jsdom` (without it, `document` or `localStorage` is not defined).
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
  },
});
