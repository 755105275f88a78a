import { UiProvider, toastQueue } from "@cms/ui";
import { LANGUAGES, createI18n, resourcesFromModules } from "@cms/ui/i18n";
import type { Decorator, Preview } from "@storybook/react-vite";
import MockDate from "mockdate";
import { mswLoader } from "msw-storybook-addon/csf3";
import { resetSandbox, sandboxHandler } from "./sandbox";

/** Every story sees the same moment: the demo data's today, 10:00 UTC. */
export const FROZEN_NOW = Date.UTC(2026, 10, 20, 10, 0, 0);

/**
 * One i18n for every story: the library's namespaces and the console's (its default namespace, as in the
 * app), all 22 languages bundled so the toolbar's language switch is instant.
 */
const i18n = createI18n({
  resources: resourcesFromModules(
    import.meta.glob("../apps/console/locales/*/*.json", { eager: true, import: "default" }),
  ),
  defaultNS: "console",
});

const withUi: Decorator = (Story, { globals }) => (
  <UiProvider i18n={i18n} lang={globals.locale as string} scheme={globals.scheme as "light" | "dark"}>
    <Story />
  </UiProvider>
);

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withUi],
  loaders: [mswLoader()],
  // Every font face (Inter's subsets, Noto Sans Arabic) is loaded before the first story. The browser would
  // load a face when text first needs it, and an overlay placed while its trigger's text was still in the
  // fallback font stayed where that text ended (Menu, Tooltip and IconButton screenshots a few px off).
  async beforeAll() {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  },
  async beforeEach() {
    // Toasts live in one app-wide queue: a story starts without the previous story's notifications.
    toastQueue.clear();
    MockDate.set(FROZEN_NOW);
    await resetSandbox();
    return () => MockDate.reset();
  },
  globalTypes: {
    scheme: {
      description: "Colour scheme",
      toolbar: {
        title: "Scheme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "UI language (ar switches to right to left)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: LANGUAGES.map(({ code, name }) => ({ value: code, title: `${name} (${code})` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: "light", locale: "en" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, in Storybook's panel and in `pnpm test:stories`.
    // React Aria's live announcer is not ours: it points a screen-reader-only entry at a pressed button for
    // 7 s, and when that button's dialog closes first axe saw a reference to an element that no longer
    // exists (EditDialog and SettingsTree stories failed by timing: stories and screenshots both run axe).
    a11y: { test: "error", context: { exclude: ["[data-live-announcer]"] } },
    msw: { handlers: { sandbox: [sandboxHandler] } },
    backgrounds: { disable: true },
  },
};

export default preview;
