export { UsageBar } from "./UsageBar";
export type { UsageBarProps } from "./UsageBar";
export { USAGE_THRESHOLDS, usageLevel, usagePercent } from "./usageLevel";
export type { UsageLevel } from "./usageLevel";
