import type { PropertyScreenContext } from "../../kit";
import { languageChoice } from "../../kit/content";
import { DIGITAL_KEY } from "./permissions";

/**
 * The property's digital key languages as choices ("German (de)"), for a new info text and the doors' texts.
 * Asked for only with onekey.language.get (no 403 notice): without it there is nothing to choose.
 */
export async function keyLanguageOptions({ client, propertyId, permissions }: PropertyScreenContext) {
  if (permissions && !permissions.has(DIGITAL_KEY.language)) return [];
  const { data } = await client.GET("/api/cms/v3/{propertyId}/onekey/language/index", {
    params: { path: { propertyId } },
  });
  return (data?.items ?? []).map(languageChoice);
}
