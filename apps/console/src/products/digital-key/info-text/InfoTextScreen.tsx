import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen } from "../../../kit";
import type { PropertyScreenContext } from "../../../kit";
import { languageName } from "../../../kit/content";
import { DIGITAL_KEY, INFO_TEXTS } from "../permissions";
import { plainText, toInfoText } from "../../../kit/content";
import type { InfoText } from "../../../kit/content";

const NS = "digitalKey";
const uiLocale = () => document.documentElement.lang || "en";

/** The property's digital key languages, offered for a new text (only with onekey.language.get: no 403 notice). */
async function languageOptions({ client, propertyId, permissions }: PropertyScreenContext) {
  if (permissions && !permissions.has(DIGITAL_KEY.language)) return [];
  const { data } = await client.GET("/api/cms/v3/{propertyId}/onekey/language/index", {
    params: { path: { propertyId } },
  });
  return (data?.items ?? []).map((language) => ({
    id: language.iso1,
    label: `${language.language?.name ?? language.iso1} (${language.iso1})`,
  }));
}

/** Saves one text: the contract takes a list and answers the whole list, of which this text is the one saved. */
async function save({ client, propertyId }: PropertyScreenContext, saved: InfoText) {
  const text = toInfoText(saved);
  const result = await client.POST("/api/cms/v3/{propertyId}/onekey/info-text", {
    params: { path: { propertyId } },
    body: { items: [text] },
  });
  return { ...result, data: result.data?.items.find((item) => item.language === text.language) };
}

/**
 * The digital key's info texts (products.md sections 2, 3 and 6, "Digital key"): one text per language, shown
 * to the guest in the key app; written in the rich text editor. The contract saves a text over the one of its
 * language and has no delete.
 */
export const infoTextScreen = definePropertyListScreen<InfoText>({
  contract: bounds.KeyInfoText,
  keyField: "_id",
  permissions: INFO_TEXTS,
  rowActions: ["edit"],
  dialogTitles: { create: `${NS}:infoTexts.new`, edit: `${NS}:infoTexts.edit` },
  columns: (t) => [
    {
      id: "language",
      header: t(`${NS}:infoTexts.language`),
      value: (text) => languageName(text.language, uiLocale()),
      width: 200,
    },
    {
      id: "text",
      header: t(`${NS}:infoTexts.text`),
      value: (text) => plainText(text.text),
      kind: "truncate",
      width: 640,
    },
  ],
  optionLoaders: { languages: languageOptions },
  fields: (t, options) => [
    {
      kind: "autocomplete",
      name: "language",
      label: t(`${NS}:infoTexts.language`),
      options: options.languages ?? [],
      readonlyEditItem: true,
    },
    { kind: "texteditor", name: "text", label: t(`${NS}:infoTexts.text`) },
  ],
  calls: {
    list: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/onekey/info-text/index", { params: { path: { propertyId } } }),
    create: save,
    update: save,
  },
});

export default function InfoTextScreen() {
  return <ListScreen definition={infoTextScreen} />;
}
