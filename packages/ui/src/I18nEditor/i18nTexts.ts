/**
 * The pure logic of the multi-language text editor: an item's `i18n` list (openapi.yaml AppI18nText,
 * UpsellItemI18n, GatewayTicketI18n, the digital key's texts) read and changed one language at a time.
 *
 * The list stays in the contract's shape, an array of entries each naming its language under `languageKey`
 * (`iso2` in the guest app, `language` in the gateway and digital key); entries of languages the property no
 * longer offers, and keys the editor does not show, travel along unchanged.
 */

export type I18nEntry = Record<string, unknown>;
export type I18nList = readonly I18nEntry[];

/** One text of an entry, e.g. the title (one line) or the description (several). */
export interface I18nTextSpec {
  name: string;
  label: string;
  multiline?: boolean;
  /** Texts default to required: a language that is used (or required) needs them. */
  required?: boolean;
}

export interface I18nRule {
  languageKey: string;
  texts: readonly I18nTextSpec[];
  /** Languages that must be complete, usually the property's default (first) language. */
  requiredLanguages: readonly string[];
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";
const isRequiredText = (text: I18nTextSpec) => text.required !== false;

/** The list in a value: an array's object entries; anything else is an empty list. */
export function asI18nList(value: unknown): I18nEntry[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is I18nEntry => typeof entry === "object" && entry !== null)
    : [];
}

export function entryOf(list: I18nList, language: string, languageKey: string): I18nEntry | undefined {
  return list.find((entry) => entry[languageKey] === language);
}

/** Whether the language has any of the texts filled in. */
export function hasContent(entry: I18nEntry | undefined, texts: readonly I18nTextSpec[]): boolean {
  return entry !== undefined && texts.some((text) => !isBlank(entry[text.name]));
}

/** The required texts a language lacks (its entry missing or those texts blank). */
export function missingTexts(entry: I18nEntry | undefined, texts: readonly I18nTextSpec[]): I18nTextSpec[] {
  return texts.filter((text) => isRequiredText(text) && isBlank(entry?.[text.name]));
}

/**
 * The languages to mark as missing: a required language that is not complete, and any other language
 * with no text at all (a guest in that language would see the default language's text).
 */
export function missingLanguages(list: I18nList, languages: readonly string[], rule: I18nRule): string[] {
  return languages.filter((language) => {
    const entry = entryOf(list, language, rule.languageKey);
    if (rule.requiredLanguages.includes(language)) return missingTexts(entry, rule.texts).length > 0;
    return !hasContent(entry, rule.texts);
  });
}

/**
 * The languages whose texts are invalid: a required language with a required text blank, and a language
 * begun (some text filled in) yet without one of its required texts (the contract's entry requires them).
 */
export function invalidLanguages(list: I18nList, languages: readonly string[], rule: I18nRule): string[] {
  return languages.filter((language) => {
    const entry = entryOf(list, language, rule.languageKey);
    const required = rule.requiredLanguages.includes(language) || hasContent(entry, rule.texts);
    return required && missingTexts(entry, rule.texts).length > 0;
  });
}

/** An entry that only holds its language and blank texts adds nothing: it is left out of the list. */
function isEmptyEntry(entry: I18nEntry, rule: Pick<I18nRule, "languageKey" | "texts">): boolean {
  const shown = new Set([rule.languageKey, ...rule.texts.map((text) => text.name)]);
  return (
    !hasContent(entry, rule.texts) && Object.keys(entry).every((key) => shown.has(key) || entry[key] == null)
  );
}

/**
 * The list with one text of one language set: the entry is changed in place (its position kept), a new
 * language's entry is added at the end, and an entry left with nothing in it is removed.
 */
export function setText(
  list: I18nList,
  language: string,
  name: string,
  value: string,
  rule: Pick<I18nRule, "languageKey" | "texts">,
): I18nEntry[] {
  const at = list.findIndex((entry) => entry[rule.languageKey] === language);
  const next = [...list];
  const changed = { ...(at >= 0 ? list[at] : { [rule.languageKey]: language }), [name]: value };
  if (at >= 0) next[at] = changed;
  else next.push(changed);
  return next.filter((entry) => entry !== changed || !isEmptyEntry(entry, rule));
}

/** The list with every text of `to` replaced by those of `from` (other keys of `to` kept). */
export function copyLanguage(
  list: I18nList,
  from: string,
  to: string,
  rule: Pick<I18nRule, "languageKey" | "texts">,
): I18nEntry[] {
  const source = entryOf(list, from, rule.languageKey);
  if (!source || from === to) return [...list];
  return rule.texts.reduce<I18nEntry[]>(
    (next, text) => setText(next, to, text.name, String(source[text.name] ?? ""), rule),
    [...list],
  );
}
