import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-size/**",
      "**/storybook-static/**",
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
    // Sign-in steps and the re-authentication dialog show one field at a time: the field of the step that
    // just appeared takes the focus, as a keyboard or screen-reader user expects after pressing Continue.
    files: ["apps/console/src/login/**", "apps/console/src/shell/ReauthDialog.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
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
