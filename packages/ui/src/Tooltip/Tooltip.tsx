import type { ReactElement, ReactNode } from "react";
import type { TooltipProps as AriaTooltipProps, TooltipTriggerComponentProps } from "react-aria-components";
import { TooltipTrigger as AriaTooltipTrigger } from "react-aria-components";
import { Arrow, StyledTooltip } from "./Tooltip.styles";

/** How long the pointer rests on a trigger before its tooltip shows (keyboard focus shows it at once). */
export const TOOLTIP_DELAY = 600;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hover before the tooltip opens; keyboard focus opens it immediately. */
  delay?: number;
}

/**
 * react-aria's TooltipTrigger with the console's delay. Its first child is the trigger (a react-aria Button,
 * IconButton, Link or anything wrapped in react-aria's `Focusable`), its second a `TooltipContent`.
 */
export function TooltipTrigger({ delay = TOOLTIP_DELAY, closeDelay = 0, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export interface TooltipContentProps extends Omit<AriaTooltipProps, "children" | "className" | "style"> {
  /** The tooltip's text. */
  children?: ReactNode;
}

/** The tooltip bubble with its arrow (react-aria Tooltip + OverlayArrow), placed above the trigger by default. */
export function TooltipContent({ children, placement = "top", offset = 8, ...props }: TooltipContentProps) {
  return (
    <StyledTooltip data-ui="Tooltip" placement={placement} offset={offset} {...props}>
      <Arrow>
        <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
          <path d="M0 0 L5 6 L10 0 Z" />
        </svg>
      </Arrow>
      {children}
    </StyledTooltip>
  );
}

export interface TooltipProps extends Omit<TooltipTriggerProps, "children"> {
  /** The text of the tooltip. */
  content: ReactNode;
  /**
   * The element the tooltip describes: a react-aria Button, IconButton or Link (or an element wrapped in
   * react-aria's `Focusable`), so it is reachable by keyboard and gets `aria-describedby`.
   */
  children: ReactElement;
  /** Side of the trigger the bubble opens on; "top" by default (flips when there is no room). */
  placement?: TooltipContentProps["placement"];
}

/**
 * A tooltip on hover and keyboard focus: `<Tooltip content="Edit property"><IconButton … /></Tooltip>`.
 * Escape closes it. Never put the only name of a control in a tooltip; it adds a description.
 */
export function Tooltip({ content, children, placement, ...props }: TooltipProps) {
  return (
    <TooltipTrigger {...props}>
      {children}
      <TooltipContent placement={placement}>{content}</TooltipContent>
    </TooltipTrigger>
  );
}
