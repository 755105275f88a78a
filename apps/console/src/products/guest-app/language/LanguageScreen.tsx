import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { languageListParts, toNamedLanguage } from "../../../kit/content";
import { LANGUAGES } from "../permissions";

type AppLanguage = components["schemas"]["AppLanguage"];

const NS = "appTerms";

/**
 * The guest app's languages (products.md sections 2, 6 and 7, "Languages"): code, English name and local name,
 * added and deleted by id. The contract has no update, so there is no edit; a known code gets its names from
 * the server when they are left empty. Shaped like the digital key's languages, whose payload it uses.
 */
export const languageScreen = definePropertyListScreen<AppLanguage>({
  contract: bounds.AppLanguage,
  ...languageListParts<AppLanguage>(NS),
  permissions: LANGUAGES,
  csvFileName: "guest-app-languages.csv",
  calls: collectionCalls("/api/cms/v3/{propertyId}/oneapp/language/{id}", {
    key: "id",
    body: toNamedLanguage,
    addOnly: true,
    remove: "each",
  }),
});

export default function LanguageScreen() {
  return <ListScreen definition={languageScreen} />;
}
