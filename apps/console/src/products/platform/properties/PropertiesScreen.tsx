import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import type { Rule } from "@cms/ui";
import { ActiveGroups } from "./ActiveGroups";
import { withoutEmpty } from "./calls";
import { timeZoneOptions } from "./timeZones";
import { PROPERTIES } from "../permissions";
import { ListScreen, collectionCalls, defineListScreen } from "../../../kit";
import { countryChoices } from "../weather-locations/weatherLocations";

type Property = components["schemas"]["Property"];

const isBlank = (value: unknown) => value == null || value === "";
// The contract's patterns for Property.country (ISO 3166-1 alpha-2) and Property.currency (ISO 4217).
const countryRule: Rule = (value) =>
  isBlank(value) || /^[A-Z]{2}$/.test(String(value)) ? undefined : "properties:property.countryInvalid";
const currencyRule: Rule = (value) =>
  isBlank(value) || /^[A-Z]{3}$/.test(String(value)) ? undefined : "properties:property.currencyInvalid";

/** Properties (platform.md "Other administration screens"): deleting one requires typing its name. */
export const propertiesScreen = defineListScreen<Property>({
  contract: bounds.Property,
  keyField: "id",
  permissions: PROPERTIES,
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["name"],
  deleteConfirmText: (property) => property.name,
  csvFileName: "properties.csv",
  dialogTitles: { create: "properties:property.new", edit: "properties:property.edit" },
  renderDetail: (property) => (property.id ? <ActiveGroups propertyId={property.id} /> : null),
  columns: (t) => [
    // The name first: a row's actions are named after its first column ("Edit: Hotel Sacher Wien").
    // Minimum widths that fit beside the drawer on a 1280 px screen; the name takes what is left.
    // Country and currency wait in the column chooser: the rest fit the card at 1024 px (issue 26).
    { id: "name", header: t("properties:property.name"), width: 140 },
    { id: "id", header: t("properties:property.id"), width: 72 },
    { id: "city", header: t("properties:property.city"), width: 100 },
    { id: "country", header: t("properties:property.country"), width: 96, hiddenByDefault: true },
    { id: "timezone", header: t("properties:property.timezone"), width: 126 },
    { id: "currency", header: t("properties:property.currency"), width: 96, hiddenByDefault: true },
  ],
  fields: (t, _options, language) => [
    { kind: "textfield", name: "name", label: t("properties:property.name") },
    { kind: "textfield", name: "city", label: t("properties:property.city"), required: false, flex: 6 },
    // Picked by its name in the UI language ("Austria (AT)"), as the weather search's country; the ISO code
    // is stored, so typing "Austria" can never save "AU" (issue 26).
    {
      kind: "autocomplete",
      name: "country",
      label: t("properties:property.country"),
      options: countryChoices(language),
      required: false,
      rules: [countryRule],
      flex: 6,
    },
    // Picked from the IANA zones, never typed: the contract refuses any other (format iana-time-zone).
    {
      kind: "autocomplete",
      name: "timezone",
      label: t("properties:property.timezone"),
      hint: t("properties:property.timezoneHint"),
      options: timeZoneOptions(),
      required: false,
      flex: 6,
    },
    {
      kind: "textfield",
      name: "currency",
      label: t("properties:property.currency"),
      hint: t("properties:property.currencyHint"),
      required: false,
      rules: [currencyRule],
      flex: 6,
    },
    // Bound to the key, so it shows the groups of a stored property only (a new one belongs to none yet).
    {
      kind: "slot",
      name: "id",
      render: ({ value }) =>
        typeof value === "string" && value ? <ActiveGroups propertyId={value} /> : null,
    },
  ],
  calls: collectionCalls("/api/cms/v3/property/{id}", {
    key: "id",
    // A property's id is the hotel's own number, given by the user.
    keepKeyOnCreate: true,
    body: withoutEmpty,
    remove: "each",
  }),
});

export default function PropertiesScreen() {
  return <ListScreen definition={propertiesScreen} />;
}
