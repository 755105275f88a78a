import { defineProject } from "vitest/config";

// Session, permissions and routing logic in jsdom against the sandbox's msw handlers. The shell's stories
// run in Chromium through the root `test:stories`; whole journeys run in Playwright (`e2e/`).
export default defineProject({
  test: {
    name: "console",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
  },
});
