import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { PORTAL_THEMES } from "../permissions";
import type { PortalTheme } from "../portalContent";
import { LanguageName } from "../LanguageName";
import { loadLanguageOptions, toPortalItem } from "../portalContent";

/**
 * The portal's themes (products.md sections 2, 3 and 6, "Theme"): its look (colours, logo, background), for
 * one language the portal offers or, without a language, for all of them; a generic list with edit dialog.
 */
export const themeScreen = definePropertyListScreen<PortalTheme>({
  contract: bounds.GatewayTheme,
  keyField: "id",
  permissions: PORTAL_THEMES,
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["name", "language"],
  csvFileName: "gateway-themes.csv",
  dialogTitles: { create: "gatewayContent:themes.new", edit: "gatewayContent:themes.edit" },
  columns: (t) => [
    { id: "name", header: t("gatewayContent:themes.name"), width: 240 },
    {
      id: "language",
      header: t("gatewayContent:themes.language"),
      cell: (_, value) => <LanguageName iso1={value} none={t("gatewayContent:themes.allLanguages")} />,
      text: (theme) => theme.language ?? t("gatewayContent:themes.allLanguages"),
      width: 200,
    },
    { id: "primary", header: t("gatewayContent:themes.primary"), width: 160 },
    { id: "accent", header: t("gatewayContent:themes.accent"), width: 160 },
  ],
  optionLoaders: { language: loadLanguageOptions },
  fields: (t, options) => [
    { kind: "textfield", name: "name", label: t("gatewayContent:themes.name"), flex: 6 },
    {
      kind: "autocomplete",
      name: "language",
      label: t("gatewayContent:themes.language"),
      hint: t("gatewayContent:themes.languageHint"),
      options: options.language ?? [],
      required: false,
      flex: 6,
    },
    { kind: "color", name: "primary", label: t("gatewayContent:themes.primary"), required: false, flex: 6 },
    { kind: "color", name: "accent", label: t("gatewayContent:themes.accent"), required: false, flex: 6 },
    { kind: "textfield", name: "logoImage", label: t("gatewayContent:themes.logoImage"), required: false },
    {
      kind: "textfield",
      name: "backgroundImage",
      label: t("gatewayContent:themes.backgroundImage"),
      required: false,
    },
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/onespeed/theme/{id}", {
    key: "id",
    body: toPortalItem,
    remove: "each",
  }),
});

export default function ThemeScreen() {
  return <ListScreen definition={themeScreen} />;
}
