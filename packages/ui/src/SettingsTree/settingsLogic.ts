import type { components } from "@cms/api";
import dayjs from "dayjs";

// The pure side of the settings screen (spec: platform.md "Generic settings screen", section 5 "Settings:").
// Nothing here renders or translates, so every rule is unit-tested without a DOM.

export type SettingsSchemaNode = components["schemas"]["SettingsSchemaNode"];
export type SettingsValueType = components["schemas"]["SettingsValueType"];
export type SettingsOption = components["schemas"]["SettingsOption"];
export type SettingsSchema = components["schemas"]["SettingsSchema"];
export type SettingsValues = components["schemas"]["SettingsValues"];

/**
 * The date every time setting is stored on: the Unix epoch day, so a stored time reads back the same in any
 * time zone and sorts by its time part alone (`07:30` is `1970-01-01T07:30:00.000Z`).
 */
export const FIXED_TIME_DATE = "1970-01-01";

/**
 * Looks up a translated text of a schema node: `key` is the text's kind and the node's key (`titles.provider`,
 * `descriptions.provider.apiKey`, `options.display.unit.celsius`); the schema's own text is the fallback. The
 * kind comes first because a group's key is the start of its children's (`portal`, `portal.title`): the locale
 * files keep the node keys whole (`"titles": { "portal": "...", "portal.title": "..." }`).
 */
export type SchemaTextLookup = (key: string, fallback: string) => string;

/**
 * The schema in the user's language: every title, description and option text looked up by the node's key
 * (the keys are in the schema, the texts in the locale files), the server's English text where none is found.
 * The schema's shape, keys and values are kept; a search, the editor and the confirm list then all read the
 * translated texts.
 */
export function localizeSchema(
  schema: readonly SettingsSchemaNode[],
  lookup: SchemaTextLookup,
): SettingsSchemaNode[] {
  return schema.map((node) => {
    const localized: SettingsSchemaNode = { ...node, title: lookup(`titles.${node.key}`, node.title) };
    if (node.description) localized.description = lookup(`descriptions.${node.key}`, node.description);
    if (node.options) {
      localized.options = node.options.map((option) => ({
        ...option,
        text: lookup(`options.${node.key}.${String(option.value)}`, option.text),
      }));
    }
    if (node.items) localized.items = localizeSchema(node.items, lookup);
    return localized;
  });
}

/** A node with child items is a group (openapi `SettingsSchemaNode.items`); every other node is a setting. */
export const isGroup = (node: SettingsSchemaNode): boolean => Array.isArray(node.items);

/** A node of the tree as the component shows it: a unique id, its depth and its (shown) children. */
export interface SettingsTreeNode {
  /** The node's key; made unique with `#<n>` in the rare schema that repeats a key. */
  id: string;
  node: SettingsSchemaNode;
  /** 0 for top-level nodes. */
  depth: number;
  /** Ids of the groups above, outermost first. */
  ancestors: readonly string[];
  children: SettingsTreeNode[];
}

/** The schema as tree nodes, and an index of every node by id. */
export function buildTree(schema: readonly SettingsSchemaNode[]): {
  roots: SettingsTreeNode[];
  byId: Map<string, SettingsTreeNode>;
} {
  const byId = new Map<string, SettingsTreeNode>();
  const build = (nodes: readonly SettingsSchemaNode[], ancestors: readonly string[]): SettingsTreeNode[] =>
    nodes.map((node) => {
      let id = node.key;
      for (let n = 2; byId.has(id); n++) id = `${node.key}#${n}`;
      const treeNode: SettingsTreeNode = { id, node, depth: ancestors.length, ancestors, children: [] };
      byId.set(id, treeNode);
      treeNode.children = build(node.items ?? [], [...ancestors, id]);
      return treeNode;
    });
  return { roots: build(schema, []), byId };
}

// ---------------------------------------------------------------------------------------------------------
// Reading and writing values: keys are flat dotted paths (`{"a.b.c": 1}`), but some objects nest
// (`{"a": {"b": {"c": 1}}}`). The flat key wins; the nested path is read when there is no flat key.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function nestedParent(values: SettingsValues, key: string): Record<string, unknown> | undefined {
  const parts = key.split(".");
  let current: unknown = values;
  for (const part of parts.slice(0, -1)) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return isRecord(current) ? current : undefined;
}

/** The stored value of a key: the flat key first, then the nested path; undefined when neither exists. */
export function readValue(values: SettingsValues | undefined, key: string): unknown {
  if (!values) return undefined;
  if (Object.hasOwn(values, key)) return values[key];
  const parent = nestedParent(values, key);
  const last = key.split(".").at(-1)!;
  return parent && Object.hasOwn(parent, last) ? parent[last] : undefined;
}

/**
 * A copy of `values` with `key` set: where the value was read from when it came from a nested object (so the
 * object keeps its shape), otherwise under the flat key. The input is never changed.
 */
export function writeValue(values: SettingsValues, key: string, value: unknown): SettingsValues {
  const last = key.split(".").at(-1)!;
  const nested = !Object.hasOwn(values, key) && key.includes(".") && nestedParent(values, key);
  if (!nested || !Object.hasOwn(nested, last)) return { ...values, [key]: value };
  const write = (target: Record<string, unknown>, parts: string[]): Record<string, unknown> => {
    const [head, ...rest] = parts as [string, ...string[]];
    if (rest.length === 0) return { ...target, [head]: value };
    return { ...target, [head]: write(target[head] as Record<string, unknown>, rest) };
  };
  return write(values, key.split("."));
}

// ---------------------------------------------------------------------------------------------------------
// Conversions (spec section 5: "Settings: number type is converted to Number (each element if multi-select);
// string values are trimmed; time values are stored as a fixed date with the time part and a Z suffix and
// shown as HH:mm; with allowFullHoursOnly only minute 00 is allowed").

const TIME = /(?:^|T)(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/** `HH:mm` of a stored time (`1970-01-01T07:30:00.000Z`, or a bare `07:30[:00]`); null when empty or invalid. */
export function toShownTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

/** A time as stored: the fixed date, the time part and Z (`07:30` → `1970-01-01T07:30:00.000Z`). */
export function toStoredTime(value: unknown): string | null {
  const shown = toShownTime(value);
  return shown === null ? null : `${FIXED_TIME_DATE}T${shown}:00.000Z`;
}

/** Whether a time (stored or shown) is a full hour; an empty time is not refused here. */
export function isFullHour(value: unknown): boolean {
  const shown = toShownTime(value);
  return shown === null || shown.endsWith(":00");
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const number = typeof value === "number" ? value : Number(typeof value === "string" ? value.trim() : value);
  return Number.isFinite(number) ? number : null;
};

const toScalar = (type: SettingsValueType, value: unknown, integer = false): unknown => {
  if (value === undefined) return null;
  switch (type) {
    case "number": {
      const number = toNumber(value);
      // Whole-number settings (`integer`) are stored as integers, as the server expects them.
      return integer && typeof number === "number" ? Math.round(number) : number;
    }
    case "time":
      return toStoredTime(value);
    case "boolean":
      return value === null ? null : value === true || value === "true";
    default:
      return typeof value === "string" ? value.trim() : value;
  }
};

/**
 * A value as the settings object stores it: numbers as Number (each element when multi-select), strings
 * trimmed, times on the fixed date with Z; an empty number or time, and undefined, become null.
 * Converting twice gives the same as converting once.
 */
export function convertValue(node: SettingsSchemaNode, value: unknown): unknown {
  if (node.multiSelect) {
    const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
    return list
      .map((element) => toScalar(node.type, element, node.integer))
      .filter((element) => element !== null);
  }
  return toScalar(node.type, value, node.integer);
}

/** What an editor starts with: `HH:mm` for times, `YYYY-MM-DD` for dates, a local date-time, or the value. */
export function toEditorValue(node: SettingsSchemaNode, stored: unknown): unknown {
  if (node.multiSelect) {
    if (Array.isArray(stored)) return stored;
    return stored === null || stored === undefined || stored === "" ? [] : [stored];
  }
  if (stored === undefined || stored === null) return node.type === "boolean" ? false : null;
  switch (node.type) {
    case "time":
      return toShownTime(stored);
    case "date": {
      const date = dayjs(stored as string);
      return date.isValid() ? date.format("YYYY-MM-DD") : null;
    }
    case "datetime": {
      const date = dayjs(stored as string);
      return date.isValid() ? date.format("YYYY-MM-DDTHH:mm:ss") : null;
    }
    case "boolean":
      return stored === true || stored === "true";
    default:
      return stored;
  }
}

/** The stored shape of an editor's value: `convertValue`, and date-times as ISO instants in UTC. */
export function fromEditorValue(node: SettingsSchemaNode, value: unknown): unknown {
  if (!node.multiSelect && node.type === "datetime" && typeof value === "string" && value !== "") {
    const date = dayjs(value);
    return date.isValid() ? date.toISOString() : null;
  }
  return convertValue(node, value);
}

export type SettingError = "fullHoursOnly" | "tooSmall" | "tooLarge" | "tooLong" | "pattern";

/**
 * The reason a value cannot be kept, as a `settings` translation key (its values: the node's minimum,
 * maximum and maxLength); undefined when it is valid. The bounds are the node's own (openapi.yaml
 * SettingsSchemaNode), the ones the server refuses with 400, so the form says them before sending.
 */
export function validationError(node: SettingsSchemaNode, value: unknown): SettingError | undefined {
  if (node.type === "time" && node.allowFullHoursOnly && !isFullHour(value)) return "fullHoursOnly";
  for (const single of Array.isArray(value) ? value : [value]) {
    if (typeof single === "number") {
      if (node.minimum !== undefined && single < node.minimum) return "tooSmall";
      if (node.maximum !== undefined && single > node.maximum) return "tooLarge";
    }
    if (typeof single === "string" && single !== "") {
      if (node.maxLength !== undefined && [...single].length > node.maxLength) return "tooLong";
      if (node.pattern && !new RegExp(node.pattern, "u").test(single)) return "pattern";
    }
  }
  return undefined;
}

/** Empty as the confirm list says it, "(not set / off)": nothing, an empty text or list, or off. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Equal as settings: empty values are equal to each other, lists element by element. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((element, i) => sameValue(element, b[i]));
  if (isRecord(a) && isRecord(b)) return JSON.stringify(a) === JSON.stringify(b);
  return Object.is(a, b);
}

// ---------------------------------------------------------------------------------------------------------
// Pending changes: edited values by key, already converted, until the whole tree is saved.

export type PendingChanges = ReadonlyMap<string, unknown>;

/** The pending map with one edit: an edit back to the stored value drops the key (nothing to save). */
export function withChange(
  pending: PendingChanges,
  values: SettingsValues | undefined,
  node: SettingsSchemaNode,
  value: unknown,
): Map<string, unknown> {
  const next = new Map(pending);
  const converted = convertValue(node, value);
  if (sameValue(convertValue(node, readValue(values, node.key)), converted)) next.delete(node.key);
  else next.set(node.key, converted);
  return next;
}

/** What `onSave` receives: the whole settings object with every change written, and the changed keys. */
export function applyChanges(
  values: SettingsValues | undefined,
  pending: PendingChanges,
  nodesByKey: ReadonlyMap<string, SettingsSchemaNode>,
): { values: SettingsValues; changedKeys: string[] } {
  let next: SettingsValues = { ...values };
  const changedKeys: string[] = [];
  for (const [key, value] of pending) {
    const node = nodesByKey.get(key);
    next = writeValue(next, key, node ? convertValue(node, value) : value);
    changedKeys.push(key);
  }
  return { values: next, changedKeys };
}

// ---------------------------------------------------------------------------------------------------------
// Search: titles and descriptions, ignoring case; matches show with their groups expanded.

export interface SearchResult {
  /** Ids of the nodes whose title or description contains the query. */
  matches: Set<string>;
  /** Ids of the groups to expand so every match is visible. */
  expanded: Set<string>;
  /** The tree that stays: matches, their groups, and everything inside a matching group. */
  roots: SettingsTreeNode[];
}

const fold = (text: string) => text.toLocaleLowerCase();

export function nodeMatches(node: SettingsSchemaNode, query: string): boolean {
  const q = fold(query.trim());
  if (q === "") return false;
  return fold(node.title).includes(q) || fold(node.description ?? "").includes(q);
}

export function searchTree(roots: readonly SettingsTreeNode[], query: string): SearchResult {
  const matches = new Set<string>();
  const expanded = new Set<string>();
  if (query.trim() === "") return { matches, expanded, roots: [...roots] };
  const filter = (nodes: readonly SettingsTreeNode[]): SettingsTreeNode[] => {
    const kept: SettingsTreeNode[] = [];
    for (const treeNode of nodes) {
      const hit = nodeMatches(treeNode.node, query);
      if (hit) {
        matches.add(treeNode.id);
        for (const ancestor of treeNode.ancestors) expanded.add(ancestor);
      }
      const children = filter(treeNode.children);
      // A matching group keeps all its settings; any other group keeps only the ones that lead to a match.
      if (hit) kept.push(treeNode);
      else if (children.length > 0) kept.push({ ...treeNode, children });
    }
    return kept;
  };
  return { matches, expanded, roots: filter(roots) };
}

/** `text` cut into plain and matching parts, for highlighting; one plain part when nothing matches. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const q = query.trim();
  if (q === "") return [{ text, match: false }];
  const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu");
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found[0] === "") break;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length ? parts : [{ text, match: false }];
}
