import type { components } from "@cms/api/schema";

// The settings schemas of the products (gateway, streaming, guest app, self check-in, display, weather) are
// written with these: a choice or a bounded number reads as one line of what it offers, not as its JSON. Each
// builder writes the node's fields in the order the seed always had, so the schemas the sandbox serves stay the
// same to the byte.

type SchemaNode = components["schemas"]["SettingsSchemaNode"];
type OptionValue = components["schemas"]["SettingsOption"]["value"];

/** The fields of `fields` that are set, so an absent one stays absent rather than undefined. */
const present = (fields: Partial<SchemaNode>): Partial<SchemaNode> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * A setting picked from `options`, each a value and the text shown for it; `defaultValue` (if any) comes last.
 * A number choice (`type: "number"`) may have bounds, and a list of several picks sets `multiSelect`.
 */
export function choice(
  key: string,
  title: string,
  options: readonly (readonly [OptionValue, string])[],
  {
    type = "string",
    multiSelect,
    minimum,
    maximum,
    defaultValue,
  }: Pick<SchemaNode, "multiSelect" | "minimum" | "maximum" | "defaultValue"> & {
    type?: SchemaNode["type"];
  } = {},
): SchemaNode {
  return {
    key,
    title,
    type,
    ...present({ multiSelect, minimum, maximum }),
    options: options.map(([value, text]) => ({ value, text })),
    ...present({ defaultValue }),
  };
}

/** A number setting from `minimum` to `maximum`, whole numbers only when `integer`; `defaultValue` if any. */
export function bounded(
  key: string,
  title: string,
  [minimum, maximum]: readonly [number, number],
  { integer, defaultValue, readonly }: Pick<SchemaNode, "integer" | "defaultValue" | "readonly"> = {},
): SchemaNode {
  return {
    key,
    title,
    type: "number",
    ...present({ integer }),
    minimum,
    maximum,
    ...present({ defaultValue, readonly }),
  };
}

/** A group of settings (a heading in the tree), `description` under its title if given. */
export function group(
  key: string,
  title: string,
  ...rest: [items: SchemaNode[]] | [description: string, items: SchemaNode[]]
): SchemaNode {
  const [description, items] = rest.length === 1 ? [undefined, rest[0]] : rest;
  return { key, title, type: "string", ...present({ description }), items };
}
