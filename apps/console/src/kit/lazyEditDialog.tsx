import type { EditDialog as EditDialogComponent, EditDialogProps } from "@cms/ui/edit-dialog";
import type { ReactNode } from "react";
import { Suspense, lazy } from "react";

/**
 * The edit dialog, its fields and their pickers (dates, colours, media, rich text) are a third of a list
 * screen's script, and a list is opened far more often than it is edited: they load when the pointer or the
 * focus first comes to the list, well before New or a row's Edit is pressed, not with the screen (issue 40).
 */
let editDialogChunk: Promise<{ default: typeof EditDialogComponent }> | undefined;
const loadEditDialog = () =>
  (editDialogChunk ??= import("@cms/ui/edit-dialog").then((module) => ({ default: module.EditDialog })));
const EditDialogChunk = lazy(loadEditDialog) as unknown as typeof EditDialogComponent;
/** The edit dialog, drawn once its chunk is there (nothing before: it opens on a press, a moment later). */
export function LazyEditDialog<T extends Record<string, unknown>>(props: EditDialogProps<T>) {
  return (
    <Suspense>
      <EditDialogChunk<T> {...props} />
    </Suspense>
  );
}
export const preloadEditDialog = () => void loadEditDialog().catch(() => (editDialogChunk = undefined));

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
