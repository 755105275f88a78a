import { deferredPart } from "@cms/ui";
import type { EditDialogProps } from "@cms/ui/edit-dialog";
import type { ReactNode } from "react";
import { useEffect, useState } from "react";

/**
 * The edit dialog, its fields and their pickers (dates, colours, media, rich text) are a third of a list
 * screen's script, and a list is opened far more often than it is edited: they load when the pointer or the
 * focus first comes to the list, well before New or a row's Edit is pressed, not with the screen (issue 40).
 */
const editDialog = deferredPart(() => import("@cms/ui/edit-dialog"));

/**
 * The edit dialog, drawn at once when its chunk is here (nothing before: it opens on a press, a moment later).
 * Not through React.lazy: a lazy component suspends on its first draw even when its chunk came long before, and
 * React holds a suspended part back for 300 ms, so the first New of a page opened 0.4 s after the press and the
 * first letters typed into it were lost. A chunk that cannot be fetched while the dialog is open is the screen's
 * error, as a failed lazy part was.
 */
export function LazyEditDialog<T extends Record<string, unknown>>(props: EditDialogProps<T>) {
  const EditDialog = editDialog.use()?.EditDialog;
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!EditDialog) editDialog.load().catch((error: unknown) => setFailure({ error }));
  }, [EditDialog]);
  if (failure && props.isOpen && !EditDialog) throw failure.error;
  return EditDialog ? <EditDialog<T> {...props} /> : null;
}
export const preloadEditDialog = editDialog.want;

/**
 * Around a list whose edit dialog is lazy: no box of its own (the list fills the screen as before), it only hears
 * the pointer and the focus coming, and starts fetching the dialog then (and the screen's own dialogs, `also`).
 */
export function PreloadsEditDialog({ children, also }: { children: ReactNode; also?: () => void }) {
  const preload = () => {
    preloadEditDialog();
    also?.();
  };
  return (
    <div role="presentation" style={{ display: "contents" }} onPointerOver={preload} onFocus={preload}>
      {children}
    </div>
  );
}
