import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "sandbox",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // A fresh seed takes about a second of CPU; tests that build two or three must not time out on a busy
    // 2-core machine. (A guard against a hang, not a speed check: speed is `pnpm bench`.)
    testTimeout: 20_000,
    // The files share a worker's modules: the contract's schemas are compiled and the seed built once per
    // worker instead of once per file. The tests keep no module state of their own (each builds its
    // sandbox; fake clocks are restored in afterEach).
    isolate: false,
  },
});
