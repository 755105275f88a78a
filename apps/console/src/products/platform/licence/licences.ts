import type { CmsClient, components } from "@cms/api";
import { isCmsApiError } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureMessage, readsOf, useQuery } from "../../../kit";
import { useScreen } from "../../../access";

export type Licence = components["schemas"]["Licence"];
export type StreamLicence = components["schemas"]["StreamLicence"];
export type AnyLicence = Licence | StreamLicence;
/** What the licence screen edits: the info of any product (themes only where the product has them). */
export type LicenceInfo = components["schemas"]["LicenceInfo"] | components["schemas"]["StreamLicenceInfo"];
export type LicenceProduct = components["schemas"]["Product"];

/** The four licensed products in the spec's order (streaming, gateway, guest app, digital key). */
export const LICENCE_PRODUCTS: readonly LicenceProduct[] = ["onestream", "onespeed", "oneapp", "onekey"];

/** The streaming licence has no themes (platform.md section 3). */
export const hasThemes = (product: LicenceProduct) => product !== "onestream";

/** The spec's defaults (platform.md section 9), for a licence whose info lacks a value. */
export const LICENCE_DEFAULTS = { autoRenew: true, autoRenewDays: 365, themes: 5 } as const;

/**
 * The contract's bounds (openapi.yaml LicenceInfo, generated into @cms/api/bounds), so the form refuses before
 * sending what the server would: renewals of 1 day to ten years, 0 to 1000 themes.
 */
export const LICENCE_BOUNDS = {
  autoRenewDays: {
    min: bounds.LicenceInfo.autoRenewDays.minimum,
    max: bounds.LicenceInfo.autoRenewDays.maximum,
  },
  themes: { min: bounds.LicenceInfo.themes.minimum, max: bounds.LicenceInfo.themes.maximum },
} as const;

/** A whole number within the field's bounds (an empty field is NaN and fails). */
export const withinBounds = (value: number, bounds: { min: number; max: number }) =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

const PATHS = {
  onestream: "/api/cms/v3/{propertyId}/onestream/license",
  onespeed: "/api/cms/v3/{propertyId}/onespeed/license",
  oneapp: "/api/cms/v3/{propertyId}/oneapp/license",
  onekey: "/api/cms/v3/{propertyId}/onekey/license",
} as const;

// One typed path stands for all four: their GET and PUT differ only in whether `info.themes` exists.
const pathOf = (product: LicenceProduct) => PATHS[product] as typeof PATHS.onespeed;

export const licenceQueryKey = (propertyId: string, product: LicenceProduct) =>
  ["licence", propertyId, product] as const;

export async function fetchLicence(
  client: CmsClient,
  propertyId: string,
  product: LicenceProduct,
): Promise<AnyLicence> {
  const result = await client.GET(pathOf(product), { params: { path: { propertyId } } });
  if (!result.data) throw new Error(failureMessage(result));
  return result.data;
}

/** The info as the product's schema has it: no themes for streaming, whole numbers otherwise. */
export function infoFor(product: LicenceProduct, info: LicenceInfo): LicenceInfo {
  const base = { autoRenew: info.autoRenew, autoRenewDays: info.autoRenewDays };
  return hasThemes(product)
    ? {
        ...base,
        themes: "themes" in info ? (info.themes ?? LICENCE_DEFAULTS.themes) : LICENCE_DEFAULTS.themes,
      }
    : base;
}

/**
 * PUT with the info alone: the server keeps validUntil when it is left out, and propertyId is read-only
 * in the contract.
 */
export async function saveLicence(
  client: CmsClient,
  propertyId: string,
  product: LicenceProduct,
  info: LicenceInfo,
): Promise<AnyLicence> {
  const result = await client.PUT(pathOf(product), {
    params: { path: { propertyId } },
    body: { info: infoFor(product, info) as components["schemas"]["LicenceInfo"] },
  });
  if (!result.data) throw new Error(failureMessage(result));
  return result.data;
}

/**
 * One product's licence as server state; the licence screen and the dashboard share it, so a save on one
 * shows on the other. `enabled` false (no permission) loads nothing.
 */
export function useLicence(propertyId: string, product: LicenceProduct, enabled: boolean) {
  const { client } = useScreen();
  return useQuery({
    queryKey: licenceQueryKey(propertyId, product),
    queryFn: readsOf(client, (client) => fetchLicence(client, propertyId, product)),
    enabled,
  });
}

/** Saves one licence's info with the spec's save notification; the cache then holds the server's answer. */
export function useSaveLicence(propertyId: string, product: LicenceProduct) {
  const { client } = useScreen();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { notify: true },
    mutationFn: (info: LicenceInfo) => saveLicence(client, propertyId, product, info),
    onSuccess: (saved) => queryClient.setQueryData(licenceQueryKey(propertyId, product), saved),
  });
}

/** A refusal (403) is its own state, not a failure to retry. */
export const isRefusal = (error: unknown) => isCmsApiError(error, "forbidden");

export type RenewalState = "active" | "expiringSoon" | "expired" | "unknown";

/** A licence that ends within this many days stands out as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/**
 * Where a licence stands on `now`: expired once `validUntil` has passed, expiring soon within
 * {@link EXPIRING_SOON_DAYS} calendar days (UTC), else active. Days left count calendar days from today to
 * the last day (0: ends today), never below 0. Without a validUntil the state is unknown.
 */
export function renewalState(
  validUntil: string | undefined,
  now: Date,
): { state: RenewalState; daysLeft?: number } {
  const end = validUntil ? new Date(validUntil) : undefined;
  if (!end || Number.isNaN(end.getTime())) return { state: "unknown" };
  const daysLeft = Math.max(0, Math.round((utcDay(end) - utcDay(now)) / DAY_MS));
  if (end.getTime() <= now.getTime()) return { state: "expired", daysLeft: 0 };
  return { state: daysLeft <= EXPIRING_SOON_DAYS ? "expiringSoon" : "active", daysLeft };
}
