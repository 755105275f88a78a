import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen, deleteEach } from "../../../kit";
import { languageListParts, toNamedLanguage } from "../../../kit/content";
import { KEY_LANGUAGES } from "../permissions";

type KeyLanguage = components["schemas"]["KeyLanguage"];

const NS = "digitalKey";

/**
 * The digital key app's languages (products.md sections 2, 3 and 6, "Digital key"): code, English name and local
 * name. The contract adds and removes a language but has no update, so there is no edit (docs/decisions.md);
 * removing a language removes the doors' texts in it.
 */
export const keyLanguageScreen = definePropertyListScreen<KeyLanguage>({
  contract: bounds.KeyLanguage,
  ...languageListParts<KeyLanguage>(NS),
  permissions: KEY_LANGUAGES,
  calls: {
    list: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/onekey/language/index", { params: { path: { propertyId } } }),
    create: ({ client, propertyId }, language) =>
      client.POST("/api/cms/v3/{propertyId}/onekey/language", {
        params: { path: { propertyId } },
        body: toNamedLanguage(language),
      }),
    // The contract deletes one language per call: one call each, stopping at the first refusal.
    remove: ({ client, propertyId }, languages) =>
      deleteEach(languages, (language) =>
        client.DELETE("/api/cms/v3/{propertyId}/onekey/language/{id}", {
          params: { path: { propertyId, id: language.id! } },
        }),
      ),
  },
});

export default function KeyLanguageScreen() {
  return <ListScreen definition={keyLanguageScreen} />;
}
