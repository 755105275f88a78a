import type { components } from "@cms/api";

// Upsells (products.md sections 3 to 5): conditions on a reservation's property, each with its reward items.
// Every required field has its own "You have to enter a …" message; these are the steps between the contract's
// shapes and the edit dialogs' values.

export type UpsellCondition = components["schemas"]["UpsellCondition"];
export type UpsellItem = components["schemas"]["UpsellItem"];
type UpsellItemI18n = components["schemas"]["UpsellItemI18n"];

export const NS = "upsells";

export const OPERATORS = [
  "equals",
  "not_equals",
  "less_than",
  "greater_than",
  "less_equal",
  "greater_equal",
] as const satisfies readonly UpsellCondition["condition"][];

/** The fields with their own "You have to enter a …" message (products.md section 5). */
export type RequiredField = "name" | "condition" | "property" | "value" | "title" | "price" | "description";

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** The dialog's message of an empty required field: its own, e.g. "You have to enter a name". */
export const requiredMessage = (field: RequiredField) => `${NS}:required.${field}`;

/** The condition as the contract takes it: texts trimmed, a numeric value as a number, the header kept. */
export function toCondition(saved: UpsellCondition): UpsellCondition {
  const raw = String(saved.value ?? "").trim();
  const numeric = raw !== "" && /^-?\d+([.,]\d+)?$/.test(raw) ? Number(raw.replace(",", ".")) : raw;
  const condition: UpsellCondition = {
    name: String(saved.name ?? "").trim(),
    property: String(saved.property ?? "").trim(),
    condition: saved.condition,
    value: numeric,
  };
  if (!isBlank(saved.header)) condition.header = String(saved.header).trim();
  return condition;
}

/**
 * An item as its dialog edits it: the i18n list as the contract has it (the library's multi-language editor
 * edits it in place), the price as text, the position as a number or empty.
 */
export interface ItemForm {
  _id?: string;
  i18n: Partial<UpsellItemI18n>[];
  price?: string;
  active?: boolean;
  position?: number | null;
}

export function toItemForm(item: UpsellItem | null | undefined): ItemForm {
  return {
    ...(item?._id ? { _id: item._id } : {}),
    i18n: item?.i18n ?? [],
    price: item?.price,
    active: item?.active ?? true,
    position: item?.position ?? null,
  };
}

/**
 * The item as the contract takes it, or the first text that is missing: the guest app's first language needs
 * its title and description ("You have to enter a …"), as does any other language begun; languages left empty
 * are left out.
 */
export function fromItemForm(
  form: ItemForm,
  languages: readonly string[],
): { item: UpsellItem } | { missing: "title" | "description"; language: string } {
  const entries = (form.i18n ?? []).map((entry) => ({
    iso2: String(entry.iso2 ?? ""),
    title: String(entry.title ?? "").trim(),
    description: String(entry.description ?? "").trim(),
  }));
  const first = languages[0];
  const order = [...languages, ...entries.map((e) => e.iso2).filter((code) => !languages.includes(code))];
  const i18n: UpsellItemI18n[] = [];
  for (const iso2 of order) {
    const entry = entries.find((e) => e.iso2 === iso2);
    const title = entry?.title ?? "";
    const description = entry?.description ?? "";
    if (!title && !description && iso2 !== first) continue;
    if (!title) return { missing: "title", language: iso2 };
    if (!description) return { missing: "description", language: iso2 };
    i18n.push({ iso2, title, description });
  }
  const item: UpsellItem = {
    i18n,
    price: String(form.price ?? "").trim(),
    active: form.active ?? true,
  };
  if (form._id) item._id = form._id;
  if (form.position !== undefined && form.position !== null && String(form.position) !== "")
    item.position = Number(form.position);
  return { item };
}

/** The item's title in the first language that has one (the row's name). */
export const itemTitle = (item: UpsellItem, languages: readonly string[]) =>
  [...languages.map((code) => item.i18n.find((entry) => entry.iso2 === code)), ...item.i18n].find(Boolean)
    ?.title ?? "";
