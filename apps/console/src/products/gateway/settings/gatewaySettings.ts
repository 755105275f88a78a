import type { components } from "@cms/api";
import type { SettingsValues } from "@cms/ui";

// The gateway settings screen's one settings object over two stores (products.md sections 3, 5 and 7): the
// settings (`settings`, `settings/schema`) and the login type configuration (`logintypes/index`, saved with
// `logintypes`), shown as the settings tree's "loginTypes." group.

export type LoginTypes = components["schemas"]["GatewayLoginTypes"];

/** The prefix of the login type group's keys in the settings tree. */
export const LOGIN_TYPES = "loginTypes.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{a: {b: 1}}` as `{"<prefix>a.b": 1}`. */
function flatten(value: Record<string, unknown>, prefix: string, into: SettingsValues): SettingsValues {
  for (const [key, inner] of Object.entries(value)) {
    if (isRecord(inner)) flatten(inner, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = inner;
  }
  return into;
}

/** The tree's values: the settings, with the login type group read from the login type configuration. */
export function mergeLoginTypes(settings: SettingsValues, loginTypes: LoginTypes): SettingsValues {
  const values: SettingsValues = {};
  for (const [key, value] of Object.entries(settings)) if (!key.startsWith(LOGIN_TYPES)) values[key] = value;
  const { enabledLoginTypes: _derived, ...config } = loginTypes;
  return flatten(config, LOGIN_TYPES, values);
}

/** A whole number from what the tree or an older save holds ("204", 204.0); undefined when there is none. */
export function toInteger(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value === "string" && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return undefined;
}

/**
 * The tree's values split for saving: the login type group as the login type configuration (nested, empty
 * values left out, as the save replaces the whole configuration; `dailypointLogin` ids as integers), and the
 * rest as the settings object.
 */
export function splitSettings(values: SettingsValues): { settings: SettingsValues; loginTypes: LoginTypes } {
  const settings: SettingsValues = {};
  const loginTypes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(LOGIN_TYPES)) {
      settings[key] = value;
      continue;
    }
    if (value === null || value === undefined || value === "") continue;
    const path = key.slice(LOGIN_TYPES.length).split(".");
    let node = loginTypes;
    for (const part of path.slice(0, -1)) {
      if (!isRecord(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  // The loyalty programme's ids the server keeps as integers (products.md section 5).
  const dailypoint = loginTypes.dailypointLogin;
  if (isRecord(dailypoint)) {
    const { programId, newsletterId, propertyId, ...rest } = dailypoint;
    const ids = { programId, newsletterId, propertyId };
    const integers = Object.entries(ids)
      .map(([id, value]) => [id, toInteger(value)] as const)
      .filter(([, value]) => value !== undefined);
    loginTypes.dailypointLogin = { ...rest, ...Object.fromEntries(integers) };
  }
  return { settings, loginTypes: loginTypes as LoginTypes };
}
