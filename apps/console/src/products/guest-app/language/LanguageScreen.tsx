import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen, deleteEach } from "../../../kit";
import { iso1Rule, toNamedLanguage } from "../../../kit/content";
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
  keyField: "id",
  permissions: LANGUAGES,
  rowActions: ["delete"],
  csvFileName: "guest-app-languages.csv",
  dialogTitles: { create: `${NS}:languages.new`, edit: `${NS}:languages.new` },
  // The English name first: it names the row ("Delete: German").
  columns: (t) => [
    {
      id: "name",
      header: t(`${NS}:languages.name`),
      value: (language) => language.language?.name ?? "",
      width: 220,
    },
    {
      id: "local",
      header: t(`${NS}:languages.local`),
      value: (language) => language.language?.local ?? "",
      width: 220,
    },
    { id: "iso1", header: t(`${NS}:languages.iso1`), width: 120 },
  ],
  fields: (t) => [
    {
      kind: "textfield",
      name: "iso1",
      label: t(`${NS}:languages.iso1`),
      hint: t(`${NS}:languages.iso1Hint`),
      rules: [iso1Rule],
      flex: 4,
    },
    { kind: "textfield", name: "language.name", label: t(`${NS}:languages.name`), required: false, flex: 8 },
    { kind: "textfield", name: "language.local", label: t(`${NS}:languages.local`), required: false },
  ],
  calls: {
    list: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/oneapp/language/index", { params: { path: { propertyId } } }),
    create: ({ client, propertyId }, language) =>
      client.POST("/api/cms/v3/{propertyId}/oneapp/language", {
        params: { path: { propertyId } },
        body: toNamedLanguage(language),
      }),
    // The contract deletes one language per call: one call each, stopping at the first refusal.
    remove: ({ client, propertyId }, languages) =>
      deleteEach(languages, (language) =>
        client.DELETE("/api/cms/v3/{propertyId}/oneapp/language/{id}", {
          params: { path: { propertyId, id: language.id! } },
        }),
      ),
  },
});

export default function LanguageScreen() {
  return <ListScreen definition={languageScreen} />;
}
