export { Badge } from "./Badge";
export type { BadgeDensity, BadgeProps, BadgeTone } from "./Badge";
