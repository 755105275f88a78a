import { defineProject } from "vitest/config";

// Pure logic tests in node and component tests in jsdom. Stories run in real Chromium through the root `test:stories`.
export default defineProject({
  test: {
    name: "ui",
    // A jsdom window costs about 0.5 s per file on the 2-core CI machine: a file that renders or needs the
    // document says so in its first line, `// @vitest-environment jsdom` (without it, `document` is not defined).
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
    // Not a speed budget (those are benchmarks): jsdom re-matches every CSS rule for each element React Aria's
    // focus checks read after a DOM change, so one click in a tabbed dialog costs about 0.4 s here and a dialog
    // journey about 2 s on a quiet machine, twice that in CI's parallel run (docs/flaky-tests.md, cause 12).
    testTimeout: 15_000,
    // The files of a worker share their modules: each file imported the library and React Aria afresh, most of the
    // project's time (115 s -> 46 s on the 2-core machine; 48 s -> 25 s, medians of three, with other work beside
    // it). A file keeps no state for the next (test/unitSetup.ts, shared with the console: the DOM, storage and saved
    // preferences after each test; timers, stubbed globals, <html>'s language, direction and scheme and dayjs's
    // locale after each file; a file that mocks a module with `vi.mock` runs on fresh modules and leaves none
    // behind). A test that needs modules as no one has used them yet (a part not fetched, a page not drawn) imports
    // them after `vi.resetModules()` (overlays/deferredPart.test.tsx).
    isolate: false,
  },
});
