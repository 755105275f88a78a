import { defineProject } from "vitest/config";

// Pure logic and jsdom component tests. Stories run in real Chromium through the root `test:stories`.
export default defineProject({
  test: {
    name: "ui",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
    // Not a speed budget (those are benchmarks): jsdom re-matches every CSS rule for each element React Aria's
    // focus checks read after a DOM change, so one click in a tabbed dialog costs about 0.4 s here and a dialog
    // journey about 2 s on a quiet machine, twice that in CI's parallel run (docs/flaky-tests.md, cause 12).
    testTimeout: 15_000,
  },
});
