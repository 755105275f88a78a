import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useLayoutEffect, useRef, useState } from "react";
import type { DialogProps as AriaDialogProps } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import type { DialogSize } from "./Dialog.styles";
import { Body, Footer, Header, Overlay, Panel, StyledModal, Title } from "./Dialog.styles";

export interface DialogRenderProps {
  /** Closes the dialog (calls `onOpenChange(false)` or the trigger's state). */
  close: () => void;
}

/** A dialog's or drawer's body or actions: content, or a function of `{ close }`. */
export type Slot = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Omit<
  AriaDialogProps,
  "children" | "className" | "style" | "render" | "slot"
> {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** Maximum width: small 320 px, medium 500 px, large 600 px, wide 960 px (full width minus margins on narrow screens). */
  size?: DialogSize;
  /** Controlled open state. Leave out inside a `DialogTrigger`, which owns the state. */
  isOpen?: boolean;
  /** Open on mount (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, a click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside or Escape closes the dialog. */
  isDismissable?: boolean;
  /** Disables the close icon button (e.g. while a request started by the dialog is running). */
  isCloseDisabled?: boolean;
  /** Footer buttons, aligned to the inline end. */
  actions?: Slot;
  /** The body; it scrolls when it is taller than the viewport allows. */
  children?: Slot;
}

const renderSlot = (slot: Slot, props: DialogRenderProps) =>
  typeof slot === "function" ? slot(props) : slot;

/** Title row with the close icon button. */
export function DialogHeader({
  title,
  close,
  isCloseDisabled,
}: {
  title: ReactNode;
  close: () => void;
  isCloseDisabled?: boolean;
}) {
  const { t } = useTranslation("ui");
  return (
    <Header>
      <Title slot="title">{title}</Title>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("common.close")}
        onPress={close}
        isDisabled={isCloseDisabled}
      >
        <X size={18} aria-hidden />
      </Button>
    </Header>
  );
}

/** The scrolling body: reachable by keyboard (Tab) when it overflows, so it can be scrolled with arrows. */
export function DialogBody({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <Body ref={ref} data-ui="DialogBody" tabIndex={overflows ? 0 : undefined}>
      {children}
    </Body>
  );
}

export { Footer as DialogFooter };

/**
 * What a dialog's or a drawer's panel holds, given its `close`: the title row with the close button, the
 * scrolling body, and the actions at the inline end when there are any.
 */
export function DialogParts({
  title,
  close,
  isCloseDisabled,
  actions,
  children,
}: Pick<DialogProps, "title" | "isCloseDisabled" | "actions" | "children"> & DialogRenderProps) {
  return (
    <>
      <DialogHeader title={title} close={close} isCloseDisabled={isCloseDisabled} />
      <DialogBody>{renderSlot(children, { close })}</DialogBody>
      {actions != null && <Footer>{renderSlot(actions, { close })}</Footer>}
    </>
  );
}

/**
 * The modal dialog itself, one of the overlay parts: screens use {@link Dialog} (Dialog.lazy.tsx), which draws it
 * once the parts have come; library parts that are fetched on demand anyway (EditDialog, the media pool, the
 * settings editor) use it directly. A modal dialog on react-aria's ModalOverlay + Modal + Dialog: a title that names it, a close icon button,
 * a scrolling body and footer actions at the inline end. Focus moves into it on open, is trapped while open
 * and returns to the trigger on close. Use it controlled (`isOpen` + `onOpenChange`) or inside a
 * `DialogTrigger` next to the button that opens it.
 */
export function ModalDialog({
  title,
  size = "medium",
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isCloseDisabled,
  actions,
  children,
  ...props
}: DialogProps) {
  return (
    <Overlay
      data-ui="Dialog"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <StyledModal $size={size} data-size={size}>
        <Panel {...props}>
          {({ close }) => (
            <DialogParts title={title} close={close} isCloseDisabled={isCloseDisabled} actions={actions}>
              {children}
            </DialogParts>
          )}
        </Panel>
      </StyledModal>
    </Overlay>
  );
}
