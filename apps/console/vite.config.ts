import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vite";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chunkGuardPlugin, closureChunk, kitChunks } from "./server/chunks.ts";
import { firstFramePlugin } from "./server/firstFrame.ts";
import { routePreloadsPlugin } from "./server/routePreloads.ts";
import { precompressPlugin } from "./server/precompress.ts";
import { LANGUAGE_CODES } from "../../packages/ui/src/i18n/languages.ts";

// The console calls the API on its own origin (/api/...); in development and preview that is the sandbox
// (or any backend given by CMS_API_PROXY). A deployed build points elsewhere through public/config.js.
const api = process.env.CMS_API_PROXY ?? "http://127.0.0.1:4010";
const proxy = { "/api": { target: api, changeOrigin: true } };

/**
 * Where the build is served: `/` unless CMS_BASE names a sub-path (`CMS_BASE=/cms/ pnpm build`, platform.md
 * section 9's /cms/). Index.html, config.js, every script chunk and the router's paths are then below it.
 */
export function baseOf(value: string | undefined): string {
  const base = (value ?? "/").trim() || "/";
  const segments = base.split("/").slice(1, -1);
  if (!/^\/(.+\/)?$/.test(base) || segments.some((part) => !/^[\w.-]+$/.test(part) || /^\.+$/.test(part))) {
    throw new Error(`CMS_BASE must be an absolute path ending in a slash, such as /cms/ (was "${value}")`);
  }
  return base;
}

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const ui = (path: string) => fileURLToPath(new URL(`../../packages/ui/src/${path}`, import.meta.url));
/** What loads before a signed-in screen's own chunk: the entry and the sign-in pages, then the shell. */
const signInPages = [
  source("main.tsx"),
  ...["LoginPage", "ForgotPasswordPage", "SetNewPasswordPage"].map((page) => source(`login/${page}.tsx`)),
  // Their language choice (the toolbar's Select), fetched once they are drawn; last, see LanguageChoice below.
  source("login/LanguageChoice.tsx"),
];
const shell = source("app/SignedInRoutes.tsx");

/**
 * React Router's production build in the console's build. Its package exports only its development build
 * (remix-run/react-router#14102, open), whose dev warnings run in every navigation and every useNavigate: the
 * production build, shipped beside it, leaves them out. Development and tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production/index.mjs",
  );
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === "react-router" ? production : null),
  };
}

export default defineConfig({
  base: baseOf(process.env.CMS_BASE),
  plugins: [
    // React Aria's own texts (a list box's "Selected", a date field's "Empty") only in the console's 22 UI
    // languages: it ships 34, and the 13 the console never shows were 40% of those texts in the shell's chunk.
    optimizeLocales.vite({ locales: [...LANGUAGE_CODES] }),
    react(),
    reactRouterProduction(),
    // Which scripts each route's page names for the browser to fetch with it (server/serve.mjs).
    routePreloadsPlugin(),
    // The signed-in frame drawn by the page itself before its scripts have come (server/firstFrame.ts).
    firstFramePlugin(),
    precompressPlugin(),
    chunkGuardPlugin(signInPages, /^SignedInRoutes/),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The sign-in form's primitives in one chunk: the screens that share them split them into five small
        // chunks otherwise, each paying its own import lines and gzip start on the sign-in page's budget. Not the
        // parts beside them that no sign-in page draws: a dialog's CancelButton, the group frame of a media or
        // multi-language field (about 0.3 KB of the budget; scripts/size-budget.ts).
        codeSplitting: {
          groups: [
            {
              name: "form-primitives",
              test: /packages\/ui\/src\/(Button|Field|TextField)\/(?!CancelButton\.|GroupFrame\.)/,
              priority: 4,
            },
            // What the entry loads before any page draws and shares with the pages: the session, the config, the
            // language's loader, the preferences, and the paint signal the overlay parts and the typeface wait on.
            // In one chunk: left to itself the bundler made seven of them (Vite's preload helper among them), by
            // which pages share which, each paying its own import lines and gzip start on the sign-in page's budget
            // (1.3 KB all told). Only modules every page loads anyway (the entry's static imports) belong here.
            {
              name: "start",
              test: new RegExp(
                [
                  /apps\/console\/src\/(session\/(session|SessionContext)|app\/(base|paths)|i18n|config)\.tsx?$/,
                  /packages\/ui\/src\/(i18n\/(lazy|languages)|preferences\/preferences|overlays\/load|whenDrawn)\.ts$/,
                ]
                  .map((part) => part.source)
                  .join("|"),
              ),
              priority: 4,
            },
            // The sign-in pages' language choice, fetched after they are drawn: its Select and list box in one
            // chunk, which the shell's toolbar then shares.
            {
              debugName: "LanguageChoice",
              name: closureChunk(
                "LanguageChoice",
                source("login/LanguageChoice.tsx"),
                signInPages.slice(0, -1),
              ),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Everything the signed-in shell imports, in one chunk with it (server/chunks.ts).
            {
              debugName: "SignedInRoutes",
              name: closureChunk("SignedInRoutes", shell, signInPages),
              priority: 2,
              // Exactly the modules named: following every import again would take in whole barrels.
              includeDependenciesRecursively: false,
            },
            // The icon library's shared code, which every icon needs, in a chunk of its own: the sign-in page draws
            // no icon, and in the icons chunk (below) it made the page's language choice fetch every icon with it.
            {
              name: "lucide",
              test: /lucide-react\/dist\/esm\/(?!icons\/)/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The icons the shell does not draw, a few hundred bytes each, in one small chunk: in the list kit's
            // chunk, a chart's download icon made a dashboard fetch the whole list.
            { name: "icons", test: /lucide-react\/dist\/esm\/icons\//, priority: 1 },
            // The screens' kits likewise (server/chunks.ts): a list screen's GenericList with its cells and
            // dialogs in a few files rather than twenty, and no settings screen loading a list it does not draw
            // (scripts/size-budget.ts checks).
            {
              debugName: "screen kits",
              name: kitChunks(
                {
                  ListScreen: source("kit/ListScreen.tsx"),
                  SettingsScreen: source("kit/defineSettingsScreen.tsx"),
                  // A setting's editor, loaded when a setting is first pointed at or focused: its pickers stay out
                  // of the tree's chunk, and what it shares with a list's dialog is not fetched with the list.
                  SettingEditor: ui("SettingsTree/SettingEditor.tsx"),
                  // Drawn by screens of their own too (the reservations' day): with its own modules, not the
                  // settings tree's whole chunk.
                  DatePicker: ui("DatePicker/index.ts"),
                  // Parts that screens outside the list and the settings tree use too, as kits of their own, so
                  // that such a screen fetches the modules it shares with a kit and not the kit: the media pool
                  // (a grid list, as the tree's), and helpers (a dashboard's refresh and hotel clock, a setting's
                  // shown value, the country names, a list's permission rules, the usage bar the licence list and the
                  // property dashboard both draw, the chips a list's cell and the dashboard both draw).
                  MediaPool: ui("MediaPool/MediaPool.tsx"),
                  // Tabs and the segmented control are on dashboards' and lists' first paint. Not kits, they took
                  // an animation helper and a focus export out of the overlay parts' shared chunks, which fetched
                  // popovers and menus with them (monitoring, room control, the web check-in dashboard: 13-21 KiB
                  // brotli; Lighthouse mobile, medians of three: monitoring's LCP 2,710 -> 2,558 ms).
                  Tabs: ui("Tabs/Tabs.tsx"),
                  SegmentedControl: ui("SegmentedControl/SegmentedControl.tsx"),
                  // React Aria's overlays (packages/ui/src/overlays), fetched once a screen is drawn. A kit of their
                  // own, so what they share with the others comes in chunks of only that: not a kit, the overlay
                  // parts fetched the settings editor's and the media pool's whole chunks (16 files, 110 KiB).
                  parts: ui("overlays/parts.ts"),
                  helpers: [
                    ui("useVisibleInterval.ts"),
                    source("kit/hotelClock.ts"),
                    ui("SettingsTree/format.ts"),
                    ui("SettingsTree/countries.ts"),
                    ui("TimeField/timeValue.ts"),
                    ui("GenericList/listLogic.ts"),
                    ui("useLatestCallback.ts"),
                    ui("MediaPool/apiMediaSource.ts"),
                    ui("UsageBar/UsageBar.tsx"),
                    // A list's chips cell and the dashboard's heartbeat integrations: in the list kit's chunk, the
                    // dashboard fetched the whole list with it.
                    ui("Chips/Chips.tsx"),
                    // The licence screen's renewal days: in the setting editor's chunk, it fetched the editor and
                    // its date picker (29 KiB) with it.
                    ui("NumberField/NumberField.tsx"),
                  ],
                },
                [...signInPages, shell],
              ),
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
