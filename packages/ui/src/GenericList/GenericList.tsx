import type { ReactNode, Ref } from "react";
import { memo, useCallback, useImperativeHandle, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { ConfirmDialog } from "../ConfirmDialog";
import { Notice } from "../Notice";
import { showToast } from "../Toast";
import type { ListDefinition, ListQuery, ListSource, RowActionName } from "./definition";
import { Empty, EmptyHint, EmptyTitle, Root } from "./GenericList.styles";
import { ListPagination } from "./ListPagination";
import { ListTable } from "./ListTable";
import { ListToolbar } from "./ListToolbar";
import { downloadCsv, isActionAllowed } from "./listLogic";
import type { EditState, GenericListState, ListViewBinding } from "./useGenericList";
import { useGenericList } from "./useGenericList";
import { useLatestCallback } from "../useLatestCallback";

export interface EditSlotProps<T> extends EditState<T> {
  /** Closes the dialog without saving. */
  close: () => void;
  /** Call with the server's answer after a successful save: the list shows the saved item. */
  onSaved: (item: T) => void;
}

/** What a screen can ask of its list from outside it (its own filter bar, a detail panel, a timer). */
export interface GenericListHandle {
  /** The shown page again, swapped in place: the open rows and the scroll position stay. */
  refresh: () => Promise<void>;
  /**
   * A load as the user's refresh makes it: the list empties and shows that it loads (the digital key's rooms
   * after each save or delete, products.md section 4).
   */
  reload: () => Promise<void>;
  /** The query of the shown page (server mode: what the server got), e.g. for a server-side export. */
  query: () => ListQuery;
  /**
   * Sets one server filter that is not a column's (a kind or state filter of the screen's own), sent in the
   * query's `filters`; the list goes back to the first page. An empty value removes it.
   */
  setFilter: (name: string, value: string) => void;
  /**
   * Opens the dialog of a new item, as New does (where the user may create): a link's "new ticket" opens it.
   * With `item`, the new item starts with those values (a service mapping for the identifier the user picked).
   */
  openNew: (item?: Record<string, unknown>) => void;
}

export interface GenericListProps<T extends object> {
  /** The screen's title: the heading above the table and the table's name. */
  title: string;
  /** Columns, key, search and operations of the list (a constant of the screen). */
  definition: ListDefinition<T>;
  /** Loads, saves and deletes the items (the screen's calls to the API). */
  source: ListSource<T>;
  /** The user's effective permissions; leave out to skip permission checks (everything allowed). */
  permissions?: ReadonlySet<string>;
  /** The edit dialog (EditDialog in the console); without it there is no new, edit or copy. */
  renderEdit?: (props: EditSlotProps<T>) => ReactNode;
  /** Screen-specific row actions (preview, print, download, disconnect, ...). */
  onRowAction?: (action: RowActionName, item: T) => unknown;
  /** File name of the CSV export; no export button without it. */
  csvFileName?: string;
  /** Greatest height of the table's scrolling area: it is as tall as its rows up to this, then scrolls. */
  height?: string;
  /**
   * The screen's own tools in the title bar, after refresh and before "New" (e.g. the check-in room
   * manager's ping and sync). Pass a stable element (memoized) so a search keystroke does not render them.
   */
  tools?: ReactNode;
  /**
   * The screen's own filters, under the search row (gateway monitoring: kinds and connection); they reach
   * the query through the handle's `setFilter`. Pass a stable element, as for `tools`.
   */
  filterBar?: ReactNode;
  /**
   * The screen's quick view over the loaded items (the front desk's "Arrivals", "In house"): only the items it
   * passes are shown, searched, paged, selected and exported. Client mode only; pass a stable function (a new
   * one filters again, without a load).
   */
  itemFilter?: (item: T) => boolean;
  /** Lets the screen refresh the list, read its query and set its own filters. */
  handle?: Ref<GenericListHandle>;
  /** A row action the item does not allow now, shown disabled (e.g. print without an access code). */
  isRowActionDisabled?: (action: RowActionName, item: T) => boolean;
  /**
   * The CSV export, when the server makes it (a server-paged list holds one page only); replaces the export
   * of the loaded items that `csvFileName` gives.
   */
  onExportCsv?: () => unknown;
  /**
   * The title bar (title, refresh, tools, New); true by default. A list inside a part that has its own
   * heading leaves it out (a chart's table view under the chart's title); `title` still names the table.
   */
  titleBar?: boolean;
  /**
   * Search, sort and page kept outside the list, so a reload or a shared link shows the same view: the
   * console's list screens keep them in the URL query (see `readListView`, `writeListView`).
   */
  view?: ListViewBinding;
  /**
   * The keys of the rows selected when the list opens (their `keyField` values); the user's choice after that.
   * A state story draws selected rows with it, without a play that clicks them.
   */
  defaultSelectedKeys?: readonly string[];
}

type Confirm<T> = { kind: "delete"; items: T[] } | { kind: "disconnectAll"; item: T } | null;

/**
 * The list screen behind most of the console: title bar, tools, virtualized table, pagination, the delete
 * lock and confirmations, and the edit slot. Configured by a `ListDefinition`; the hook `useGenericList`
 * and the slot components are exported too for screens that need another layout.
 */
export function GenericList<T extends object>({
  title,
  definition,
  source,
  permissions,
  renderEdit,
  onRowAction,
  csvFileName,
  height,
  tools,
  handle,
  filterBar,
  isRowActionDisabled,
  onExportCsv: exportCsv,
  titleBar = true,
  view,
  itemFilter,
  defaultSelectedKeys,
}: GenericListProps<T>) {
  const { t } = useTranslation("ui");
  // A failed load says so in the list itself, with Retry (issue 41 item 8): a toast as well repeated it, and
  // every Retry that failed stacked another. Other failures (delete, reload, reorder) leave the rows as they
  // were, so a toast is where they are said.
  const onFailure = useMemo(
    () => (operation: string, message: string) => {
      if (operation !== "load") showToast({ tone: "error", title: t("list.failed"), description: message });
    },
    [t],
  );
  const words = useMemo(() => ({ yes: t("common.yes"), no: t("common.no") }), [t]);
  const list = useGenericList({
    definition,
    source,
    permissions,
    words,
    onFailure,
    view,
    itemFilter,
    defaultSelectedKeys,
  });
  const [showFilters, setShowFilters] = useState(false);
  const [confirm, setConfirm] = useState<Confirm<T>>(null);
  const [pending, setPending] = useState<{ action: RowActionName; key: string }>();

  const refuse = () => showToast({ tone: "error", title: t("list.unauthorized"), timeout: 3000 });

  // The same array while the screen's configuration stays: the table translates the actions' names once for it.
  const hasEdit = Boolean(renderEdit);
  const hasRowAction = Boolean(onRowAction);
  const enabled = useMemo(
    () =>
      (definition.rowActions ?? []).filter((action) => {
        if (action === "delete") return Boolean(source.remove);
        if (action === "reload") return Boolean(source.reloadItem);
        if (action === "dragSort") return Boolean(source.reorder);
        if (action === "edit" || action === "copy") return hasEdit;
        return hasRowAction;
      }),
    [definition.rowActions, source, hasEdit, hasRowAction],
  );

  const keyOf = (item: T) => String((item as Record<string, unknown>)[list.keyField]);

  const runAction = async (action: RowActionName, item: T) => {
    if (!isActionAllowed(action, definition.permissions, permissions)) return refuse();
    switch (action) {
      case "edit":
        return list.openEdit(item);
      case "copy":
        return list.openCopy(item);
      case "delete":
        return setConfirm({ kind: "delete", items: [item] });
      case "disconnectAll":
        return setConfirm({ kind: "disconnectAll", item });
      case "reload":
        return list.reloadItem(item);
      default: {
        setPending({ action, key: keyOf(item) });
        try {
          await onRowAction?.(action, item);
        } finally {
          setPending(undefined);
        }
      }
    }
  };

  // The toolbar's and the dialogs' handlers keep their identity, so a search keystroke does not render them.
  const onNew = useLatestCallback((item?: Record<string, unknown>) =>
    list.can("create") ? list.openNew(item as Partial<T> | undefined) : refuse(),
  );
  // The toolbar's New: an empty item (its button's press event is no item).
  const newFromToolbar = useLatestCallback(() => onNew());
  const onEditSelected = useLatestCallback(() =>
    list.can("update") ? list.openEdit(list.selectedItems[0]!) : refuse(),
  );
  const onDeleteSelected = useLatestCallback(() =>
    list.can("delete") ? setConfirm({ kind: "delete", items: list.selectedItems }) : refuse(),
  );
  // The list's newest state after a wait: every row, once the rest of a list in two parts has come.
  const matchingNow = useLatestCallback(() => list.matchingItems());
  const onExportCsv = useLatestCallback(() =>
    exportCsv
      ? void exportCsv()
      : void list
          .whenWhole()
          .then(() => downloadCsv(csvFileName!, matchingNow(), list.visibleColumns, words)),
  );
  const setFilter = useLatestCallback((name: string, value: string) => {
    const { [name]: _, ...others } = list.filters;
    list.setFilters(value ? { ...others, [name]: value } : others);
  });
  const currentQuery = useLatestCallback(() => list.query);
  useImperativeHandle(
    handle,
    () => ({ refresh: list.refresh, reload: list.load, query: currentQuery, setFilter, openNew: onNew }),
    [list.refresh, list.load, currentQuery, setFilter, onNew],
  );
  const onToggleFilters = useCallback(() => setShowFilters((shown) => !shown), []);
  const closeConfirm = useCallback(() => setConfirm(null), []);
  const onConfirmDelete = useLatestCallback(async () => {
    if (confirm?.kind === "delete") await list.remove(confirm.items);
  });
  const onConfirmDisconnectAll = useLatestCallback(async () => {
    if (confirm?.kind === "disconnectAll") await onRowAction?.("disconnectAll", confirm.item);
  });

  if (!list.can("list")) {
    return (
      <Root data-ui="GenericList">
        <h2>{title}</h2>
        <Notice tone="error">{t("list.unauthorized")}</Notice>
      </Root>
    );
  }

  const loading = list.status.load === "fetching" || list.waitingForRows;
  const failed = list.status.load === "failure";

  return (
    <Root data-ui="GenericList" aria-busy={loading || undefined}>
      <ListToolbar
        list={list}
        title={title}
        onNew={renderEdit ? newFromToolbar : undefined}
        onEditSelected={renderEdit ? onEditSelected : undefined}
        onDeleteSelected={source.remove ? onDeleteSelected : undefined}
        onExportCsv={csvFileName || exportCsv ? onExportCsv : undefined}
        showFilters={showFilters}
        onToggleFilters={onToggleFilters}
        tools={tools}
        titleBar={titleBar}
      />
      {filterBar}
      {failed ? (
        <Notice
          tone="error"
          title={t("list.loadFailed")}
          action={
            <Button variant="outline" onPress={() => void list.load()}>
              {t("list.retry")}
            </Button>
          }
        >
          {list.error}
        </Notice>
      ) : (
        <ListTable
          list={list}
          label={title}
          height={height}
          showFilters={showFilters}
          actions={enabled}
          isActionDisabled={(action, item) =>
            (action === "delete" && list.deleteLocked) ||
            (action === "dragSort" && !list.canReorder) ||
            Boolean(isRowActionDisabled?.(action, item))
          }
          onMove={(from, by) => {
            if (!list.can("update")) return refuse();
            void list.move(from, from + by);
          }}
          onAction={(action, item) => void runAction(action, item)}
          pendingAction={pending}
          loading={loading}
          empty={
            list.rows.length === 0 && (
              <Empty data-ui="ListEmpty">
                {loading ? (
                  t("common.loading")
                ) : list.searching ? (
                  <>
                    <EmptyTitle>{t("list.noMatches")}</EmptyTitle>
                    <Button variant="outline" size="sm" onPress={list.clearSearch}>
                      {t("list.clearSearch")}
                    </Button>
                  </>
                ) : (
                  <>
                    <EmptyTitle>{t("list.empty")}</EmptyTitle>
                    {renderEdit && list.can("create") && (
                      <EmptyHint>{t("list.emptyHint", { action: t("list.new") })}</EmptyHint>
                    )}
                  </>
                )}
              </Empty>
            )
          }
        />
      )}
      {/* Nothing to page through until the first rows come: a footer there would jump down when they did. */}
      {!(loading && list.items.length === 0) && <ListPagination list={list} />}
      <ListConfirmations
        confirm={confirm?.kind ?? null}
        count={confirm?.kind === "delete" ? confirm.items.length : 0}
        requireText={
          confirm?.kind === "delete" && definition.deleteConfirmText
            ? confirm.items.length === 1
              ? definition.deleteConfirmText(confirm.items[0]!)
              : String(confirm.items.length)
            : undefined
        }
        onClose={closeConfirm}
        onConfirmDelete={onConfirmDelete}
        onConfirmDisconnectAll={onConfirmDisconnectAll}
      />
      {list.editing &&
        renderEdit?.({
          ...list.editing,
          close: list.closeEdit,
          onSaved: list.applySaved,
        })}
    </Root>
  );
}

/** The delete and disconnect-all confirmations; memoized, so they render when a confirmation opens or closes. */
const ListConfirmations = memo(function ListConfirmations({
  confirm,
  count,
  requireText,
  onClose,
  onConfirmDelete,
  onConfirmDisconnectAll,
}: {
  confirm: "delete" | "disconnectAll" | null;
  count: number;
  requireText?: string;
  onClose: () => void;
  onConfirmDelete: () => Promise<void>;
  onConfirmDisconnectAll: () => Promise<void>;
}) {
  const { t } = useTranslation("ui");
  return (
    <>
      <ConfirmDialog
        isOpen={confirm === "delete"}
        onOpenChange={(open) => !open && onClose()}
        tone="danger"
        title={count === 1 ? t("list.confirmDeleteOneTitle") : t("list.confirmDeleteTitle")}
        message={t("list.confirmDelete", { count })}
        confirmLabel={t("common.delete")}
        requireText={requireText}
        onConfirm={onConfirmDelete}
      />
      <ConfirmDialog
        isOpen={confirm === "disconnectAll"}
        onOpenChange={(open) => !open && onClose()}
        title={t("list.confirmDisconnectAllTitle")}
        message={t("list.confirmDisconnectAll")}
        confirmLabel={t("list.action.disconnectAll")}
        onConfirm={onConfirmDisconnectAll}
      />
    </>
  );
});

export type { GenericListState };
