import { normalizeMacs } from "../../kit/content";

// The gateway's two device lists (allow list, block list) save their entries by the same rules.

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * A device entry as the contract takes it from what the dialog saved: the dialog's nulls and empty texts left
 * out (the contract has no null), texts trimmed, MACs as the contract writes them, other fields through their
 * own `convert`, and an untouched Enabled switch off (the dialog showed "off").
 */
export function toDeviceEntry<T extends object>(
  saved: T,
  convert: Record<string, (value: string) => string> = {},
): T {
  const converters: Record<string, (value: string) => string> = { mac: normalizeMacs, ...convert };
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (isBlank(value)) continue;
    const to = converters[key];
    entry[key] = to ? to(String(value)) : typeof value === "string" ? value.trim() : value;
  }
  entry.enabled ??= false;
  return entry as T;
}
