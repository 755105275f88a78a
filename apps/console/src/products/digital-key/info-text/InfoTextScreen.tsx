import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen } from "../../../kit";
import type { PropertyScreenContext } from "../../../kit";
import { infoTextListParts, toInfoText } from "../../../kit/content";
import type { InfoText } from "../../../kit/content";
import { keyLanguageOptions } from "../keyLanguages";
import { INFO_TEXTS } from "../permissions";

const NS = "digitalKey";

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
  ...infoTextListParts<InfoText>(`${NS}:infoTexts`),
  optionLoaders: { languages: keyLanguageOptions },
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
