import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen } from "../../../kit";
import type { PropertyScreenContext } from "../../../kit";
import { infoTextListParts, languageChoice, languageName, toInfoText, uiLocale } from "../../../kit/content";
import { GUEST_APP, TERMS } from "../permissions";

type AppTerms = components["schemas"]["AppTerms"];

const NS = "appTerms";

/** The guest app's languages, offered for new terms (only with oneapp.language.get: no 403 notice). */
async function languageOptions({ client, propertyId, permissions }: PropertyScreenContext) {
  if (permissions && !permissions.has(GUEST_APP.language)) return [];
  const { data } = await client.GET("/api/cms/v3/{propertyId}/oneapp/language/index", {
    params: { path: { propertyId } },
  });
  return (data?.items ?? []).map(languageChoice);
}

/** Saves one text: the contract takes a list and answers the whole list, of which this text is the one saved. */
async function save({ client, propertyId }: PropertyScreenContext, saved: AppTerms) {
  const terms = toInfoText(saved);
  const result = await client.POST("/api/cms/v3/{propertyId}/oneapp/terms", {
    params: { path: { propertyId } },
    body: { items: [terms] },
  });
  return { ...result, data: result.data?.items.find((item) => item.language === terms.language) };
}

/**
 * New terms, or a copy to another language: the contract would replace a language's text without a word, so
 * a language that has terms already is refused here (its own text is edited in its row instead).
 */
async function create(context: PropertyScreenContext, saved: AppTerms) {
  const { client, propertyId, t } = context;
  const language = toInfoText(saved).language;
  const listed = await client.GET("/api/cms/v3/{propertyId}/oneapp/terms/index", {
    params: { path: { propertyId } },
  });
  if (!listed.data) return { error: listed.error, response: listed.response };
  if (listed.data.items.some((terms) => terms.language === language))
    return {
      error: { message: t?.(`${NS}:terms.exists`, { language: languageName(language, uiLocale()) }) },
      response: new Response(null, { status: 409, statusText: "Conflict" }),
    };
  return save(context, saved);
}

/**
 * The guest app's terms and conditions (products.md sections 2, 6 and 7, "Terms"): one rich text per language,
 * refreshed with the list's refresh and copied to another language with the row's copy (the language is
 * picked anew). The contract saves a text over the one of its language and has no delete. Built like the
 * digital key's info texts, whose helpers it uses.
 */
export const termsScreen = definePropertyListScreen<AppTerms>({
  contract: bounds.AppTerms,
  keyField: "id",
  permissions: TERMS,
  rowActions: ["edit", "copy"],
  clearOnCopy: ["language"],
  csvFileName: "guest-app-terms.csv",
  dialogTitles: { create: `${NS}:terms.new`, edit: `${NS}:terms.edit` },
  ...infoTextListParts<AppTerms>(`${NS}:terms`),
  optionLoaders: { languages: languageOptions },
  calls: {
    list: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/oneapp/terms/index", { params: { path: { propertyId } } }),
    create,
    update: save,
  },
});

export default function TermsScreen() {
  return <ListScreen definition={termsScreen} />;
}
