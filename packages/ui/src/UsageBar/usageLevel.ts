export type UsageLevel = "green" | "yellow" | "orange" | "red";

/** The spec's usage thresholds in percent: yellow from 80, orange from 90, red from 100. */
export const USAGE_THRESHOLDS = { yellow: 80, orange: 90, red: 100 } as const;

/**
 * The colour level of a usage in percent: green below 80, yellow from 80 to under 90, orange from 90 to
 * under 100, red at 100 or more. Negative and unknown (NaN) usage counts as green; Infinity as red.
 */
export function usageLevel(percent: number): UsageLevel {
  if (Number.isNaN(percent)) return "green";
  if (percent >= USAGE_THRESHOLDS.red) return "red";
  if (percent >= USAGE_THRESHOLDS.orange) return "orange";
  if (percent >= USAGE_THRESHOLDS.yellow) return "yellow";
  return "green";
}

/** `value` of `max` in percent; 0 for an unknown value, and full (100) for a positive value of a zero max. */
export function usagePercent(value: number, max = 100): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  if (!(max > 0)) return value > 0 ? 100 : 0;
  return (value / max) * 100;
}
