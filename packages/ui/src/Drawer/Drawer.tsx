import type { ReactNode } from "react";
import type { DialogProps as AriaDialogProps } from "react-aria-components";
import type { DialogRenderProps, Slot } from "../Dialog/Dialog";
import { DialogParts } from "../Dialog/Dialog";
import type { DrawerPlacement } from "./Drawer.styles";
import { DrawerModal, DrawerOverlay, DrawerPanel } from "./Drawer.styles";

/** What a drawer's slots are given: `close`, as a dialog's. */
export type DrawerRenderProps = DialogRenderProps;

export interface DrawerProps extends Omit<
  AriaDialogProps,
  "children" | "className" | "style" | "render" | "slot"
> {
  /** The heading; it names the drawer. */
  title: ReactNode;
  /** The inline edge it is attached to: start is the left in LTR and the right in RTL. */
  placement?: DrawerPlacement;
  /** Controlled open state. Leave out inside a `DialogTrigger`, which owns the state. */
  isOpen?: boolean;
  /** Open on mount (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside or Escape closes the drawer. */
  isDismissable?: boolean;
  /** Footer buttons, aligned to the inline end. */
  actions?: Slot;
  /** The body, or a function of `{ close }`; it scrolls when taller than the screen. */
  children?: Slot;
}

/**
 * The drawer itself, one of the overlay parts: screens use {@link Drawer} (Drawer.lazy.tsx), which draws it once
 * the parts have come. A 320 px side sheet, modal like a dialog (focus trapped, Escape and a click on the backdrop close it,
 * focus returns to the trigger), attached to the start or end edge of the viewport.
 */
export function ModalDrawer({
  title,
  placement = "end",
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  actions,
  children,
  ...props
}: DrawerProps) {
  return (
    <DrawerOverlay
      data-ui="Drawer"
      data-placement={placement}
      $placement={placement}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <DrawerModal $placement={placement}>
        <DrawerPanel {...props}>
          {({ close }) => (
            <DialogParts title={title} close={close} actions={actions}>
              {children}
            </DialogParts>
          )}
        </DrawerPanel>
      </DrawerModal>
    </DrawerOverlay>
  );
}
