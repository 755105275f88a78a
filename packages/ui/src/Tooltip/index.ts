export { TOOLTIP_DELAY, Tooltip, TooltipContent, TooltipTrigger } from "./Tooltip";
export type { TooltipContentProps, TooltipProps, TooltipTriggerProps } from "./Tooltip";
