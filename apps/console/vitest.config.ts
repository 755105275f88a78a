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
    // The files of a worker share their modules: each file imported the UI library afresh (about 2.8 s on the
    // 2-core machine, React Aria alone 0.8 s), two thirds of the project's time (100 s -> 28 s). A file keeps no
    // state for the next (each file's msw server closed; the rest in the library's unit setup, test/setup.ts: the
    // DOM cleaned, storage cleared, timers, stubs and mocked modules undone); a test that needs modules as no one
    // has used them yet imports them after `vi.resetModules()` (app/contributions.test.ts).
    isolate: false,
  },
});
