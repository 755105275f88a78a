import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { PORTAL_LANGUAGES } from "../permissions";
import type { PortalLanguage } from "../portalContent";
import { iso1Rule } from "../../../kit/content";
import { toPortalLanguage } from "../portalContent";

/**
 * The languages the guest portal offers (products.md sections 2, 3 and 6, "Language"): a generic list with edit
 * dialog, keyed by `id`, one item per ISO 639-1 code, at most one of them the portal's default.
 */
export const languageScreen = definePropertyListScreen<PortalLanguage>({
  contract: bounds.GatewayLanguage,
  keyField: "id",
  permissions: PORTAL_LANGUAGES,
  rowActions: ["edit", "delete"],
  csvFileName: "gateway-languages.csv",
  dialogTitles: { create: "gatewayContent:languages.new", edit: "gatewayContent:languages.edit" },
  // The English name first: it names the row ("Edit: German").
  columns: (t) => [
    { id: "language", header: t("gatewayContent:languages.language"), width: 220 },
    { id: "local", header: t("gatewayContent:languages.local"), width: 220 },
    { id: "iso1", header: t("gatewayContent:languages.iso1"), width: 120 },
    { id: "default", header: t("gatewayContent:languages.default"), kind: "boolean", width: 160 },
  ],
  fields: (t) => [
    {
      kind: "textfield",
      name: "iso1",
      label: t("gatewayContent:languages.iso1"),
      hint: t("gatewayContent:languages.iso1Hint"),
      rules: [iso1Rule],
      flex: 4,
    },
    { kind: "textfield", name: "language", label: t("gatewayContent:languages.language"), flex: 8 },
    { kind: "textfield", name: "local", label: t("gatewayContent:languages.local"), required: false },
    { kind: "switch", name: "default", label: t("gatewayContent:languages.default") },
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/onespeed/language/{id}", {
    key: "id",
    body: toPortalLanguage,
    // The contract deletes one language per call.
    remove: "each",
  }),
});

export default function LanguageScreen() {
  return <ListScreen definition={languageScreen} />;
}
