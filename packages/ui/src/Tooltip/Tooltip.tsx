import type { DOMAttributes, ReactElement, ReactNode, RefObject } from "react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { TooltipProps as AriaTooltipProps, TooltipTriggerComponentProps } from "react-aria-components";
import { FocusableProvider } from "react-aria/private/interactions/useFocusable";
import { useTooltipTrigger } from "react-aria/useTooltipTrigger";
import type { TooltipTriggerState } from "react-stately/useTooltipTriggerState";
import { useTooltipTriggerState } from "react-stately/useTooltipTriggerState";
import { useOverlayParts, wantOverlays } from "../overlays/load";

/** How long the pointer rests on a trigger before its tooltip shows (keyboard focus shows it at once). */
export const TOOLTIP_DELAY = 600;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hover before the tooltip opens; keyboard focus opens it immediately. */
  delay?: number;
}

/** What a trigger hands its bubble: the open state, the bubble's id and events, and the trigger's element. */
export interface TooltipTriggerShare {
  state: TooltipTriggerState;
  tooltipProps: DOMAttributes<HTMLElement>;
  triggerRef: RefObject<HTMLElement | null>;
}

const TriggerShare = createContext<TooltipTriggerShare | null>(null);

/**
 * react-aria's tooltip trigger with the console's delay. Its first child is the trigger (a react-aria Button,
 * IconButton, Link or anything wrapped in react-aria's `Focusable`), its second a `TooltipContent`. Made of
 * react-aria's hooks rather than its TooltipTrigger component, whose module brings the overlay positioning with
 * it: every icon button of the shell is a tooltip trigger, and the bubble is needed only once one opens.
 */
export function TooltipTrigger({
  delay = TOOLTIP_DELAY,
  closeDelay = 0,
  children,
  ...props
}: TooltipTriggerProps) {
  const options = { ...props, delay, closeDelay };
  const state = useTooltipTriggerState(options);
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(options, state, triggerRef);
  return (
    <TriggerShare.Provider value={{ state, tooltipProps, triggerRef }}>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
    </TriggerShare.Provider>
  );
}

export interface TooltipContentProps extends Omit<AriaTooltipProps, "children" | "className" | "style"> {
  /** The tooltip's text. */
  children?: ReactNode;
}

/**
 * The tooltip bubble with its arrow, placed above the trigger by default. It is drawn from its trigger's first
 * opening on, once the overlay parts have come (a trigger that opens before then fetches them): a screen's
 * dozens of closed tooltips draw nothing, and nothing when the parts come.
 */
export function TooltipContent(props: TooltipContentProps) {
  const trigger = useContext(TriggerShare);
  const isOpen = trigger?.state.isOpen ?? false;
  // Once open, kept: the bubble plays its closing animation and opens again at once.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  if (!trigger || !(opened || isOpen)) return null;
  return <Bubble trigger={trigger} {...props} />;
}

function Bubble({ trigger, ...props }: TooltipContentProps & { trigger: TooltipTriggerShare }) {
  const parts = useOverlayParts();
  useEffect(wantOverlays, []);
  return parts ? <parts.TooltipBubble trigger={trigger} {...props} /> : null;
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
