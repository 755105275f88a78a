import { useModalParts } from "../overlays/useModalParts";
import type { DialogProps } from "./Dialog";

/**
 * A modal dialog on react-aria's ModalOverlay + Modal + Dialog: a title that names it, a close icon button,
 * a scrolling body and footer actions at the inline end. Focus moves into it on open, is trapped while open
 * and returns to the trigger on close. Use it controlled (`isOpen` + `onOpenChange`) or inside a
 * `DialogTrigger` next to the button that opens it.
 *
 * A shut dialog draws nothing, so its modal machinery is one of the overlay parts (issue 40): fetched when the
 * screen is drawn, or at once when the dialog opens before that (it shows when they come).
 */
export function Dialog(props: DialogProps) {
  const parts = useModalParts(props);
  return parts ? <parts.ModalDialog {...props} /> : null;
}
