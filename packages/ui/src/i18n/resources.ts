import type { Resource } from "i18next";

/** The shape `import.meta.glob("<dir>/*\/*.json", { eager: true, import: "default" })` returns. */
export type LocaleModules = Record<string, unknown>;

/**
 * Turns the files `locales/<code>/<namespace>.json` into i18next resources. The console calls this with its
 * own glob to add its namespaces the same way the library does.
 */
export function resourcesFromModules(modules: LocaleModules): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(modules)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, code, namespace] = match as unknown as [string, string, string];
    resources[code] ??= {};
    resources[code][namespace] = content as Record<string, unknown>;
  }
  return resources;
}

export const uiResources: Resource = resourcesFromModules(
  import.meta.glob("../../locales/*/*.json", { eager: true, import: "default" }),
);
