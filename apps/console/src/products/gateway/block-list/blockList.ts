import type { components } from "@cms/api";
import { toDeviceEntry } from "../devices";

export type BlockListEntry = components["schemas"]["GatewayBlocklistEntry"];

/** The entry the contract takes from what the dialog saved: the device lists' rules (`toDeviceEntry`). */
export const toBlockEntry = (saved: BlockListEntry): BlockListEntry => toDeviceEntry(saved);
