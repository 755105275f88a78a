import { seed } from "@cms/sandbox";
import type { SettingsSchemaNode } from "@cms/ui";
import { LANGUAGE_CODES } from "@cms/ui/i18n";
import { createInstance } from "i18next";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every settings screen translates its schema by node key (settingsSchemas.json, under the route's name; see
// defineSettingsScreen): a node without a text in some language shows the server's English there. This walks
// every schema the sandbox serves, for every property, and asks i18next itself (keys hold dots: `titles.a.b`).

/** The settings routes by their schema's contract path: a schema the sandbox serves but not listed fails. */
const ROUTE_OF_SCHEMA: Record<string, string> = {
  "/api/cms/v3/weather/settings/schema": "settings",
  "/api/cms/v3/{propertyId}/onespeed/settings/schema": "onespeedSettings",
  "/api/cms/v3/{propertyId}/onestream/settings/schema": "onestreamSettings",
  "/api/cms/v3/{propertyId}/oneapp/settings/schema": "oneappSettings",
  "/api/cms/v3/{propertyId}/oneapp/self-checkin-settings/schema": "oneappSelfCheckinSettings",
  "/api/cms/v3/{propertyId}/onesquare/settings/schema": "onesquareSettings",
};

/**
 * Options whose text is a name and reads the same in every language: brands and products, unit symbols and
 * IANA time zone ids. Every other option text is translated.
 */
const NAMED_OPTIONS = [
  /^provider\.name\./,
  /^display\.unit\./,
  /^network\.controller\./,
  /^loginTypes\.dailypointLogin\.expiryTimezone\./,
  /^payment\.provider\.(adyen|stripe)$/,
  /^keys\.encoder\.(salto|visionline|messerschmitt)$/,
];

const localesDir = join(import.meta.dirname, "..", "..", "locales");
const i18n = createInstance();
await i18n.init({
  resources: Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code,
      { settingsSchemas: JSON.parse(readFileSync(join(localesDir, code, "settingsSchemas.json"), "utf8")) },
    ]),
  ),
  fallbackLng: false,
});

const state = seed();
const schemas = Object.entries(state.singletons)
  .filter(([path]) => path.endsWith("/schema"))
  .map(([path, byScope]) => ({
    path,
    nodes: Object.values(byScope).flatMap((stored) =>
      Array.isArray(stored) ? stored : (stored as { schema: SettingsSchemaNode[] }).schema,
    ) as SettingsSchemaNode[],
  }));

/** Every text of a schema as `<kind>.<node key>[.<option value>]`. */
function textKeys(nodes: readonly SettingsSchemaNode[]): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly SettingsSchemaNode[]) => {
    for (const node of list) {
      keys.add(`titles.${node.key}`);
      if (node.description) keys.add(`descriptions.${node.key}`);
      for (const option of node.options ?? []) {
        const key = `${node.key}.${String(option.value)}`;
        if (!NAMED_OPTIONS.some((named) => named.test(key))) keys.add(`options.${key}`);
      }
      if (node.items) walk(node.items);
    }
  };
  walk(nodes);
  return keys;
}

describe("settings schema texts", () => {
  it("knows the route of every settings schema the sandbox serves", () => {
    expect(schemas.map(({ path }) => path).sort()).toEqual(Object.keys(ROUTE_OF_SCHEMA).sort());
  });

  describe.each(schemas.map(({ path, nodes }) => ({ route: ROUTE_OF_SCHEMA[path] ?? path, nodes })))(
    "$route",
    ({ route, nodes }) => {
      const keys = [...textKeys(nodes)];

      it.each([...LANGUAGE_CODES])("has every title, description and option text in %s", (lng) => {
        const missing = keys.filter((key) => !i18n.exists(`settingsSchemas:${route}.${key}`, { lng }));
        expect(missing).toEqual([]);
      });
    },
  );
});
