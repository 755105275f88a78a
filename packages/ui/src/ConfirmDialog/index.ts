export { ConfirmDialog } from "./ConfirmDialog";
export type { ConfirmDialogProps, ConfirmDialogTone } from "./ConfirmDialog";
