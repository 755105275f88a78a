import type { components } from "@cms/api";

export type HeartbeatItem = components["schemas"]["HeartbeatItem"];

/**
 * A status older than this is stale. The spec names no limit; 30 minutes is the default of the CLI's stale
 * report (`cms heartbeat --max-age`), so the console and the cron mail call the same bridges stale.
 */
export const STALE_AFTER_MINUTES = 30;

/** The integration flags of a heartbeat item with the product names they stand for, in the spec's order. */
export const INTEGRATIONS = [
  ["suite8", "Suite8"],
  ["opera", "OPERA"],
  ["simphony", "Simphony"],
  ["visionline", "VisionLine"],
  ["salto", "SALTO"],
  ["keystep", "Keystep"],
  ["messerschmitt", "Messerschmitt"],
  ["radius", "RADIUS"],
  ["fias", "FIAS"],
] as const satisfies readonly (readonly [keyof HeartbeatItem, string])[];

/** The names of the integrations a property has switched on. */
export function activeIntegrations(item: HeartbeatItem): string[] {
  return INTEGRATIONS.filter(([flag]) => item[flag] === true).map(([, name]) => name);
}

/** Whether a status time is stale at `now`: older than the limit, or never reported (or unreadable). */
export function isStale(time: string | undefined, now: number, limitMinutes = STALE_AFTER_MINUTES): boolean {
  const at = time ? Date.parse(time) : NaN;
  return Number.isNaN(at) || now - at > limitMinutes * 60_000;
}

/** How far ahead of the console's clock a status time may be before it is questioned (clocks drift a little). */
export const AHEAD_TOLERANCE_MINUTES = 5;

/** Whether a status time lies in the future at `now`: a bridge whose clock is wrong (issue 43, item 14). */
export function isAhead(time: string | undefined, now: number): boolean {
  const at = time ? Date.parse(time) : NaN;
  return !Number.isNaN(at) && at - now > AHEAD_TOLERANCE_MINUTES * 60_000;
}

/** Room control counts only where it is enabled, as in the CLI's report. */
export function isRoomControlStale(item: HeartbeatItem, now: number): boolean {
  return Boolean(item.roomControlEnabled) && isStale(item.roomControlStatusTime, now);
}
