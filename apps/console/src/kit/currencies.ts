// ISO 4217 currencies the browser knows, each named in the console's language (Intl.DisplayNames).

const cache = new Map<string, { id: string; label: string }[]>();

/**
 * The currencies as autocomplete options, "Euro (EUR)", sorted by name in `language` (cached per language):
 * a price's currency is picked, never typed as a code the contract (`^[A-Z]{3}$`) would refuse.
 */
export function currencyOptions(language: string): { id: string; label: string }[] {
  let options = cache.get(language);
  if (!options) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language, "en"], { type: "currency" });
    } catch {
      names = undefined;
    }
    const collator = new Intl.Collator(language);
    options = Intl.supportedValuesOf("currency")
      .map((id) => ({ id, label: `${names?.of(id) ?? id} (${id})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
    cache.set(language, options);
  }
  return options;
}
