import { HttpError } from "./http";

/** The bounds a settings schema node may declare for its value (openapi.yaml SettingsSchemaNode). */
export interface BoundedNode {
  key: string;
  title?: string;
  type: string;
  options?: { value: unknown }[];
  readonly?: boolean;
  integer?: boolean;
  multiSelect?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  items?: BoundedNode[];
}

/** What a node without its own bounds still allows: no setting takes a novel or a number past a billion. */
export const SETTING_DEFAULTS = { maxLength: 2000, minimum: -1_000_000_000, maximum: 1_000_000_000 };

/**
 * Why a value breaks its node's bounds (minimum, maximum, maxLength, pattern; the defaults where the node
 * declares none), or undefined when it keeps them. Types and options are the callers' own checks.
 */
export function settingBoundsProblem(node: BoundedNode, value: unknown): string | undefined {
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

function leavesOf(nodes: BoundedNode[], into = new Map<string, BoundedNode>()): Map<string, BoundedNode> {
  for (const node of nodes) {
    if (node.items?.length) leavesOf(node.items, into);
    else into.set(node.key, node);
  }
  return into;
}

/**
 * A flat settings object (keys are the nodes' dotted paths) merged with a change after every changed value
 * was checked against its node: unknown keys, wrong types, values outside the options and values breaking
 * the bounds are refused with 400 naming the key; read-only values keep what was stored; null clears.
 */
export function mergeFlatSettings(
  schema: BoundedNode[],
  previous: Record<string, unknown>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const known = leavesOf(schema);
  const next = { ...previous };
  for (const [key, value] of Object.entries(body)) {
    const node = known.get(key);
    if (!node) throw new HttpError(400, `There is no setting ${key}`, `body/${key}`);
    if (node.readonly) continue;
    if (value === null) {
      delete next[key];
      continue;
    }
    const name = `${node.title ?? key} (${key})`;
    const expected = node.type === "number" ? "number" : node.type === "boolean" ? "boolean" : "string";
    const values = node.multiSelect && Array.isArray(value) ? value : [value];
    for (const single of values) {
      if (typeof single !== expected)
        throw new HttpError(400, `${name} must be a ${expected}`, `body/${key}`);
      if (node.options?.length && !node.options.some((o) => o.value === single))
        throw new HttpError(
          400,
          `${name} must be one of ${node.options.map((o) => String(o.value)).join(", ")}`,
          `body/${key}`,
        );
    }
    const problem = settingBoundsProblem(node, value);
    if (problem) throw new HttpError(400, `${name} ${problem}`, `body/${key}`);
    next[key] = value;
  }
  return next;
}
