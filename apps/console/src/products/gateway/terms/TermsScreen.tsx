import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { PORTAL_TERMS } from "../permissions";
import type { PortalTerms } from "../portalContent";
import { LanguageName } from "../LanguageName";
import { loadLanguageOptions, toPortalItem } from "../portalContent";

/**
 * The portal's terms and conditions (products.md sections 2, 3 and 6, "Terms and conditions"): one text per
 * language the portal offers, as a generic list with edit dialog keyed by `id`; the text is rich text (HTML).
 */
export const termsScreen = definePropertyListScreen<PortalTerms>({
  contract: bounds.GatewayTerms,
  keyField: "id",
  permissions: PORTAL_TERMS,
  rowActions: ["edit", "copy", "delete"],
  // A copy is the same text for another language, picked anew.
  clearOnCopy: ["language"],
  csvFileName: "gateway-terms.csv",
  dialogTitles: { create: "gatewayContent:terms.new", edit: "gatewayContent:terms.edit" },
  // The title first: it names the row ("Edit: Terms of use of the guest Wi-Fi").
  columns: (t) => [
    { id: "title", header: t("gatewayContent:terms.title"), width: 360 },
    {
      id: "language",
      header: t("gatewayContent:terms.language"),
      cell: (_, value) => <LanguageName iso1={value} />,
      width: 220,
    },
  ],
  optionLoaders: { language: loadLanguageOptions },
  fields: (t, options) => [
    {
      kind: "autocomplete",
      name: "language",
      label: t("gatewayContent:terms.language"),
      options: options.language ?? [],
      flex: 4,
    },
    { kind: "textfield", name: "title", label: t("gatewayContent:terms.title"), flex: 8 },
    { kind: "texteditor", name: "text", label: t("gatewayContent:terms.text") },
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/onespeed/terms/{id}", {
    key: "id",
    body: toPortalItem,
    remove: "each",
  }),
});

export default function TermsScreen() {
  return <ListScreen definition={termsScreen} />;
}
