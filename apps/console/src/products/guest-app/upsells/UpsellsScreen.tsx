import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen, failureMessage } from "../../../kit";
import { UPSELLS } from "../permissions";
import { UpsellRewards } from "./UpsellRewards";
import type { UpsellCondition } from "./upsells";
import { NS, OPERATORS, requiredMessage, toCondition } from "./upsells";

/**
 * Upsells (products.md sections 2 to 5, "Upsell conditions"): conditions on a reservation's property (e.g.
 * roomTypeCode equals DBL), each with its rewards shown in the row's details: the header above them and the
 * list of upsell items. Every required field says which one is missing ("You have to enter a …"); a condition
 * or item equal to an existing one is refused by the server with the spec's text, shown in the dialog.
 */
export const upsellsScreen = definePropertyListScreen<UpsellCondition>({
  contract: bounds.UpsellCondition,
  keyField: "_id",
  permissions: UPSELLS,
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["value"],
  csvFileName: "upsell-conditions.csv",
  dialogTitles: { create: `${NS}:conditions.new`, edit: `${NS}:conditions.edit` },
  // The name first: it names the row ("Edit: Double room guests").
  columns: (t) => [
    { id: "name", header: t(`${NS}:fields.name`), width: 220 },
    { id: "property", header: t(`${NS}:fields.property`), width: 160 },
    {
      id: "condition",
      header: t(`${NS}:fields.condition`),
      value: (condition) => t(`${NS}:operators.${condition.condition}`),
      width: 180,
    },
    { id: "value", header: t(`${NS}:fields.value`), width: 120 },
    { id: "header", header: t(`${NS}:fields.header`), kind: "truncate", width: 260 },
    {
      id: "items",
      header: t(`${NS}:fields.items`),
      value: (condition) => condition.items?.length ?? 0,
      kind: "number",
      width: 100,
    },
  ],
  renderDetail: (condition) => (condition._id ? <UpsellRewards condition={condition} /> : null),
  fields: (t) => [
    {
      kind: "textfield",
      name: "name",
      label: t(`${NS}:fields.name`),
      requiredMessage: requiredMessage("name"),
    },
    {
      kind: "textfield",
      name: "property",
      label: t(`${NS}:fields.property`),
      hint: t(`${NS}:propertyHint`),
      requiredMessage: requiredMessage("property"),
      flex: 4,
    },
    {
      kind: "autocomplete",
      name: "condition",
      label: t(`${NS}:fields.condition`),
      options: OPERATORS.map((operator) => ({ id: operator, label: t(`${NS}:operators.${operator}`) })),
      requiredMessage: requiredMessage("condition"),
      flex: 4,
    },
    {
      kind: "textfield",
      name: "value",
      label: t(`${NS}:fields.value`),
      requiredMessage: requiredMessage("value"),
      flex: 4,
    },
    { kind: "textfield", name: "header", label: t(`${NS}:fields.header`), required: false },
  ],
  calls: {
    list: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/index", {
        params: { path: { propertyId } },
      }),
    create: async ({ client, propertyId }, condition) =>
      client.POST("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells", {
        params: { path: { propertyId } },
        // A copy brings its items along: the same rewards under another value.
        body: { ...toCondition(condition), ...(condition.items?.length ? { items: condition.items } : {}) },
      }),
    // The header and items are saved on their own; the condition's own fields here, its items kept.
    update: ({ client, propertyId }, condition) =>
      client.PUT("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{id}", {
        params: { path: { propertyId, id: condition._id! } },
        body: toCondition(condition),
      }),
    remove: async ({ client, propertyId }, conditions) => {
      const result = await client.DELETE("/api/cms/v3/{propertyId}/oneapp/webcheckin/upsells", {
        params: { path: { propertyId } },
        body: { items: conditions },
      });
      return result.data ? result : { ...result, error: result.error ?? { message: failureMessage(result) } };
    },
  },
});

export default function UpsellsScreen() {
  return <ListScreen definition={upsellsScreen} />;
}
