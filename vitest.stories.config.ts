import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { assertChromium, launchOptions } from "./tooling/chromium.ts";

assertChromium();

// `pnpm test:stories:vitest` (and Storybook's test panel): every story of .storybook/main.ts as a test in real
// Chromium against a dev server: it renders, its play function passes and axe finds no violation (a11y test
// mode "error" in the preview). CI runs the same checks once, in the screenshot pass over the built Storybook
// (`pnpm test:stories`, visual/stories.spec.ts), instead of rendering every story a second time here.
export default defineConfig({
  plugins: [storybookTest({ configDir: ".storybook", storybookScript: "pnpm storybook --no-open" })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a running test.
  optimizeDeps: {
    include: [
      "msw-storybook-addon/csf3",
      "msw",
      "@cms/api > openapi-fetch",
      "mockdate",
      "@cms/ui > styled-components",
      "@cms/ui > react-aria-components",
      "@cms/ui > @internationalized/date",
      "@cms/ui > i18next",
      "@cms/ui > react-i18next",
      "@cms/ui > dayjs",
      "@cms/ui > dayjs/plugin/utc",
      "@cms/ui > lucide-react",
      "@cms/ui > final-form",
      "@cms/ui > react-final-form",
      "@cms/ui > dompurify",
      "@cms/ui > @tiptap/react",
      "@cms/ui > @tiptap/starter-kit",
      "@cms/console > react-router",
      "@cms/console > @tanstack/react-query",
      "react",
      "react-dom",
      "react/jsx-runtime",
    ],
  },
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions, contextOptions: { timezoneId: "UTC", locale: "en-GB" } }),
      instances: [{ browser: "chromium" }],
      viewport: { width: 1024, height: 768 },
    },
    testTimeout: 30_000,
    // Every story file in one page, as the screenshot harness runs them: a fresh page per file cost 250 of
    // the stage's 800 s. Stories already start clean (the preview's beforeEach resets the clock, toasts and
    // sandbox; msw handlers are per story), which the visual stage relies on too.
    isolate: false,
    // No retry: a story that passes only sometimes is a bug to fix, not noise to hide (docs/decisions.md).
    retry: 0,
  },
});
