import type { components } from "@cms/api";
import { normalizeMacs } from "../../../kit/content";

export type StreamDevice = components["schemas"]["StreamDevice"];
export type StreamDeviceType = components["schemas"]["StreamDeviceType"];

/** products.md section 9: the two kinds of device, in the order the dialog offers them. */
export const DEVICE_TYPES: readonly StreamDeviceType[] = ["appletv", "chromecast"];

/** The online filter's choices; "all" sets no filter. */
export const ONLINE_FILTERS = ["all", "online", "offline"] as const;
export type OnlineFilter = (typeof ONLINE_FILTERS)[number];

/** Whether a device passes the online filter (the list column's `matches`). */
export const matchesOnline = (device: StreamDevice, filter: string): boolean =>
  filter === "online" ? device.online === true : filter === "offline" ? device.online !== true : true;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

// Set by the server only: never sent (the contract marks online read-only).
const SERVER_FIELDS = new Set(["online"]);

/**
 * The device the contract takes from what the dialog saved: the dialog's nulls and empty texts left out (the
 * contract has no null, and an empty encoder IP or PIN is "none", not an invalid value), texts trimmed, MACs
 * written as the gateway's device lists write them, untouched switches off, `online` left to the server.
 */
export function toStreamDevice(saved: StreamDevice): StreamDevice {
  const device: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (SERVER_FIELDS.has(key) || isBlank(value)) continue;
    device[key] =
      key === "mac" ? normalizeMacs(String(value)) : typeof value === "string" ? value.trim() : value;
  }
  device.standalone ??= false;
  device.active ??= false;
  return device as StreamDevice;
}
