import type { ReactNode } from "react";
import { useContext, useEffect, useRef, useState } from "react";
import { OverlayTriggerStateContext } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Button, CancelButton } from "../Button";
import { ModalDialog as Dialog } from "../Dialog/Dialog";
import { FieldLabel } from "../Field";
import { ConfirmField, ConfirmInput, Message } from "./ConfirmDialog.styles";

export type ConfirmDialogTone = "default" | "danger";

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete property?"; it names the dialog. */
  title: ReactNode;
  /** What happens on confirm, e.g. "Hotel Seeblick will be deleted." */
  message: ReactNode;
  /** The confirm button's label; defaults to "Confirm". */
  confirmLabel?: ReactNode;
  /** The cancel button's label; defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** `danger` makes the confirm button the danger variant (deleting, revoking). */
  tone?: ConfirmDialogTone;
  /**
   * The parent's own pending state: the confirm button shows pending and the dialog cannot be closed while it
   * is true. Passing `isPending` (even `false`) means the parent closes the dialog itself (through `isOpen`),
   * so a confirm that returns no Promise does not close it.
   */
  isPending?: boolean;
  /**
   * Called on confirm. A returned Promise keeps the dialog open and pending until it settles: it closes when
   * the Promise resolves and stays open when it rejects (show the error elsewhere, e.g. with a toast).
   */
  onConfirm?: (() => void) | (() => Promise<unknown>);
  /** Called when the dialog closes without a confirm: cancel, the close button, Escape or a click outside. */
  onCancel?: () => void;
  /** Text the user has to type exactly (e.g. the property's name) before confirm is enabled. */
  requireText?: string;
  /** Controlled open state. Leave out inside a `DialogTrigger`, which owns the state. */
  isOpen?: boolean;
  /** Open on mount (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === "function";

/**
 * The confirmation itself, one of the overlay parts: screens use {@link ConfirmDialog} (ConfirmDialog.lazy.tsx),
 * which draws it once the parts have come; the edit dialog and the media pool use it directly.
 *
 * Asks before an action: a medium dialog (max 500 px) with a message, cancel and confirm. Confirm may wait for
 * a Promise and may require typing a text first. Built on Dialog, so it is used the same way: controlled or in
 * a `DialogTrigger`.
 */
export function FullConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = "default",
  isPending,
  onConfirm,
  onCancel,
  requireText,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useTranslation("ui");
  const [typed, setTyped] = useState("");
  const [waiting, setWaiting] = useState(false);
  const busy = waiting || Boolean(isPending);

  // Each opening starts with an empty confirmation field (controlled or inside a DialogTrigger).
  const triggerState = useContext(OverlayTriggerStateContext);
  const open = isOpen ?? triggerState?.isOpen ?? defaultOpen ?? false;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped("");
  }

  // A closing that no confirm led to is a cancel, whichever way it happened.
  const confirmed = useRef(false);
  const previousOpen = useRef(open);
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });
  useEffect(() => {
    if (previousOpen.current && !open && !confirmed.current) onCancelRef.current?.();
    if (open) confirmed.current = false;
    previousOpen.current = open;
  }, [open]);

  const matches = requireText == null || typed === requireText;

  const confirm = async (close: () => void) => {
    confirmed.current = true;
    const result = onConfirm?.();
    if (isThenable(result)) {
      setWaiting(true);
      try {
        await result;
      } catch {
        confirmed.current = false;
        setWaiting(false);
        return;
      }
      setWaiting(false);
      close();
    } else if (isPending === undefined) {
      close();
    }
  };

  return (
    <Dialog
      size="medium"
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-ui="ConfirmDialog"
      data-tone={tone}
      isDismissable={!busy}
      isCloseDisabled={busy}
      actions={({ close }) => (
        <>
          <CancelButton
            onPress={() => {
              confirmed.current = false;
              close();
            }}
            isDisabled={busy}
          >
            {cancelLabel}
          </CancelButton>
          <Button
            data-ui="ConfirmDialogConfirm"
            variant={tone === "danger" ? "danger" : "primary"}
            isDisabled={!matches}
            isPending={busy}
            onPress={() => void confirm(close)}
          >
            {confirmLabel ?? t("confirmDialog.confirm")}
          </Button>
        </>
      )}
    >
      {({ close }) => (
        <>
          <Message>{message}</Message>
          {requireText != null && (
            // Enter after typing the text confirms, as Enter in a field saves in any form; not before it matches.
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (matches && !busy) void confirm(close);
              }}
            >
              {/* The field takes the focus: the one thing to do here is type the name (Enter does nothing
                  until it matches, so nothing is confirmed by accident). */}
              <ConfirmField
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                value={typed}
                onChange={setTyped}
                isDisabled={busy}
                autoComplete="off"
                spellCheck="false"
              >
                <FieldLabel>{t("confirmDialog.typeToConfirm", { text: requireText })}</FieldLabel>
                <ConfirmInput />
              </ConfirmField>
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </form>
          )}
        </>
      )}
    </Dialog>
  );
}
