import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen, deleteEach } from "../../../kit";
import { iso1Rule, toNamedLanguage } from "../../../kit/content";
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
  keyField: "id",
  permissions: KEY_LANGUAGES,
  rowActions: ["delete"],
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
