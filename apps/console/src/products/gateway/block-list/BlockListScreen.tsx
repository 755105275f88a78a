import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { BLOCK_LIST } from "../permissions";
import type { BlockListEntry } from "./blockList";
import { toBlockEntry } from "./blockList";

/**
 * Gateway block list (products.md sections 2 to 7, "Blocklist"): devices never let onto the internet; a generic
 * list with delete lock, keyed by `_id` (section 4), whose path parameter the contract names `id`.
 */
export const blockListScreen = definePropertyListScreen<BlockListEntry>({
  contract: bounds.GatewayBlocklistEntry,
  keyField: "_id",
  permissions: BLOCK_LIST,
  rowActions: ["edit", "copy", "delete"],
  // A copy is another device: its own name and address.
  clearOnCopy: ["device", "mac"],
  csvFileName: "gateway-block-list.csv",
  dialogTitles: { create: "gateway:blockList.new", edit: "gateway:blockList.edit" },
  columns: (t) => [
    { id: "device", header: t("gateway:blockList.device"), width: 280 },
    { id: "mac", header: t("gateway:blockList.mac"), kind: "truncate", ltr: true, width: 240 },
    { id: "enabled", header: t("gateway:blockList.enabled"), kind: "boolean", width: 120 },
  ],
  // Required: the device's name and its MAC (products.md section 5: fields default to required; the MAC's own
  // messages).
  fields: (t) => [
    { kind: "textfield", name: "device", label: t("gateway:blockList.device") },
    { kind: "textfield", name: "mac", label: t("gateway:blockList.mac"), rules: ["mac"] },
    { kind: "switch", name: "enabled", label: t("gateway:blockList.enabled") },
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/onespeed/blocklist/{id}", {
    key: "_id",
    body: toBlockEntry,
    remove: "oneOrBulk",
  }),
});

export default function BlockListScreen() {
  return <ListScreen definition={blockListScreen} />;
}
