import type { components } from "@cms/api";
import { HttpError } from "./http";

// One settings store for every settings family (weather, gateway, streaming, display, guest app, self
// check-in): one validator of a value against its schema node, one message style ("<title> (<key>) <why>", the
// field `body/<key>`), one rule for unknown keys ("There is no setting <key>"), read-only values (refused when
// changed, kept as stored) and nulls (clear the value) (issue 44).

/** A node of a settings schema tree, as the contract names it. */
export type SettingsNode = components["schemas"]["SettingsSchemaNode"];

/** What a node without its own bounds still allows: no setting takes a novel or a number past a billion. */
export const SETTING_DEFAULTS = { maxLength: 2000, minimum: -1_000_000_000, maximum: 1_000_000_000 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^1970-01-01T(\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?Z$/;

/**
 * Why a value breaks its node's bounds (minimum, maximum, maxLength, pattern; the defaults where the node
 * declares none), or undefined when it keeps them.
 */
export function settingBoundsProblem(
  node: Pick<SettingsNode, "minimum" | "maximum" | "maxLength" | "pattern" | "integer">,
  value: unknown,
): string | undefined {
  if (Array.isArray(value)) {
    for (const element of value) {
      const problem = settingBoundsProblem(node, element);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "must be a number";
    const minimum = node.minimum ?? SETTING_DEFAULTS.minimum;
    const maximum = node.maximum ?? SETTING_DEFAULTS.maximum;
    if (value < minimum) return `must be at least ${minimum}`;
    if (value > maximum) return `must be at most ${maximum}`;
    if (node.integer && !Number.isInteger(value)) return "must be a whole number";
  }
  if (typeof value === "string") {
    const maxLength = node.maxLength ?? SETTING_DEFAULTS.maxLength;
    if ([...value].length > maxLength) return `must not be longer than ${maxLength} characters`;
    if (node.pattern && value !== "" && !new RegExp(node.pattern, "u").test(value))
      return `must match ${node.pattern}`;
  }
  return undefined;
}

/** Why a value does not fit its schema node (type, list, options, bounds), or undefined when it does. */
export function settingProblem(node: SettingsNode, value: unknown): string | undefined {
  if (node.multiSelect) {
    if (!Array.isArray(value)) return "must be a list";
    for (const element of value) {
      const problem = settingProblem({ ...node, multiSelect: false }, element);
      if (problem) return problem;
    }
    return undefined;
  }
  switch (node.type) {
    case "string":
      if (typeof value !== "string") return "must be text";
      break;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return "must be a number";
      break;
    case "boolean":
      if (typeof value !== "boolean") return "must be true or false";
      break;
    case "date":
      if (typeof value !== "string" || !DATE.test(value) || Number.isNaN(Date.parse(value)))
        return "must be a date (YYYY-MM-DD)";
      break;
    case "time": {
      const match = typeof value === "string" ? TIME.exec(value) : null;
      if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
        return "must be a time stored as 1970-01-01THH:mm:00Z";
      if (node.allowFullHoursOnly && match[2] !== "00") return "allows full hours only";
      break;
    }
    case "datetime":
      if (typeof value !== "string" || !value.includes("T") || Number.isNaN(Date.parse(value)))
        return "must be a date and time (ISO 8601)";
      break;
    case "language":
      if (typeof value !== "string" || !/^[a-z]{2}(-[A-Z]{2})?$/.test(value))
        return "must be a language code such as de";
      break;
    case "country":
      if (typeof value !== "string" || !/^[A-Z]{2}$/.test(value)) return "must be a country code such as AT";
      break;
  }
  if (node.options?.length && !node.options.some((o) => o.value === value))
    return `must be one of ${node.options.map((o) => String(o.value)).join(", ")}`;
  return settingBoundsProblem(node, value);
}

/** The 400 of a value that does not fit its node: "<title> (<key>) <why>" at `body/<key>`. */
export function checkSetting(node: SettingsNode, value: unknown): void {
  const problem = settingProblem(node, value);
  if (problem)
    throw new HttpError(400, `${node.title || node.key} (${node.key}) ${problem}`, `body/${node.key}`);
}

/**
 * The 400 of a change to a read-only value (what the server or the device reports): sending it back as it is
 * (or as the node's default while nothing is stored) passes, anything else is refused rather than dropped
 * unsaid.
 */
export function checkReadOnly(node: SettingsNode, sent: unknown, stored: unknown): void {
  if (sent === undefined) return;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  if (same(sent, stored) || (stored === undefined && same(sent, node.defaultValue))) return;
  throw new HttpError(400, `${node.title || node.key} (${node.key}) is read-only`, `body/${node.key}`);
}

/** The 400 of a key no node of the schema has. */
export const unknownSetting = (key: string) =>
  new HttpError(400, `There is no setting ${key}`, `body/${key}`);

/** The leaves of a schema tree by their key (the values' dotted paths). */
export function settingLeaves(
  nodes: readonly SettingsNode[],
  into = new Map<string, SettingsNode>(),
): Map<string, SettingsNode> {
  for (const node of nodes) {
    if (node.items?.length) settingLeaves(node.items, into);
    else into.set(node.key, node);
  }
  return into;
}

/**
 * A flat settings object (keys are the nodes' dotted paths) saved from a request: every value checked against
 * its node first (unknown keys, wrong types, values outside the options or the bounds, changed read-only values
 * are refused with 400 naming the key); read-only values keep what is stored; null clears. `replace` (a device's whole settings,
 * the display): keys the request leaves out are cleared too, where otherwise they keep their value.
 */
export function saveFlatSettings(
  schema: readonly SettingsNode[],
  previous: Record<string, unknown>,
  body: Record<string, unknown>,
  { replace = false }: { replace?: boolean } = {},
): Record<string, unknown> {
  const known = settingLeaves(schema);
  const next: Record<string, unknown> = replace ? {} : { ...previous };
  for (const [key, value] of Object.entries(body)) {
    const node = known.get(key);
    if (!node) throw unknownSetting(key);
    if (node.readonly) {
      checkReadOnly(node, value, previous[key]);
      continue;
    }
    if (value === null || value === undefined) {
      delete next[key];
      continue;
    }
    // Text is kept trimmed (a pasted " Lobby " names the same screen); times and dates are checked as sent.
    const kept =
      typeof value === "string" && node.type !== "time" && node.type !== "datetime" ? value.trim() : value;
    checkSetting(node, kept);
    next[key] = kept;
  }
  // Read-only values are the server's (or the device's): they stay as stored, whatever the request said.
  for (const [key, node] of known)
    if (node.readonly) {
      if (previous[key] === undefined) delete next[key];
      else next[key] = previous[key];
    }
  return next;
}
