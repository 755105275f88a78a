import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
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
  calls: collectionCalls("/api/cms/v3/{propertyId}/onekey/language/{id}", {
    key: "id",
    body: toNamedLanguage,
    addOnly: true,
    remove: "each",
  }),
});

export default function KeyLanguageScreen() {
  return <ListScreen definition={keyLanguageScreen} />;
}
