export { ConfirmDialog } from "./ConfirmDialog.lazy";
export type { ConfirmDialogProps, ConfirmDialogTone } from "./ConfirmDialog";
