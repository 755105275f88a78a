import type { components } from "@cms/api";
import { normalizeMacs } from "../allow-list/allowList";

export type BlockListEntry = components["schemas"]["GatewayBlocklistEntry"];

/**
 * The entry the contract takes from what the dialog saved: the dialog's nulls and empty texts left out (the
 * contract has no null), texts trimmed, MACs as the contract writes them, and an untouched Enabled switch off
 * (the dialog showed "off").
 */
export function toBlockEntry(saved: BlockListEntry): BlockListEntry {
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined || value === null || (typeof value === "string" && !value.trim())) continue;
    if (key === "mac") entry.mac = normalizeMacs(String(value));
    else entry[key] = typeof value === "string" ? value.trim() : value;
  }
  entry.enabled ??= false;
  return entry as BlockListEntry;
}
