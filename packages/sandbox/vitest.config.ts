import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "sandbox",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // A fresh seed takes about a second of CPU; tests that build two or three must not time out on a busy
    // 2-core machine. (A guard against a hang, not a speed check: speed is `pnpm bench`.)
    testTimeout: 20_000,
  },
});
