import {
  ClipboardCopy,
  Download,
  Eye,
  FileSpreadsheet,
  FileText,
  GripVertical,
  Mail,
  Pencil,
  Printer,
  RefreshCw,
  Settings,
  Trash2,
  Unplug,
  WifiOff,
} from "lucide-react";
import type { ComponentType } from "react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton";
import type { RowActionName } from "./definition";
import { Actions, VisuallyHidden } from "./GenericList.styles";

const icons: Record<RowActionName, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = {
  dragSort: GripVertical,
  preview: Eye,
  settings: Settings,
  disconnectAll: WifiOff,
  disconnect: Unplug,
  edit: Pencil,
  print: Printer,
  copy: ClipboardCopy,
  delete: Trash2,
  download: Download,
  downloadCsv: FileSpreadsheet,
  downloadPdf: FileText,
  sendEmail: Mail,
  reload: RefreshCw,
};

/** The height of a row, for turning a pointer drag into a number of places. */
const ROW_STEP = 44;

/** Width of the actions column: one 32 px button per action plus padding. */
export const actionsWidth = (count: number) => (count === 0 ? 0 : count * 34 + 24);

export interface RowActionsProps {
  actions: readonly RowActionName[];
  /** Whether the action is currently possible (delete while locked is not). */
  isDisabled: (action: RowActionName) => boolean;
  onAction: (action: RowActionName) => void;
  /** The row's name, so every button says what it acts on. */
  rowLabel: string;
  pending?: RowActionName;
  /**
   * Drag-sort by keyboard and pointer: the handle moves its row one place per ArrowUp or ArrowDown, or by the
   * rows the pointer was dragged over.
   */
  onMove?: (by: number) => void;
}

export function RowActions({ actions, isDisabled, onAction, rowLabel, pending, onMove }: RowActionsProps) {
  const { t } = useTranslation("ui");
  const dragStart = useRef<number | null>(null);
  const hintId = useId();
  return (
    <Actions data-ui="RowActions">
      {actions.map((action) => {
        const Icon = icons[action];
        if (action === "dragSort")
          return (
            <span
              key={action}
              data-ui="DragHandle"
              onPointerDownCapture={(event) => {
                if (isDisabled(action)) return;
                dragStart.current = event.clientY;
                event.currentTarget.setPointerCapture(event.pointerId);
              }}
              onPointerUp={(event) => {
                if (dragStart.current === null) return;
                const by = Math.round((event.clientY - dragStart.current) / ROW_STEP);
                dragStart.current = null;
                if (by !== 0) onMove?.(by);
              }}
              onPointerCancel={() => (dragStart.current = null)}
            >
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t("list.actionOn", { action: t("list.action.dragSort"), item: rowLabel })}
                aria-describedby={hintId}
                isDisabled={isDisabled(action)}
                onKeyDown={(event) => {
                  if (event.key === "ArrowUp" || event.key === "ArrowDown") {
                    onMove?.(event.key === "ArrowUp" ? -1 : 1);
                  } else event.continuePropagation();
                }}
              >
                <Icon size={16} aria-hidden />
              </IconButton>
              <VisuallyHidden id={hintId}>{t("list.moveHint")}</VisuallyHidden>
            </span>
          );
        return (
          <IconButton
            key={action}
            size="sm"
            variant="ghost"
            aria-label={t("list.actionOn", { action: t(`list.action.${action}`), item: rowLabel })}
            isDisabled={isDisabled(action)}
            isPending={pending === action}
            onPress={() => onAction(action)}
          >
            <Icon size={16} aria-hidden />
          </IconButton>
        );
      })}
    </Actions>
  );
}
