import { formatQuantity, unitName } from "@cms/ui";
import type { components } from "@cms/api";

export type GatewayTicket = components["schemas"]["GatewayTicket"];
type DataUnit = components["schemas"]["GatewayVolumeUnit"];
type TimeUnit = components["schemas"]["GatewayTimeUnit"];

export const DATA_UNITS: readonly DataUnit[] = ["MB", "GB", "TB"];
export const TIME_UNITS: readonly TimeUnit[] = ["s", "m", "h", "d"];
export const BANDWIDTH_UNIT = "Mbit/s";

/**
 * The bounds of a limit's value (data or time) as typed, in the unit chosen beside it: from 0, whole or with a
 * decimal comma (1,5 GB). The contract's maximum is in MB or seconds, which the unit changes, so it is not the
 * field's; the dialog's message states the minimum.
 */
export const LIMIT_BOUNDS = { minimum: 0 } as const;

// Binary multiples, as the gateway counts a profile's volume (the sandbox's MB = 1024 * 1024 bytes).
const MEGABYTES: Record<DataUnit, number> = { MB: 1, GB: 1024, TB: 1024 * 1024 };
const SECONDS: Record<TimeUnit, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

type Limit<Unit extends string> = { uiInput: number; uiUnit: Unit } | undefined;

/** A data limit in MB, for sorting and comparing; 0 (or none) is no limit. */
export const dataLimitInMb = (limit: Limit<DataUnit>) =>
  limit ? limit.uiInput * MEGABYTES[limit.uiUnit] : 0;

/** A time limit in seconds, for sorting and comparing; 0 (or none) is no limit. */
export const timeLimitInSeconds = (limit: Limit<TimeUnit>) =>
  limit ? limit.uiInput * SECONDS[limit.uiUnit] : 0;

/** A limit as entered, "2 GB", "24 h"; undefined when there is no limit (0 or none). */
/** A limit as the UI language writes it ("2 GB", "1,5 Std.", "3 Mbit/s"); undefined for none (0 is unlimited). */
export const limitText = (limit: { uiInput: number; uiUnit: string } | undefined, locale: string) =>
  limit && limit.uiInput > 0 ? formatQuantity(limit.uiInput, limit.uiUnit, locale, { digits: 2 }) : undefined;

/**
 * A limit's unit picker: volumes by their symbols (MB, GB, TB), times by their names (seconds … days), in the UI
 * language. The saved id stays the contract's unit.
 */
export const unitOptions = (units: readonly string[], locale: string) =>
  units.map((unit) => ({
    id: unit,
    label: unitName(unit, locale, (TIME_UNITS as readonly string[]).includes(unit) ? "long" : "short"),
  }));

/** A price in the spec's format "999,99": two decimals after a comma. */
export const formatPrice = (amount: number | undefined) => (amount ?? 0).toFixed(2).replace(".", ",");

/** "999,99", "999.99" or "999" as a number; undefined when it is not a price. */
export function parsePrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(",", "."));
}

/** The default units of a limit entered without one: the smallest the form offers but for time, hours. */
const DEFAULT_UNIT = {
  bandwidthUp: BANDWIDTH_UNIT,
  bandwidthDown: BANDWIDTH_UNIT,
  dataLimit: "MB",
  timeLimit: "h",
};
type LimitName = keyof typeof DEFAULT_UNIT;

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * The ticket the contract takes from what the dialog saved: the dialog saves untouched fields as null and the
 * contract has no nulls (platform.md section 5), so they are left out; a limit without a value is left out, and
 * one without a unit gets the default unit; an untouched switch is off; texts are trimmed, currency upper case; a new ticket has no id.
 */
export function toTicket(saved: GatewayTicket): GatewayTicket {
  const ticket: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (isBlank(value)) continue;
    if (key in DEFAULT_UNIT) {
      const limit = value as { uiInput?: unknown; uiUnit?: unknown };
      if (isBlank(limit.uiInput)) continue;
      ticket[key] = {
        uiInput: Number(limit.uiInput),
        uiUnit: isBlank(limit.uiUnit) ? DEFAULT_UNIT[key as LimitName] : limit.uiUnit,
      };
    } else if (key === "i18n" && Array.isArray(value)) {
      const titles = (value as { language: string; title?: string | null }[])
        .map((entry) => ({ language: entry.language, title: (entry.title ?? "").trim() }))
        .filter((entry) => entry.title);
      if (titles.length) ticket.i18n = titles;
    } else if (typeof value === "string") {
      const text = value.trim();
      if (text) ticket[key] = key === "priceCurrency" ? text.toUpperCase() : text;
    } else ticket[key] = value;
  }
  // An untouched switch showed "off": it is saved as off, not left to the server.
  ticket.enabled ??= false;
  ticket.globalReauthEnabled ??= false;
  return ticket as GatewayTicket;
}

/** The ticket's title in the language shown, else in English, else the first one it has. */
export function ticketTitle(ticket: GatewayTicket, language: string): string {
  const titles = ticket.i18n ?? [];
  const base = language.slice(0, 2);
  return (
    titles.find((entry) => entry.language === base)?.title ??
    titles.find((entry) => entry.language === "en")?.title ??
    titles[0]?.title ??
    ""
  );
}
