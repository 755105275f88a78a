import { TooltipContext, TooltipTriggerStateContext } from "react-aria-components";
import type { TooltipContentProps, TooltipTriggerShare } from "./Tooltip";
import { Arrow, StyledTooltip } from "./Tooltip.styles";

/**
 * The bubble with its arrow (react-aria Tooltip + OverlayArrow), placed above the trigger by default. It is one
 * of the overlay parts (fetched when the first tooltip opens or the screen is drawn) and takes the trigger's state
 * from the light TooltipTrigger.
 */
export function TooltipBubble({
  trigger,
  children,
  placement = "top",
  offset = 8,
  ...props
}: TooltipContentProps & { trigger: TooltipTriggerShare }) {
  return (
    <TooltipTriggerStateContext.Provider value={trigger.state}>
      <TooltipContext.Provider value={{ ...trigger.tooltipProps, triggerRef: trigger.triggerRef }}>
        <StyledTooltip data-ui="Tooltip" placement={placement} offset={offset} {...props}>
          <Arrow>
            <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
              <path d="M0 0 L5 6 L10 0 Z" />
            </svg>
          </Arrow>
          {children}
        </StyledTooltip>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
