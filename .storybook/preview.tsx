import * as library from "@cms/ui";
import { LARGE_SCREEN_QUERY, UiProvider, loadDateParts, loadOverlays, toastQueue } from "@cms/ui";
import {
  Controls,
  Description,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from "@storybook/addon-docs/blocks";
import type * as Charts from "@cms/ui/charts";
import { LANGUAGES, createI18n, resourcesFromModules } from "@cms/ui/i18n";
import type { Decorator, Preview } from "@storybook/react-vite";
import MockDate from "mockdate";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";
import { i18n as consoleI18n, loadConsoleLanguage } from "../apps/console/src/i18n";
import { MEDIUM_SCREEN_QUERY } from "../apps/console/src/shell/AppLayout.styles";
import { CONTROL_MATCHERS } from "./controls";
import { keepDocsPagesStill } from "./docsFrame";
import { resetSandbox, sandboxHandler } from "./sandbox";

// A play's findBy and waitFor wait up to 5 s for what does happen (a dialog's exit animation, a response),
// not Testing Library's 1 s: on the 2-core CI under two workers a closed dialog was still leaving after 1 s
// (Components/Overlays/Dialog Dark). A check that passes returns at once; only a failing one takes longer to report.
configure({ asyncUtilTimeout: 5_000 });

keepDocsPagesStill();

/** Every story sees the same moment: the demo data's today, 10:00 UTC. */
export const FROZEN_NOW = Date.UTC(2026, 10, 20, 10, 0, 0);

/**
 * One i18n for every story: the library's namespaces and the console's (its default namespace, as in the
 * app), all 22 languages bundled so the toolbar's language switch is instant.
 */
const i18n = createI18n({
  resources: resourcesFromModules({
    ...import.meta.glob("../apps/console/locales/*/*.json", { eager: true, import: "default" }),
    ...import.meta.glob("../apps/console/src/products/*/locales/*/*.json", {
      eager: true,
      import: "default",
    }),
  }),
  defaultNS: "console",
  // A text shown as its raw key fails the story (a console error): a user would read "common.no".
  onMissingKey: (key, namespace, language) =>
    console.error(`Missing text ${namespace}:${key} (${language}): the screen shows the key itself`),
});

/**
 * Every story inside the library's provider, in the toolbar's (or the story's own) language, scheme and
 * direction. On a docs page several stories share one document: each keeps its scheme, language and
 * direction to its own wrapper (UiProvider `scoped`), so a Dark or Right-to-left story neither turns the
 * page nor Storybook's own text. "Both" shows the story in light and dark side by side.
 */
const withUi: Decorator = (Story, { globals, viewMode }) => {
  const scheme = globals.scheme as "light" | "dark" | "both";
  const dir = globals.direction === "rtl" || globals.direction === "ltr" ? globals.direction : undefined;
  const provider = (one: "light" | "dark", scoped: boolean) => (
    <UiProvider i18n={i18n} lang={globals.locale as string} scheme={one} dir={dir} scoped={scoped}>
      {scoped ? (
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </UiProvider>
  );
  if (scheme === "both")
    return (
      <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr" }}>
        {provider("light", true)}
        {provider("dark", true)}
      </div>
    );
  return provider(scheme, viewMode === "docs");
};

/** The width in a `(min-width: ...px)` media query of the source. */
const widthOf = (query: string) => Number(/(\d+)px/.exec(query)?.[1]);

/**
 * The toolbar's viewports at the console's own breakpoints: the navigation drawer gives way to a side
 * navigation from MEDIUM_SCREEN_QUERY (AppLayout), the settings tree edits beside the tree from
 * LARGE_SCREEN_QUERY (SettingsTree); below 480 px dialogs, settings and forms stack for phones.
 */
const viewports = {
  phone: {
    name: "Phone (up to 480 px: dialogs full width)",
    styles: { width: "390px", height: "844px" },
    type: "mobile",
  },
  tablet: {
    name: `Tablet (below ${widthOf(MEDIUM_SCREEN_QUERY)} px: navigation in a drawer)`,
    styles: { width: "768px", height: "1024px" },
    type: "tablet",
  },
  medium: {
    name: `Medium (from ${widthOf(MEDIUM_SCREEN_QUERY)} px: side navigation)`,
    styles: { width: `${widthOf(MEDIUM_SCREEN_QUERY)}px`, height: "720px" },
    type: "desktop",
  },
  large: {
    name: `Large (from ${widthOf(LARGE_SCREEN_QUERY)} px: settings editor beside the tree)`,
    styles: { width: `${widthOf(LARGE_SCREEN_QUERY)}px`, height: "800px" },
    type: "desktop",
  },
};

/**
 * The chart components, exported by `@cms/ui/charts` (its own entry, so screens without charts load no
 * victory). Named here, checked against that entry's exports by the type, rather than imported: the preview
 * would load victory into every story.
 */
const CHART_COMPONENTS = [
  "BarChart",
  "FunnelChart",
  "LineChart",
  "RangeBar",
  "StatCard",
  "StatCards",
] as const satisfies readonly (keyof typeof Charts)[];

/**
 * The line that imports a docs page's component, when one of the library's entry points exports it, or the
 * page's own (`parameters.docs.imports`) where what a screen imports is not a component (Toast's functions).
 */
function ImportPath() {
  const { preparedMeta } = useOf("meta");
  const own = (preparedMeta.parameters as { docs?: { imports?: string } }).docs?.imports;
  if (own) return <Source language="tsx" code={own} />;
  // The production build renames functions: the name is react-docgen's.
  const component = preparedMeta.component as { __docgenInfo?: { displayName?: string } } | undefined;
  const name = component?.__docgenInfo?.displayName;
  if (!name) return null;
  const entry =
    name in library
      ? "@cms/ui"
      : (CHART_COMPONENTS as readonly string[]).includes(name)
        ? "@cms/ui/charts"
        : null;
  if (!entry) return null;
  return <Source language="tsx" code={`import { ${name} } from "${entry}";`} />;
}

/** Storybook's docs page with the import path under the description. */
function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <ImportPath />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withUi],
  loaders: [mswLoader()],
  // Every font face (Inter's subsets, Noto Sans Arabic) is loaded before the first story. The browser would
  // load a face when text first needs it, and an overlay placed while its trigger's text was still in the
  // fallback font stayed where that text ended (Menu, Tooltip and IconButton screenshots a few px off).
  // The overlay parts (popovers, menus, modals, tooltip bubbles), which the console fetches once its screen is
  // drawn, are here before the first story too: a story shows a component as a user meets it after that second.
  // The date field's parts likewise.
  async beforeAll() {
    await Promise.all([
      ...[...document.fonts].map((face) => face.load().catch(() => undefined)),
      loadOverlays(),
      loadDateParts(),
    ]);
  },
  async beforeEach() {
    // Toasts live in one app-wide queue: a story starts without the previous story's notifications.
    toastQueue.clear();
    MockDate.set(FROZEN_NOW);
    await resetSandbox();
    // No Web Lock to free: a story's session renews without the tabs' lock (ConsoleStory's `sharedStorage:
    // false`). Stealing it here broke the renewal of another frame of the same docs page ("Lock broken by
    // another request with the 'steal' option").
    // The console's own i18n module (apps/console/src/i18n.ts) is not the provider's instance above: a story that
    // switches the language through the console (toolbar, sign-in) leaves it switched. Every story starts in
    // English there too, whatever ran before it.
    if (consoleI18n.language !== "en") {
      await loadConsoleLanguage("en");
      await consoleI18n.changeLanguage("en");
    }
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
          { value: "both", title: "Light and dark side by side", icon: "sidebyside" },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: "Text direction (auto follows the language: ar is right to left)",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: "auto", title: "Direction of the language" },
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
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
  initialGlobals: { scheme: "light", locale: "en", direction: "auto" },
  parameters: {
    layout: "padded",
    controls: { matchers: CONTROL_MATCHERS },
    // Accessibility violations fail the story's test, in Storybook's panel and in `pnpm test:stories`.
    // React Aria's live announcer is not ours: it points a screen-reader-only entry at a pressed button for
    // 7 s, and when that button's dialog closes first axe saw a reference to an element that no longer
    // exists (EditDialog and SettingsTree stories failed by timing: stories and screenshots both run axe).
    a11y: { test: "error", context: { exclude: ["[data-live-announcer]"] } },
    msw: { handlers: { sandbox: [sandboxHandler] } },
    backgrounds: { disable: true },
    docs: { page: DocsPage },
    viewport: { options: viewports },
    // The sidebar for designers first: what to read, the tokens, the library's parts from the smallest, the
    // generic blocks screens are made of, the console's screens ("Console"), and last the tools of developers.
    options: {
      storySort: {
        order: [
          "Introduction",
          "Foundations",
          ["Colours", "Tokens", "UiProvider", "*"],
          "Components",
          ["Primitives", "Forms", "Feedback", "Overlays", "Data", "*"],
          "Patterns",
          [
            "GenericList",
            "EditDialog",
            "SettingsTree",
            "MediaPicker",
            "MediaPool",
            "UsageBar",
            "Charts",
            ["Usage", "*"],
            "*",
          ],
          "Console",
          // By product, in the menu's order; each product's screens alphabetically.
          [
            "Shell",
            ["Shell", "Navigation drawer", "Toolbar", "Property selector", "Phone", "*"],
            "Sign-in",
            ["Sign in", "Forgot password", "Set new password", "Change password"],
            "Platform",
            [
              "Home",
              "Heartbeat",
              "Licence",
              "Media pool",
              "Properties",
              "Property dashboard",
              "Property groups",
              "Roles",
              "Users",
              "Weather locations",
              "Weather settings",
            ],
            "Gateway",
            [
              "Allow list",
              "Block list",
              "Bulk tickets",
              "Dashboard",
              "Language",
              "Monitoring",
              "Settings",
              "Terms and conditions",
              "Theme",
              "Tickets",
            ],
            "Guest app",
            [
              "Dashboard",
              "Enhancements",
              "Languages",
              "POR report",
              "Release authorization",
              "Reservations",
              "Room categories",
              "Room control",
              "Self check-in settings",
              "Settings",
              "Terms",
              "Themes",
              "Upsells",
              "Web check-in statistics",
            ],
            "Check-in room manager",
            "Digital key",
            ["Info texts", "Languages", "Rooms"],
            "Display",
            ["Dashboard", "Settings"],
            "Streaming",
            ["Dashboard", "Devices", "Settings"],
            "*",
          ],
          "Internal",
          "*",
        ],
      },
    },
  },
};

export default preview;
