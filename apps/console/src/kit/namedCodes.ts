// Codes (ISO 3166 countries, ISO 4217 currencies) as picker options named in the console's language by the
// browser (Intl.DisplayNames), so the lists never need translating.

type Option = { id: string; label: string };
const cache = new Map<string, Option[]>();

/**
 * The codes as autocomplete options, "Austria (AT)", "Euro (EUR)", sorted by name in `language` (cached per kind
 * and language); a code the browser cannot name is its own name.
 */
export function namedCodeOptions(
  type: "region" | "currency",
  codes: readonly string[],
  language: string,
): Option[] {
  const key = `${type}|${language}`;
  let options = cache.get(key);
  if (!options) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language, "en"], { type });
    } catch {
      names = undefined;
    }
    const collator = new Intl.Collator(language);
    options = codes
      .map((id) => ({ id, label: `${names?.of(id) ?? id} (${id})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
    cache.set(key, options);
  }
  return options;
}
