import type { StorybookConfig } from "@storybook/react-vite";
import { storyNameFromExport } from "storybook/internal/csf";
import { stateOf } from "./storyStates";

// `STORYBOOK_STORIES` (story files relative to the repository, comma-separated) builds only those:
// `pnpm test:changed` tests the stories a change can affect without building the other few hundred.
const only = process.env.STORYBOOK_STORIES?.split(",").filter(Boolean);

const config: StorybookConfig = {
  stories: only?.length
    ? only.map((file) => `../${file}`)
    : [
        "../packages/ui/src/**/*.mdx",
        "../packages/ui/src/**/*.stories.@(ts|tsx)",
        "../apps/console/src/**/*.stories.@(ts|tsx)",
      ],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  experimental_indexers: (indexers) =>
    (indexers ?? []).map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) =>
        (await indexer.createIndex(fileName, options)).map((entry) => {
          if (entry.type !== "story") return entry;
          const { word, state } = stateOf(entry.exportName);
          if (!state) return entry;
          const name = entry.name ?? storyNameFromExport(entry.exportName);
          return {
            ...entry,
            ...(word && !name.toLowerCase().includes(word) && { name: `${name} (${word})` }),
            tags: [...(entry.tags ?? []), "state"],
          };
        }),
    })),
  // The msw service worker (public/mockServiceWorker.js, kept in step with the msw version).
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
};

export default config;
