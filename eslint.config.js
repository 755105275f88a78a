import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

const PRODUCTS = "apps/console/src/products";
/** The console's product folders (`products/<id>`), each a plugin that stands beside the others. */
const products = readdirSync(new URL(PRODUCTS, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A comment inside a styled-components template is part of the string: it ships to every user in the JS chunk
// (the sign-in page lost 0.8 KB gzip when some became JS comments). A CSS comment (`/* … */`) or a line comment
// (`//`, which stylis drops but the chunk still carries) in the template of one of these tags: css,
// createGlobalStyle, keyframes, and styled as styled.div, styled(X), styled.div.attrs(…) or styled(X).attrs(…)
// (a type argument, styled.div<Props>, leaves the tag as it is). Other tagged templates are not CSS.
const STYLED_TAG = [
  "[tag.type='Identifier'][tag.name=/^(css|createGlobalStyle|keyframes)$/]",
  "[tag.object.name='styled']",
  "[tag.callee.name='styled']",
  "[tag.callee.object.object.name='styled']",
  "[tag.callee.object.callee.name='styled']",
].join(", ");
const TEMPLATE_COMMENT = String.raw`/\/\*|(^|[\s;{}])\/\//`;
/** `no-restricted-syntax` entries: every block that sets the rule for its files lists them too. */
const styledTemplateComments = [
  {
    selector: `TaggedTemplateExpression:matches(${STYLED_TAG}) > TemplateLiteral.quasi > TemplateElement[value.raw=${TEMPLATE_COMMENT}]`,
    message:
      "A comment inside a styled template ships to every user as a string: write it as a JS comment above the declaration (naming the property or rule it explains).",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-size/**",
      "**/dist-bench/**",
      "**/storybook-static*/**",
      "**/coverage/**",
      "**/schema.d.ts",
      ".storybook/public/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      // noUncheckedIndexedAccess types every index as optional; `!` marks the places that know better.
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Every file, the browser's code and the rest alike. A later block that sets no-restricted-syntax for some of
    // these files replaces this list for them: it must spread styledTemplateComments into its own.
    files: ["**/*.{ts,tsx,js,jsx,mjs,cjs}"],
    rules: { "no-restricted-syntax": ["error", ...styledTemplateComments] },
  },
  {
    // Sign-in steps and the re-authentication dialog show one field at a time: the field of the step that
    // just appeared takes the focus, as a keyboard or screen-reader user expects after pressing Continue.
    files: ["apps/console/src/login/**", "apps/console/src/shell/ReauthDialog.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  {
    // No import circle anywhere: a circle makes module order decide what is defined when; in the console it
    // meant screens reached back into the route table that lazily loads them, in the sandbox a handler file
    // reached back into the engine that loads the handlers. Dynamic imports count too (a lazy screen that
    // imports its router is a circle all the same).
    files: [
      "apps/console/src/**/*.{ts,tsx}",
      "packages/*/src/**/*.{ts,tsx}",
      "packages/*/test/**/*.{ts,tsx}",
      "cli/src/**/*.ts",
      "cli/test/**/*.ts",
    ],
    plugins: { "import-x": importX },
    settings: {
      // Without these the plugin reads .js files only and never follows a .ts import.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // A screen (and the kit and access rules it is built from) never imports the app's routing, the shell or
    // the story harness: the router hands a screen everything through `useScreen()` (apps/console/src/access).
    // Stories, their helpers (`__stories__/`) and e2e journeys may: they stand where the app does.
    files: [
      "apps/console/src/products/**/*.{ts,tsx}",
      "apps/console/src/kit/**/*.{ts,tsx}",
      "apps/console/src/access/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.stories.tsx", "**/__stories__/**", "**/e2e/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app", "**/app/**", "**/shell", "**/shell/**", "**/stories", "**/stories/**"],
              message:
                "Screens, the kit and access never import the routing, the shell or the story harness: take the route, property, permissions and client from useScreen() (apps/console/src/access).",
            },
          ],
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useQuery", "useQueries"],
              message:
                "Take useQuery and useQueries from the kit (apps/console/src/kit/query.ts): they ask the server while the view renders, not after the whole screen has committed.",
            },
            {
              name: "@cms/ui",
              importNames: ["EditDialog"],
              message:
                "Take LazyEditDialog from the kit (apps/console/src/kit/lazyEditDialog.tsx): the edit dialog, its fields and pickers load when the list is first pointed at or focused, not with the screen; imported from @cms/ui they came with the first paint, and the settings tree's chunk with them.",
            },
          ],
        },
      ],
    },
  },
  {
    // The kit's useQuery and useQueries wrap TanStack's own.
    files: ["apps/console/src/kit/query.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/app", "**/app/**", "**/shell", "**/shell/**", "**/stories", "**/stories/**"] },
          ],
        },
      ],
    },
  },
  {
    // Products stand side by side: no product imports another (the property dashboard included: products
    // contribute its parts through their manifests). What two products share lives in kit/ (kit/content/ for
    // content rules). Stories and e2e journeys too: a product's stories show that product alone.
    files: [`${PRODUCTS}/**/*.{ts,tsx}`],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: products.map((id) => ({
            target: `./${PRODUCTS}/${id}/**`,
            from: `./${PRODUCTS}`,
            except: [`./${id}`],
            message: `${id} is a product: it imports no other product. Move what they share to apps/console/src/kit/ (or declare a contribution in the manifest).`,
          })),
        },
      ],
    },
  },
  {
    // One look across the console: a screen composes @cms/ui's parts (Button, ScreenHeading, SectionHeading,
    // SimpleTable, GenericList, Facts, Notice) rather than styling its own button, heading, table or list of
    // facts; improving the library part improves every screen. The shell's own titles and the guest's bill say
    // why they differ where they stand. Stories may draw what they document (the foundations' token table).
    files: ["apps/console/src/**/*.{ts,tsx}"],
    ignores: ["**/*.stories.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TaggedTemplateExpression > MemberExpression.tag[object.name='styled'][property.name=/^(button|table|thead|tbody|tr|th|td|dl|h[1-6])$/]",
          message:
            "Screens compose @cms/ui's parts: Button or IconButton, ScreenHeading or SectionHeading, SimpleTable or GenericList, Facts. Improve the library part instead of styling this element here.",
        },
        // This list replaces the one set for every file above: the styled templates' rule is kept here too.
        ...styledTemplateComments,
      ],
    },
  },
  {
    // access/ is the leaf every screen stands on: it imports no screen, kit or product.
    files: ["apps/console/src/access/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/app",
                "**/app/**",
                "**/shell/**",
                "**/stories/**",
                "**/kit",
                "**/kit/**",
                "**/products/**",
              ],
              message: "access/ is a leaf: it imports no routing, shell, kit or product module.",
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox state is plain JSON (written to --data): token and code tables are records.
    files: ["packages/sandbox/**"],
    rules: { "@typescript-eslint/no-dynamic-delete": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}", "scripts/**"],
    languageOptions: { globals: globals.node },
  },
);
