import { useModalParts } from "../overlays/useModalParts";
import type { ConfirmDialogProps } from "./ConfirmDialog";

/**
 * Asks before an action: a medium dialog (max 500 px) with a message, cancel and confirm. Confirm may wait for
 * a Promise and may require typing a text first. Built on Dialog, so it is used the same way: controlled or in
 * a `DialogTrigger`.
 *
 * Shut, it draws nothing: its modal machinery is one of the overlay parts (issue 40), fetched when the screen is
 * drawn, or at once when it opens before that (it shows when they come).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const parts = useModalParts(props);
  return parts ? <parts.FullConfirmDialog {...props} /> : null;
}
