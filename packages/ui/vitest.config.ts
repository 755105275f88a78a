import { defineProject } from "vitest/config";

// Pure logic and jsdom component tests. Stories run in real Chromium through the root `test:stories`.
export default defineProject({
  test: {
    name: "ui",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
  },
});
