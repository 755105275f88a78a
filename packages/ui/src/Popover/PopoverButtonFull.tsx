import type { ReactElement, Ref } from "react";
import { cloneElement, useEffect, useRef, useState } from "react";
import { Dialog as AriaDialog, DialogTrigger, Popover } from "react-aria-components";
import styled from "styled-components";
import type { TriggerIntent } from "../overlays/TriggerStandIn";
import { takeOverIntent } from "../overlays/TriggerStandIn";
import { theme } from "../theme/theme";
import type { PopoverButtonProps } from "./PopoverButton";

const Panel = styled(Popover)`
  padding: ${theme.space[3]};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.elevation[2]};
  max-block-size: 60vh;
  overflow: auto;
  outline: none;
`;

/** The dialog takes the focus as it opens: the panel around it is the sign of where the focus is, as in Dialog. */
const PanelDialog = styled(AriaDialog)`
  outline: none;
`;

/**
 * The popover itself (react-aria DialogTrigger + Popover + Dialog), one of the overlay parts: PopoverButton.tsx
 * draws the trigger until the parts come and then this, which takes over what the user did meanwhile.
 */
export function FullPopoverButton({
  trigger,
  label,
  placement = "bottom start",
  children,
  defaultOpen = false,
  intent,
}: PopoverButtonProps & { intent?: TriggerIntent | null }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(defaultOpen);
  useEffect(() => {
    takeOverIntent(intent, triggerRef.current, () => setOpen(true));
    // Once, as the parts take over from the drawn trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {cloneElement(trigger as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: triggerRef })}
      <Panel placement={placement} data-ui="PopoverButton">
        <PanelDialog aria-label={label}>{children}</PanelDialog>
      </Panel>
    </DialogTrigger>
  );
}
