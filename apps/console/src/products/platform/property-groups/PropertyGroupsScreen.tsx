import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { PROPERTY_GROUPS } from "../permissions";
import { ListScreen, collectionCalls, defineListScreen } from "../../../kit";

type PropertyGroup = components["schemas"]["PropertyGroup"];

/** Property groups (platform.md "Other administration screens"): deleting one requires typing its name. */
export const propertyGroupsScreen = defineListScreen<PropertyGroup>({
  contract: bounds.PropertyGroup,
  keyField: "_id",
  permissions: PROPERTY_GROUPS,
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["name"],
  deleteConfirmText: (group) => group.name,
  csvFileName: "property-groups.csv",
  dialogTitles: { create: "properties:group.new", edit: "properties:group.edit" },
  columns: (t) => [
    { id: "name", header: t("properties:group.name") },
    {
      id: "properties",
      header: t("properties:group.propertyCount"),
      value: (group) => group.properties?.length ?? 0,
      kind: "number",
    },
  ],
  optionLoaders: {
    // The properties as the selector has them (a super user's: every one).
    properties: async ({ properties = [] }) =>
      properties.map((property) => ({ id: property.id!, label: `${property.name} (${property.id})` })),
  },
  fields: (t, options) => [
    { kind: "textfield", name: "name", label: t("properties:group.name") },
    {
      kind: "autocomplete",
      name: "properties",
      label: t("properties:group.properties"),
      options: options.properties ?? [],
      multiple: true,
      chips: true,
      required: false,
    },
  ],
  calls: collectionCalls("/api/cms/v3/property-group/{_id}", {
    key: "_id",
    // An untouched property list is saved as null by the dialog; the contract wants a list.
    body: (group) => ({ ...group, properties: group.properties ?? [] }),
    remove: "each",
  }),
});

export default function PropertyGroupsScreen() {
  return <ListScreen definition={propertyGroupsScreen} />;
}
