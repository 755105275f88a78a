import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: [
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
  // The msw service worker (public/mockServiceWorker.js, kept in step with the msw version).
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
};

export default config;
