import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One root config; each package is a project so `vitest run` at the root runs every test.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "tooling", "cli"],
    // One worker per core, said explicitly: the stage runs alone in `npm test` (measured on the 2-core machine in
    // docs/benchmarks.md, "npm test").
    maxWorkers: availableParallelism(),
  },
});
