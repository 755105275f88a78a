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
import { useId, useMemo, useRef } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton";
import type { RowActionName } from "./definition";
import { Actions, VisuallyHidden } from "./GenericList.styles";
import { NAME_SLOT, fillSlot } from "./listLogic";

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
  /** The buttons' names from `useActionLabels` (translated once for every row); translated here without it. */
  label?: ActionLabel;
}

/** An action's name on a row ("Edit Lobby display"), as its button says it. */
const actionName = (t: TFunction<"ui">, action: RowActionName, rowLabel: string) =>
  t("list.actionOn", { action: t(`list.action.${action}`), item: rowLabel });

/**
 * The buttons' names for a list's actions, translated once per language and action set and filled with each
 * row's name (`fillSlot`): two `t()` calls per action per row were more than the rest of a row's render.
 */
export function useActionLabels(actions: readonly RowActionName[]): ActionLabel {
  const { t } = useTranslation("ui");
  return useMemo(() => {
    const fills = new Map(actions.map((action) => [action, fillSlot(actionName(t, action, NAME_SLOT))]));
    return (action, rowLabel) => fills.get(action)?.(rowLabel) ?? actionName(t, action, rowLabel);
  }, [t, actions]);
}

export type ActionLabel = (action: RowActionName, rowLabel: string) => string;

export function RowActions({
  actions,
  isDisabled,
  onAction,
  rowLabel,
  pending,
  onMove,
  label,
}: RowActionsProps) {
  const { t } = useTranslation("ui");
  const nameOf: ActionLabel = label ?? ((action, item) => actionName(t, action, item));
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
                aria-label={nameOf(action, rowLabel)}
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
            aria-label={nameOf(action, rowLabel)}
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
