import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "cli",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Each test starts its own sandbox server and runs whole jobs against it.
    testTimeout: 30_000,
  },
});
