import type { components } from "@cms/api";
import type { FieldSchema, ListColumn } from "@cms/ui";
import type { TFunction } from "i18next";
import { languageName, uiLocale } from "./languages";

export type InfoText = components["schemas"]["KeyInfoText"];

/** One option of a choice field. */
type Choice = { id: string; label: string };

/** An info text as one line of the list: its HTML as the words a guest reads, spaces collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/h[1-6]|\/li)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text.replace(/\s+/g, " ").trim();
}

/** The text the contract takes from what the dialog saved: its language and text only (the id is the server's). */
export const toInfoText = (saved: InfoText): InfoText => ({
  language: String(saved.language ?? "")
    .trim()
    .toLowerCase(),
  text: saved.text ?? "",
});

/** A language as a product's language list names it, offered as a text's language: "German (de)". */
export const languageChoice = (language: { iso1: string; language?: { name?: string } }): Choice => ({
  id: language.iso1,
  label: `${language.language?.name ?? language.iso1} (${language.iso1})`,
});

/**
 * The list of a product's texts, one rich text per language (the digital key's info texts, the guest app's
 * terms): the language by its name and the text as one line, a new text's language picked from the product's
 * languages (`options.languages`) and kept when the text is edited. The column and field names are the
 * product's own, `<keys>.language` and `<keys>.text`; the screen adds its contract, permissions and calls.
 */
export function infoTextListParts<T extends { language: string; text: string }>(keys: string) {
  return {
    columns: (t: TFunction): ListColumn<T>[] => [
      {
        id: "language",
        header: t(`${keys}.language`),
        value: (text) => languageName(text.language, uiLocale()),
        width: 200,
      },
      {
        id: "text",
        header: t(`${keys}.text`),
        value: (text) => plainText(text.text),
        kind: "truncate",
        width: 640,
      },
    ],
    fields: (t: TFunction, options: { languages?: Choice[] }): FieldSchema[] => [
      {
        kind: "autocomplete",
        name: "language",
        label: t(`${keys}.language`),
        options: options.languages ?? [],
        readonlyEditItem: true,
      },
      { kind: "texteditor", name: "text", label: t(`${keys}.text`) },
    ],
  };
}
