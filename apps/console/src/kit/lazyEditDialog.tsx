import type { EditDialogProps } from "@cms/ui/edit-dialog";
import type { ComponentType, ReactNode } from "react";
import { onDemand } from "./onDemand";

type AnyItem = Record<string, unknown>;

/**
 * The edit dialog, its fields and their pickers (dates, colours, media, rich text) are a third of a list
 * screen's script, and a list is opened far more often than it is edited: they load when the pointer or the
 * focus first comes to the list, well before New or a row's Edit is pressed, not with the screen (issue 40).
 * Drawn at once when they are here (see `onDemand`: through React.lazy the first New of a page opened 0.4 s
 * late).
 */
const editDialog = onDemand(
  () => import("@cms/ui/edit-dialog"),
  (module) => module.EditDialog as ComponentType<EditDialogProps<AnyItem>>,
  (props) => props.isOpen,
);

/** The edit dialog, once its chunk is here (nothing before: it opens on a press, a moment later). */
export function LazyEditDialog<T extends AnyItem>(props: EditDialogProps<T>) {
  return <editDialog.Part {...(props as unknown as EditDialogProps<AnyItem>)} />;
}
export const preloadEditDialog = editDialog.preload;

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
