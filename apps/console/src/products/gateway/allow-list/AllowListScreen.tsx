import * as bounds from "@cms/api/bounds";
import { ListScreen, definePropertyListScreen } from "../../../kit";
import type { PropertyScreenContext } from "../../../kit";
import { ALLOW_LIST, TICKETS } from "../permissions";
import type { AllowListRow } from "./allowList";
import { ticketOptions, toEntry, toRows } from "./allowList";

/** The property's tickets, for the entries' ticket; only asked for with onespeed.tickets.list (no 403 notice). */
async function ticketsOf({ client, propertyId, permissions }: PropertyScreenContext) {
  if (permissions && !permissions.has(TICKETS.list)) return [];
  const { data } = await client.GET("/api/cms/v3/{propertyId}/onespeed/ticket/index", {
    params: { path: { propertyId } },
  });
  return data?.items ?? [];
}

/**
 * Gateway allow list (products.md sections 2 to 7, "Whitelist"): devices that use the internet without the
 * portal, with the ticket whose limits apply and an optional expiry; a generic list with delete lock.
 */
export const allowListScreen = definePropertyListScreen<AllowListRow>({
  contract: bounds.GatewayWhitelistEntry,
  keyField: "id",
  permissions: ALLOW_LIST,
  rowActions: ["edit", "copy", "delete"],
  // A copy is another device on the same terms: its own name and address.
  clearOnCopy: ["device", "mac"],
  csvFileName: "gateway-allow-list.csv",
  dialogTitles: { create: "gateway:allowList.new", edit: "gateway:allowList.edit" },
  columns: (t) => [
    { id: "device", header: t("gateway:allowList.device"), width: 240 },
    { id: "mac", header: t("gateway:allowList.mac"), kind: "truncate", ltr: true, width: 200 },
    { id: "enabled", header: t("gateway:allowList.enabled"), kind: "boolean", width: 110 },
    { id: "expireAt", header: t("gateway:allowList.expireAt"), kind: "date", width: 180 },
    { id: "ticketTitle", header: t("gateway:allowList.ticketId"), width: 180 },
  ],
  optionLoaders: { tickets: async (context) => ticketOptions(await ticketsOf(context)) },
  // Required: the device's name and its MAC (products.md section 5: fields default to required; the MAC's own
  // messages). Expiry and ticket may stay empty.
  fields: (t, options) => [
    { kind: "textfield", name: "device", label: t("gateway:allowList.device") },
    { kind: "textfield", name: "mac", label: t("gateway:allowList.mac"), rules: ["mac"] },
    { kind: "switch", name: "enabled", label: t("gateway:allowList.enabled") },
    { kind: "datetime", name: "expireAt", label: t("gateway:allowList.expireAt"), required: false },
    {
      kind: "autocomplete",
      name: "ticketId",
      label: t("gateway:allowList.ticketId"),
      options: options.tickets ?? [],
      required: false,
    },
  ],
  calls: {
    list: async (context) => {
      const { client, propertyId } = context;
      const [result, tickets] = await Promise.all([
        client.GET("/api/cms/v3/{propertyId}/onespeed/whitelist/index", { params: { path: { propertyId } } }),
        ticketsOf(context),
      ]);
      return { ...result, data: result.data && { items: toRows(result.data.items, tickets) } };
    },
    create: async (context, row) => {
      const { client, propertyId } = context;
      const { id: _, ...body } = toEntry(row);
      const result = await client.POST("/api/cms/v3/{propertyId}/onespeed/whitelist", {
        params: { path: { propertyId } },
        body,
      });
      return { ...result, data: result.data && toRows([result.data], await ticketsOf(context))[0] };
    },
    update: async (context, row) => {
      const { client, propertyId } = context;
      const result = await client.PUT("/api/cms/v3/{propertyId}/onespeed/whitelist/{id}", {
        params: { path: { propertyId, id: row.id! } },
        body: toEntry(row),
      });
      return { ...result, data: result.data && toRows([result.data], await ticketsOf(context))[0] };
    },
    // One entry by its id; several in one call on the collection (products.md section 7, bulk delete).
    remove: ({ client, propertyId }, rows) =>
      rows.length === 1
        ? client.DELETE("/api/cms/v3/{propertyId}/onespeed/whitelist/{id}", {
            params: { path: { propertyId, id: rows[0]!.id! } },
          })
        : client.DELETE("/api/cms/v3/{propertyId}/onespeed/whitelist", {
            params: { path: { propertyId } },
            body: { items: rows.map(toEntry) },
          }),
  },
});

export default function AllowListScreen() {
  return <ListScreen definition={allowListScreen} />;
}
