import { defineConfig } from "vitest/config";

// One root config; each package is a project so `vitest run` at the root runs every test.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "tooling", "cli"],
  },
});
