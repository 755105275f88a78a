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
import type { ButtonHTMLAttributes, ComponentType, ReactNode } from "react";
import { useId, useMemo, useRef } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Spinner } from "../Button/Button.styles";
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

/** Each action's icon, made once: React skips an element it has seen, so a search renders no row's icons again. */
const iconElements = Object.fromEntries(
  Object.entries(icons).map(([action, Icon]) => [action, <Icon size={16} aria-hidden />]),
) as Record<RowActionName, ReactNode>;

export interface RowButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "aria-label" | "disabled" | "type"
> {
  /** The button's name: required, an icon alone names nothing. */
  "aria-label": string;
  /** The icon (`aria-hidden`). */
  children: ReactNode;
  isDisabled?: boolean;
  /** Shows a spinner named `pendingLabel` and ignores presses, staying focusable (as IconButton's `isPending`). */
  isPending?: boolean;
  pendingLabel?: string;
}

/**
 * A row's icon button: a plain `<button>` that looks like a small ghost IconButton (styled from the list's rows and
 * RowActions). Rows render dozens of these on every search keystroke; react-aria's press, hover and focus hooks
 * per button were most of that render, and a native button already does what a row needs of them.
 */
export function RowButton({
  isDisabled,
  isPending,
  pendingLabel,
  children,
  onClick,
  ...props
}: RowButtonProps) {
  return (
    <button
      type="button"
      data-ui="RowButton"
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onClick}
      {...props}
    >
      <span data-part="icon">{children}</span>
      {isPending && <Spinner role="progressbar" aria-label={pendingLabel} />}
    </button>
  );
}

/** The height of a row, for turning a pointer drag into a number of places. */
const ROW_STEP = 44;

/** Width of the actions column: one 32 px button per action plus padding. */
export const actionsWidth = (count: number) => (count === 0 ? 0 : count * 34 + 24);

export interface RowActionsProps {
  /** The row's buttons, in order (edit, copy, delete, the screen's own). */
  actions: readonly RowActionName[];
  /** Whether the action is currently possible (delete while locked is not). */
  isDisabled: (action: RowActionName) => boolean;
  /** Called with the pressed action. */
  onAction: (action: RowActionName) => void;
  /** The row's name, so every button says what it acts on. */
  rowLabel: string;
  /** The action running on this row (its button shows a spinner). */
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
              <RowButton
                aria-label={nameOf(action, rowLabel)}
                aria-describedby={hintId}
                isDisabled={isDisabled(action)}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
                  // The handle's keys move the row; the list must not scroll (nor the row take them).
                  event.preventDefault();
                  event.stopPropagation();
                  onMove?.(event.key === "ArrowUp" ? -1 : 1);
                }}
              >
                {iconElements[action]}
              </RowButton>
              <VisuallyHidden id={hintId}>{t("list.moveHint")}</VisuallyHidden>
            </span>
          );
        return (
          <RowButton
            key={action}
            aria-label={nameOf(action, rowLabel)}
            isDisabled={isDisabled(action)}
            isPending={pending === action}
            pendingLabel={pending === action ? t("common.loading") : undefined}
            onClick={() => onAction(action)}
          >
            {iconElements[action]}
          </RowButton>
        );
      })}
    </Actions>
  );
}
