import type { FieldSchema, ValueField } from "./schema";

/**
 * Between an item and the edit form's values (spec: platform.md section 5, "On save numeric fields are
 * converted to numbers and undefined values become null"; section 3, the generic list item's i18n array).
 *
 * In the item, translations are an array `i18n: [{ language: "de", title: "…" }, …]`; in the form they are
 * a map `i18n: { de: { title: "…" } }`, so a field's name per language is the stable path `i18n.de.title`.
 */

export const I18N = "i18n";
export const LANGUAGE = "language";

type Values = Record<string, unknown>;
type I18nEntry = Record<string, unknown> & { language: string };

/** Every field that holds a value, the fields of tab groups included, in schema order. */
export function valueFields(fields: readonly FieldSchema[]): ValueField[] {
  return fields.flatMap((field): ValueField[] => {
    if (field.kind === "tabGroup") return field.tabs.flatMap((tab) => valueFields(tab.fields));
    if (field.kind === "slot") return [];
    return [field];
  });
}

/** Fields default to required; checkboxes and switches to not required (spec section 5). */
export function isRequired(field: FieldSchema): boolean {
  if (field.required !== undefined) return field.required;
  return (
    field.kind !== "checkbox" && field.kind !== "switch" && field.kind !== "tabGroup" && field.kind !== "slot"
  );
}

export function isMultiLanguage(field: ValueField): boolean {
  return "multiLanguage" in field && field.multiLanguage === true;
}

/** The value at a dotted path (`"address.city"`), or undefined. */
export function getPath(values: unknown, path: string): unknown {
  let node = values;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Values)[part];
  }
  return node;
}

/** Sets the value at a dotted path, making the objects on the way. */
export function setPath(values: Values, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = values;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = typeof next === "object" && next !== null ? (next as Values) : (node[part] = {});
  }
  node[parts.at(-1)!] = value;
}

const entriesOf = (item: Values): I18nEntry[] =>
  Array.isArray(item[I18N])
    ? (item[I18N] as unknown[]).filter(
        (entry): entry is I18nEntry =>
          typeof entry === "object" && entry !== null && typeof (entry as Values)[LANGUAGE] === "string",
      )
    : [];

/**
 * The form's initial values: a copy of the item (fields the form does not show travel along unchanged),
 * with the i18n array as a map by language that has an entry for every one of `languages`.
 */
export function toFormValues(
  item: Values,
  fields: readonly FieldSchema[],
  languages: readonly string[],
): Values {
  const values = structuredClone(item);
  const translated = valueFields(fields).filter(isMultiLanguage);
  if (translated.length === 0) return values;
  const byLanguage: Record<string, Values> = {};
  for (const language of languages) byLanguage[language] = {};
  for (const entry of entriesOf(item)) {
    const { [LANGUAGE]: language, ...rest } = structuredClone(entry);
    byLanguage[language] = rest;
  }
  values[I18N] = byLanguage;
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

function savedValue(field: ValueField, value: unknown): unknown {
  if (field.kind === "textfield" && field.valueType === "number") {
    if (isBlank(value)) return null;
    const number = typeof value === "number" ? value : Number(String(value).trim().replace(",", "."));
    return Number.isNaN(number) ? value : number;
  }
  return value === undefined ? null : value;
}

/**
 * The item to save from the form's values: numeric text fields as numbers, every field's undefined as null,
 * and the i18n map back as an array. Languages keep the order they had in `original`, new ones follow; a
 * language whose translated fields are all empty and which had no entry before is left out.
 */
export function fromFormValues(
  values: Values,
  fields: readonly FieldSchema[],
  original: Values = {},
): Values {
  const item = structuredClone(values);
  const all = valueFields(fields);
  for (const field of all) {
    if (!isMultiLanguage(field)) setPath(item, field.name, savedValue(field, getPath(item, field.name)));
    if (field.select) setPath(item, field.select.name, getPath(item, field.select.name) ?? null);
  }
  const translated = all.filter(isMultiLanguage);
  const map = item[I18N];
  if (translated.length > 0 && typeof map === "object" && map !== null && !Array.isArray(map)) {
    const before = entriesOf(original);
    const languages = [
      ...before.map((entry) => entry[LANGUAGE]),
      ...Object.keys(map).filter((language) => !before.some((entry) => entry[LANGUAGE] === language)),
    ];
    item[I18N] = languages.flatMap((language): I18nEntry[] => {
      const fieldsOfLanguage = ((map as Record<string, Values | undefined>)[language] ?? {}) as Values;
      const existed = before.some((entry) => entry[LANGUAGE] === language);
      if (!existed && translated.every((field) => isBlank(getPath(fieldsOfLanguage, field.name)))) return [];
      const entry: I18nEntry = { [LANGUAGE]: language, ...fieldsOfLanguage };
      for (const field of translated)
        setPath(entry, field.name, savedValue(field, getPath(entry, field.name)));
      return [entry];
    });
  }
  return item;
}
