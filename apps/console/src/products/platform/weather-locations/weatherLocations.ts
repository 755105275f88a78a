import type { components } from "@cms/api";
import { countryItems } from "@cms/ui";

export type WeatherLocation = components["schemas"]["WeatherLocation"];
export type WeatherSearchResult = components["schemas"]["WeatherSearchResult"];

/** An ISO 3166-1 alpha-2 code, as the contract's `cc` and a location's country have it. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * The search's country choices: every ISO 3166-1 country by its name in the UI language with its code,
 * "Austria (AT)", sorted by name, so typing a name or a code finds it and only a real code is sent.
 */
export function countryChoices(locale: string): { id: string; label: string }[] {
  return countryItems(locale).map((country) => ({
    id: country.id,
    label: `${country.label} (${country.id})`,
  }));
}

/**
 * The key a search result is picked by. The spec picks by iso1, but the provider gives every place of a
 * country the same iso1 (Vienna and Salzburg are both "AT"), so two places of one country could not both be
 * picked: the provider's place id comes first, iso1 with the name where there is none.
 */
export function resultKey(result: WeatherSearchResult): string {
  return result.id ? `id:${result.id}` : `iso1:${result.iso1}:${result.name}`;
}

/**
 * The weather location a picked result becomes: its name as the city, the country as an ISO code (the
 * result's own country when it is one, else its iso1, which the provider fills with the country's code),
 * observed from now on. Observation fields stay empty until the first fetch.
 */
export function toLocation(result: WeatherSearchResult): WeatherLocation {
  const country =
    result.country && COUNTRY_CODE.test(result.country.toUpperCase()) ? result.country : result.iso1;
  return { city: result.name, country: country.toUpperCase(), active: true };
}

/** The search's query parameters; undefined when the query is empty, which makes no call (spec section 4). */
export function searchQuery(query: string, countryCode: string): { query: string; cc?: string } | undefined {
  const text = query.trim();
  if (!text) return undefined;
  const cc = countryCode.trim();
  // Only a code goes out: a name typed into the field ("Austria") is never cut to two letters (cc=AU).
  return COUNTRY_CODE.test(cc) ? { query: text, cc } : { query: text };
}
