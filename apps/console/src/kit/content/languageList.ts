import type { FieldSchema, ListColumn, RowActionName } from "@cms/ui";
import type { TFunction } from "i18next";
import { iso1Rule } from "./languages";

/** A product's language as its contract names it: the ISO 639-1 code and the English and local names. */
interface ListedLanguage {
  id?: string;
  iso1: string;
  language?: { name?: string; local?: string };
}

/**
 * The list of a product's languages (the guest app's and the digital key's, products.md section 6): code,
 * English name and local name, added and deleted, never edited (the contracts have no update; docs/decisions.md).
 * The texts are the product's own, under `<ns>:languages.*`; the screen adds its contract, permissions and calls.
 */
export function languageListParts<T extends ListedLanguage>(ns: string) {
  return {
    keyField: "id" as const,
    rowActions: ["delete"] as RowActionName[],
    dialogTitles: { create: `${ns}:languages.new`, edit: `${ns}:languages.new` },
    // The English name first: it names the row ("Delete: German").
    columns: (t: TFunction): ListColumn<T>[] => [
      {
        id: "name",
        header: t(`${ns}:languages.name`),
        value: (language) => language.language?.name ?? "",
        width: 220,
      },
      {
        id: "local",
        header: t(`${ns}:languages.local`),
        value: (language) => language.language?.local ?? "",
        width: 220,
      },
      { id: "iso1", header: t(`${ns}:languages.iso1`), width: 120 },
    ],
    fields: (t: TFunction): FieldSchema[] => [
      {
        kind: "textfield",
        name: "iso1",
        label: t(`${ns}:languages.iso1`),
        hint: t(`${ns}:languages.iso1Hint`),
        rules: [iso1Rule],
        flex: 4,
      },
      {
        kind: "textfield",
        name: "language.name",
        label: t(`${ns}:languages.name`),
        required: false,
        flex: 8,
      },
      { kind: "textfield", name: "language.local", label: t(`${ns}:languages.local`), required: false },
    ],
  };
}
