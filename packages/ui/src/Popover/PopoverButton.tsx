import type { ReactElement, ReactNode } from "react";
import { useState } from "react";
import type { Placement } from "react-aria-components";
import { useOverlayParts } from "../overlays/load";
import type { TriggerIntent } from "../overlays/TriggerStandIn";
import { TriggerStandIn } from "../overlays/TriggerStandIn";

export interface PopoverButtonProps {
  /** The button that opens the popover: a react-aria Button or IconButton. */
  trigger: ReactElement;
  /** Names the popover's dialog. */
  label: string;
  /** Defaults to below the trigger, aligned to its start. */
  placement?: Placement;
  /** What the popover holds (a few controls: a list's column chooser). */
  children: ReactNode;
  /** Open as it is first drawn (for review in Storybook); the overlay parts draw it, so it opens when they come. */
  defaultOpen?: boolean;
}

/**
 * A button that opens a small non-modal dialog beside it (react-aria DialogTrigger + Popover): Escape or a click
 * outside closes it and the focus returns to the button. The popover is one of the overlay parts (issue 40: a
 * list's column chooser is on every list's first paint, closed); until they come the button is drawn as it will
 * be and a press opens the popover once they are here.
 */
export function PopoverButton(props: PopoverButtonProps) {
  const parts = useOverlayParts();
  const [intent, setIntent] = useState<TriggerIntent | null>(null);
  if (parts) return <parts.FullPopoverButton {...props} intent={intent} />;
  return (
    <TriggerStandIn popup="dialog" onIntent={setIntent}>
      {props.trigger}
    </TriggerStandIn>
  );
}
