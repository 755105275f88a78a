import { namedCodeOptions } from "./namedCodes";

/**
 * ISO 4217 currencies the browser knows as autocomplete options, "Euro (EUR)", named and sorted in `language`:
 * a price's currency is picked, never typed as a code the contract (`^[A-Z]{3}$`) would refuse.
 */
export const currencyOptions = (language: string) =>
  namedCodeOptions("currency", Intl.supportedValuesOf("currency"), language);
