import type { I18nSchema, ListColumn } from "@cms/ui";
import type { TFunction } from "i18next";
import type { CallResult, PropertyScreenContext } from "../../../kit";

/**
 * What the guest app's content screens (enhancements, room categories, themes) share: the property's
 * languages for their texts, and an i18n list's title for a list column.
 */

/** The guest app falls back to English for a language without text, so English is required and comes first. */
export const FALLBACK_LANGUAGE = "en";

/** The guest app's languages of the property (iso1 codes), English first where offered, the rest in order. */
export function orderLanguages(codes: readonly string[]): string[] {
  const unique = [...new Set(codes.filter((code) => /^[a-z]{2}$/.test(code)))];
  return unique.includes(FALLBACK_LANGUAGE)
    ? [FALLBACK_LANGUAGE, ...unique.filter((code) => code !== FALLBACK_LANGUAGE)]
    : unique;
}

/** Loads the guest app's languages of the route's property (oneapp/language/index). */
export async function guestAppLanguages({ client, propertyId, permissions }: PropertyScreenContext) {
  // Without oneapp.language.get the call would be refused: English alone then.
  if (permissions && !permissions.has("oneapp.language.get")) return [FALLBACK_LANGUAGE];
  const { data } = await client.GET("/api/cms/v3/{propertyId}/oneapp/language/index", {
    params: { path: { propertyId } },
  });
  const languages = orderLanguages((data?.items ?? []).map((language) => language.iso1));
  return languages.length > 0 ? languages : [FALLBACK_LANGUAGE];
}

type Texts = { iso2?: string; title?: string }[] | undefined;

/** The title to list: in the UI language, else English, else the first entry's. */
export function titleOf(i18n: Texts, language: string): string {
  const entries = i18n ?? [];
  const pick =
    entries.find((entry) => entry.iso2 === language && entry.title) ??
    entries.find((entry) => entry.iso2 === FALLBACK_LANGUAGE && entry.title) ??
    entries.find((entry) => entry.title);
  return pick?.title ?? "";
}

/** The languages with a title, as a short list for a column (e.g. "de, en"). */
export function languagesOf(i18n: Texts): string {
  return (i18n ?? [])
    .filter((entry) => entry.title && entry.iso2)
    .map((entry) => entry.iso2)
    .join(", ");
}

/** An item's title as a list column: in the UI language, else English, else the first entry's. */
export const titleColumn = <Row extends { i18n?: Texts }>(t: TFunction): ListColumn<Row> => ({
  id: "title",
  header: t("guestAppContent:texts.title"),
  value: (item) => titleOf(item.i18n, t("guestAppContent:texts.titleLanguage")),
  width: 240,
});

/** The languages an item has a title in, as a list column. */
export const languagesColumn = <Row extends { i18n?: Texts }>(t: TFunction): ListColumn<Row> => ({
  id: "languages",
  header: t("guestAppContent:texts.languages"),
  value: (item) => languagesOf(item.i18n),
  width: 140,
});

/** An item's texts in the edit dialog: a title and an optional description per language of the app. */
export const textsField = (t: TFunction): I18nSchema => ({
  kind: "i18n",
  name: "i18n",
  label: t("guestAppContent:texts.label"),
  texts: [
    { name: "title", label: t("guestAppContent:texts.title") },
    { name: "description", label: t("guestAppContent:texts.description"), multiline: true, required: false },
  ],
});

/** ISO 4217 currency: three capital letters (openapi.yaml Enhancement.currency). */
export const currencyRule = (value: unknown) =>
  value === undefined || value === null || value === "" || /^[A-Z]{3}$/.test(String(value))
    ? undefined
    : "guestAppContent:enhancements.currencyInvalid";

/** vendorData as the JSON text the dialog edits, and back: undefined when the text is no JSON object. */
export const vendorDataText = (value: unknown) =>
  value && typeof value === "object" ? JSON.stringify(value, null, 2) : "";

export function parseVendorData(text: string): Record<string, unknown> | null | undefined {
  if (text.trim() === "") return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A failed call's message with the screen's own text first (products.md section 8, e.g. "Cannot save room
 * category!"), then the server's reason when it gave one: the snackbar says what failed and why.
 */
export function withFailureText<R>(result: CallResult<R>, text: string | undefined): CallResult<R> {
  if (result.data || !text) return result;
  const error = result.error;
  const server =
    error && typeof error === "object" && "message" in error && typeof error.message === "string"
      ? error.message
      : undefined;
  return { ...result, error: { message: server ? `${text} ${server}` : text } };
}
