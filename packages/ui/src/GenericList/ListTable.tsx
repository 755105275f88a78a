import type { Virtualizer } from "@tanstack/react-virtual";
import { elementScroll, measureElement, observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ArrowUpDown, Check, ChevronRight } from "lucide-react";
import type { CSSProperties, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from "react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../Checkbox";
import { Select } from "../Select";
import { LoadingBar } from "../LoadingBar";
import { useLatestCallback } from "../useLatestCallback";
import { renderCell } from "./cells";
import { NAME_SLOT, fillSlot, isSortable } from "./listLogic";
import type { RowActionName } from "./definition";
import {
  Body,
  DetailRow,
  FilterInput,
  HeaderCell,
  HeaderGroup,
  HeaderRow,
  ROW_HEIGHT,
  Scroller,
  SortButton,
  LoadingEdge,
  TableRoot,
  VisuallyHidden,
} from "./GenericList.styles";
import { RowActions, RowButton, actionsWidth, useActionLabels } from "./RowActions";
import type { GenericListState } from "./useGenericList";

/*
 * The virtualizer's measurements without forcing a layout while React commits (issue 40: no forced layout in
 * render paths). By default it reads the scroller's size and every new row's height as they mount, and each read
 * laid out the whole page inside the commit: three layouts of 50-77 ms at 4x CPU in one long task when the check-in
 * room manager opened. Here the scroller's size comes from the ResizeObserver, after the browser's own layout
 * (until then the scroller is taken as tall as the window: the rows a screen can show), and so does a row's
 * height: a new row takes its known size or the estimate, and the observer the virtualizer registers on it
 * reports its real height after the browser's layout. A wide list's row is one line, exactly the estimate
 * (ROW_HEIGHT, border-box; keyboard focus wraps its texts and the report follows). A narrow list's rows are cards
 * as tall as their texts: they are laid out in the flow, one after another (see `bodyStyle`), so a card is drawn
 * where it belongs before its height is known, and the report only corrects the room kept for the cards out of
 * view (issue 40: in Lighthouse's mobile trace, measuring the cards as they mounted was one forced layout of
 * 105-154 ms inside the commit). A detail row's height is only guessed and a browser without ResizeObserver
 * (jsdom) cannot report: those are measured as they mount, as before.
 */
const measureEntry: typeof measureElement = (element, entry, instance) => {
  if (entry || typeof ResizeObserver === "undefined" || element.hasAttribute("data-detail"))
    return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
};

const observeScroller = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) => {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === "undefined") return observeElementRect(instance, cb);
  // Read inside the observer's callback, after the browser's layout: clientWidth and clientHeight cost nothing.
  const observer = new ResizeObserver(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: "content-box" });
  return () => observer.disconnect();
};

/**
 * The virtualizer's scroll writes, but not its first, to the top of a scroller that has just mounted: nothing can
 * have scrolled it yet, and the write (a no-op) laid out the whole page inside the commit as the reads did.
 */
const attached = new WeakSet<Element>();
const scrollRows: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !attached.has(element)) {
    attached.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/**
 * The body's size, and the room before and after the rows on screen. A wide list places its rows at their
 * offsets in a body as tall as all rows; a narrow list (cards, `NARROW_LIST` in the styles) lays its cards out
 * one after another between the room before and after them, so a card's height never needs to be known to draw
 * it where it belongs.
 */
function bodyStyle(total: number, items: readonly { start: number; end: number }[]): CSSProperties {
  return {
    blockSize: total,
    ["--list-before" as string]: `${items[0]?.start ?? 0}px`,
    ["--list-after" as string]: `${Math.max(0, total - (items.at(-1)?.end ?? 0))}px`,
  };
}

export interface ListTableProps<T extends object> {
  /** The list's state from `useGenericList`. */
  list: GenericListState<T>;
  /** The table's name for assistive technology (the screen's title). */
  label: string;
  /** Greatest height of the scrolling area: it is as tall as its rows up to this, then scrolls. */
  height?: string;
  /** Shows the row of column filters under the header. */
  showFilters?: boolean;
  /** Row actions that apply now; the GenericList decides by permission, lock and screen. */
  actions: readonly RowActionName[];
  /** Whether an action is shown disabled for this item (e.g. delete while it is locked). */
  isActionDisabled: (action: RowActionName, item: T) => boolean;
  /** Called when a row action is pressed. */
  onAction: (action: RowActionName, item: T) => void;
  /** The action running on a row (its button shows a spinner). */
  pendingAction?: { action: RowActionName; key: string };
  /** Drag-sort: move the item at index `from` (in the list's items) by `by` places. */
  onMove?: (from: number, by: number) => void;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
  /**
   * Whether the rows are being fetched: a loading bar over the frame's top edge, taking no space, so nothing
   * moves when it goes (issue 40: a bar above the table moved the table up 15 px when the rows came).
   */
  loading?: boolean;
}

const SELECT_WIDTH = 44;

type DisplayRow = { kind: "row" | "detail"; index: number };

/**
 * The list's table: ARIA table semantics on a CSS grid, sticky header with sortable column buttons
 * (`aria-sort`), an optional filter row, and a virtualized body (only the rows in view are in the DOM, so
 * 100,000 rows scroll smoothly). Rows are focusable with a roving tab stop: arrow keys, Home, End, Page Up and
 * Page Down move between rows, Tab goes into the row's checkbox and actions, Space selects, Enter expands.
 */
export function ListTable<T extends object>({
  list,
  label,
  height = "min(70vh, 640px)",
  showFilters,
  actions,
  isActionDisabled,
  onAction,
  pendingAction,
  onMove,
  empty,
  loading = false,
}: ListTableProps<T>) {
  const { t } = useTranslation("ui");
  const { table, definition, visibleColumns } = list;
  const expandable = Boolean(definition.renderDetail);
  const selectable = definition.selectable !== false;
  const { rows } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeRow, setActiveRow] = useState(0);

  // Rows and their open detail rows, in order. Without an open detail each row is its own entry, and no
  // list of 10,000 entries is made on every render.
  const display: DisplayRow[] | null = expandable && rows.some((row) => row.getIsExpanded()) ? [] : null;
  if (display) {
    rows.forEach((row, index) => {
      display.push({ kind: "row", index });
      if (row.getIsExpanded()) display.push({ kind: "detail", index });
    });
  }
  const entryAt = (i: number): DisplayRow => display?.[i] ?? { kind: "row", index: i };

  const virtualizer = useVirtualizer({
    count: display ? display.length : rows.length,
    getScrollElement: () => scrollRef.current,
    // Without an open detail row every entry is a row: a constant size and the index as key, so a search that
    // changes the count does not call back twice per row of 10,000 to rebuild the measurements.
    estimateSize: display ? (i) => (display[i]!.kind === "detail" ? 160 : ROW_HEIGHT) : () => ROW_HEIGHT,
    overscan: 5,
    initialRect: { width: 0, height: typeof window === "undefined" ? 0 : window.innerHeight },
    measureElement: measureEntry,
    observeElementRect: observeScroller,
    scrollToFn: scrollRows,
    // Keyed by position, not by item: after a search or a sort the rows on screen are updated in place
    // instead of 25 being unmounted and 25 mounted, which was most of a keystroke's work at 10,000 rows.
    // A row's key is its position among the rows whether or not a detail row is open, so opening one keeps
    // every row mounted (and the focus on the toggle that opened it).
    getItemKey: display
      ? (i) => (display[i]!.kind === "row" ? display[i]!.index : `detail:${display[i]!.index}`)
      : (i) => i,
  });

  const widths = [
    ...(selectable ? [SELECT_WIDTH] : []),
    ...(expandable ? [SELECT_WIDTH] : []),
    ...visibleColumns.map((column) => column.width ?? 140),
    ...(actions.length ? [actionsWidth(actions.length)] : []),
  ];
  const minWidth = widths.reduce((sum, width) => sum + width, 0);
  const template = [
    ...(selectable ? [`${SELECT_WIDTH}px`] : []),
    ...(expandable ? [`${SELECT_WIDTH}px`] : []),
    ...visibleColumns.map((column) => `minmax(${column.width ?? 140}px, 1fr)`),
    ...(actions.length ? [`${actionsWidth(actions.length)}px`] : []),
  ].join(" ");
  const columnCount =
    (selectable ? 1 : 0) + (expandable ? 1 : 0) + visibleColumns.length + (actions.length ? 1 : 0);
  const headerRows = showFilters ? 2 : 1;

  const { allSelected, someSelected } = list;
  // Labels translated once per language, not for every row on every keystroke's render.
  const actionLabel = useActionLabels(actions);
  const { selectLabel, expandLabel, collapseLabel } = useMemo(
    () => ({
      selectLabel: fillSlot(t("list.selectRow", { item: NAME_SLOT })),
      expandLabel: t("list.expand"),
      collapseLabel: t("list.collapse"),
    }),
    [t],
  );

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setActiveRow(target);
    const displayIndex = display
      ? display.findIndex((entry) => entry.kind === "row" && entry.index === target)
      : target;
    virtualizer.scrollToIndex(displayIndex, { align: "auto" });
    // The row may only be rendered after the scroll: focus it once it is in the DOM.
    const tryFocus = (attempt: number) => {
      const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`);
      if (element) element.focus();
      else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    requestAnimationFrame(() => tryFocus(0));
  };

  // After a save, the saved row in view and the table at its inline start, where its name is (issue 43,
  // item 7: a wide table stayed scrolled sideways, and a new item first in the list stayed above the view).
  const { lastSaved } = list;
  useEffect(() => {
    if (!lastSaved) return;
    const index = rows.findIndex(
      (row) => (row.original as Record<string, unknown>)[list.keyField] === lastSaved.key,
    );
    const frame = scrollRef.current;
    if (frame) frame.scrollLeft = 0;
    if (index < 0) return;
    const displayIndex = display
      ? display.findIndex((entry) => entry.kind === "row" && entry.index === index)
      : index;
    virtualizer.scrollToIndex(displayIndex, { align: "auto" });
    // Only for a new save, not when the rows change later (a search, a sort).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastSaved]);

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const row = rows[index]!;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if (event.key === " " && selectable) {
      event.preventDefault();
      row.toggleSelected();
    } else if (event.key === "Enter" && expandable) {
      event.preventDefault();
      row.toggleExpanded();
    }
  };

  const items = virtualizer.getVirtualItems();
  // A row's position style, the same object for the same offset: React then does not compare and write the
  // transform of every row on screen on every render.
  const positions = useRef(new Map<number, CSSProperties>());
  const positionStyle = (start: number) => {
    let style = positions.current.get(start);
    if (!style) {
      if (positions.current.size > 500) positions.current.clear();
      style = { transform: `translateY(${start}px)` };
      positions.current.set(start, style);
    }
    return style;
  };
  // The table instance is a new object on every render; the memoized header gets this stable handler instead.
  const onSort = useLatestCallback((columnId: string, event: MouseEvent) =>
    table.getColumn(columnId)?.getToggleSortingHandler()?.(event),
  );
  const onSortBy = useLatestCallback((sort: { id: string; desc: boolean } | null) =>
    table.setSorting(sort ? [sort] : []),
  );

  return (
    <Scroller ref={scrollRef} $height={height} data-ui="ListTable">
      {loading && (
        <LoadingEdge>
          <LoadingBar aria-label={t("common.loading")} />
        </LoadingEdge>
      )}
      <TableRoot
        role="table"
        aria-label={label}
        aria-rowcount={list.total + headerRows}
        aria-colcount={columnCount}
        style={{ ["--list-columns" as string]: template, ["--list-min-width" as string]: `${minWidth}px` }}
      >
        <ListHeader
          onSort={onSort}
          onSortBy={onSortBy}
          sorting={list.sorting}
          columns={visibleColumns}
          expandable={expandable}
          selectable={selectable}
          hasActions={actions.length > 0}
          allSelected={allSelected}
          someSelected={someSelected}
          onSelectAll={list.selectAll}
          showFilters={Boolean(showFilters)}
          filters={list.filters}
          setFilters={list.setFilters}
        />
        {rows.length > 0 && (
          <Body
            role="rowgroup"
            style={bodyStyle(virtualizer.getTotalSize(), items)}
            onPointerOver={titleIfCut}
          >
            {items.map((virtual) => {
              const entry = entryAt(virtual.index);
              const row = rows[entry.index]!;
              const item = row.original;
              const rowIndex = entry.index;
              const position = positionStyle(virtual.start);
              const rowLabel = String(list.visibleColumns[0] ? renderText(list, item) : row.id);
              const selected = row.getIsSelected();
              if (entry.kind === "detail") {
                return (
                  <DetailRow
                    key={virtual.key}
                    ref={virtualizer.measureElement}
                    data-index={virtual.index}
                    data-detail=""
                    role="row"
                    style={position}
                  >
                    <div role="cell" aria-colspan={columnCount}>
                      {definition.renderDetail?.(item)}
                    </div>
                  </DetailRow>
                );
              }
              return (
                <div
                  key={virtual.key}
                  ref={virtualizer.measureElement}
                  data-index={virtual.index}
                  data-row-index={rowIndex}
                  role="row"
                  aria-rowindex={
                    headerRows +
                    1 +
                    rowIndex +
                    list.pagination.pageIndex * Math.max(0, list.pagination.pageSize)
                  }
                  aria-label={rowLabel}
                  tabIndex={rowIndex === Math.min(activeRow, rows.length - 1) ? 0 : -1}
                  onFocus={(event) => {
                    if (event.target === event.currentTarget) setActiveRow(rowIndex);
                  }}
                  onKeyDown={(event) => onRowKeyDown(event, rowIndex)}
                  data-selected={selected || undefined}
                  style={position}
                >
                  {selectable && (
                    <div role="cell" data-part="select">
                      <label data-ui="RowCheckbox">
                        <input
                          type="checkbox"
                          aria-label={selectLabel(rowLabel)}
                          checked={selected}
                          onChange={(event) => row.toggleSelected(event.target.checked)}
                        />
                        <span data-part="box">
                          {selected && <Check size={14} strokeWidth={3} aria-hidden />}
                        </span>
                      </label>
                    </div>
                  )}
                  {expandable && (
                    <div role="cell" data-part="expand">
                      <RowButton
                        aria-label={row.getIsExpanded() ? collapseLabel : expandLabel}
                        aria-expanded={row.getIsExpanded()}
                        onClick={() => row.toggleExpanded()}
                      >
                        <ChevronRight
                          size={16}
                          aria-hidden
                          data-mirror={row.getIsExpanded() ? undefined : true}
                          style={{ transform: row.getIsExpanded() ? "rotate(90deg)" : undefined }}
                        />
                      </RowButton>
                    </div>
                  )}
                  {visibleColumns.map((column, columnIndex) => (
                    <div
                      key={column.id}
                      role="cell"
                      data-part={columnIndex === 0 ? "name" : undefined}
                      // A usage bar names itself: no second header before it.
                      data-label={columnIndex === 0 || column.kind === "usage" ? undefined : column.header}
                    >
                      {renderCell(column, item, list.words)}
                    </div>
                  ))}
                  {actions.length > 0 && (
                    <div role="cell" data-part="actions">
                      <RowActions
                        actions={actions}
                        label={actionLabel}
                        rowLabel={rowLabel}
                        isDisabled={(action) => isActionDisabled(action, item)}
                        onAction={(action) => onAction(action, item)}
                        pending={pendingAction?.key === row.id ? pendingAction.action : undefined}
                        onMove={
                          onMove
                            ? (by) => {
                                onMove(row.index, by);
                                // Keep the keyboard on the moved row's handle.
                                const target = rowIndex + by;
                                requestAnimationFrame(() =>
                                  scrollRef.current
                                    ?.querySelector<HTMLElement>(
                                      `[data-row-index="${target}"] [data-ui="DragHandle"] button`,
                                    )
                                    ?.focus(),
                                );
                              }
                            : undefined
                        }
                      />
                    </div>
                  )}
                </div>
              );
            })}
          </Body>
        )}
      </TableRoot>
      {rows.length === 0 && empty}
    </Scroller>
  );
}

/**
 * Hovering a text cell that is cut shows its full value as the title (set then, not on every cell of every
 * render: measuring each cell would cost a layout per row on a search keystroke).
 */
function titleIfCut(event: PointerEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.dataset.part !== "text") return;
  if (target.scrollWidth > target.clientWidth) target.title = target.textContent ?? "";
  else target.removeAttribute("title");
}

/** The row's name: the text of its first visible column. */
function renderText<T extends object>(list: GenericListState<T>, item: T): string {
  const first = list.visibleColumns[0]!;
  const value = first.text
    ? first.text(item)
    : String((first.value ? first.value(item) : (item as Record<string, unknown>)[first.id]) ?? "");
  return value;
}

/** The id of the sort menu's "Not sorted". */
const UNSORTED = "-";

/**
 * A narrow list's sorting (issue 43, item 13: on a phone, a dozen sort buttons filled the screen before the first
 * card): one menu of the sortable columns in either direction, in the header's place. CSS shows it only where the
 * list is narrow ({@link NARROW_LIST}); elsewhere the column headers sort.
 */
function SortMenu<T extends object>({
  columns,
  sorting,
  onSortBy,
}: Pick<ListHeaderProps<T>, "columns" | "sorting" | "onSortBy">) {
  const { t } = useTranslation("ui");
  const sortable = columns.filter(isSortable);
  if (sortable.length === 0) return null;
  const items = [
    { id: UNSORTED, label: t("list.unsorted") },
    ...sortable.flatMap((column) => [
      { id: `${column.id}:asc`, label: t("list.sortAscending", { column: column.header }) },
      { id: `${column.id}:desc`, label: t("list.sortDescending", { column: column.header }) },
    ]),
  ];
  const current = sorting[0];
  return (
    <HeaderCell role="columnheader" data-part="sortMenu">
      <Select
        aria-label={t("list.sortBy")}
        items={items}
        selectedKey={current ? `${current.id}:${current.desc ? "desc" : "asc"}` : UNSORTED}
        onSelectionChange={(key) => {
          if (!key || key === UNSORTED) return onSortBy(null);
          const at = key.lastIndexOf(":");
          onSortBy({ id: key.slice(0, at), desc: key.slice(at + 1) === "desc" });
        }}
      />
    </HeaderCell>
  );
}

interface ListHeaderProps<T extends object> {
  /** Sorts by the column (as TanStack's toggle handler: ascending, descending, none). */
  onSort: (columnId: string, event: MouseEvent) => void;
  /** Sorts by one column in one direction, or not at all (the narrow list's sort menu). */
  onSortBy: (sort: { id: string; desc: boolean } | null) => void;
  sorting: GenericListState<T>["sorting"];
  columns: GenericListState<T>["visibleColumns"];
  expandable: boolean;
  selectable: boolean;
  hasActions: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: (value: boolean) => void;
  showFilters: boolean;
  filters: Record<string, string>;
  setFilters: (filters: Record<string, string>) => void;
}

/**
 * The sticky header: select-all, the sortable column buttons (`aria-sort`) and the optional filter row. Memoized:
 * a search keystroke changes the rows, not the header, and its checkbox and sort icons were a tenth of one.
 */
const ListHeader = memo(function ListHeader<T extends object>({
  onSort,
  onSortBy,
  sorting,
  columns,
  expandable,
  selectable,
  hasActions,
  allSelected,
  someSelected,
  onSelectAll,
  showFilters,
  filters,
  setFilters,
}: ListHeaderProps<T>) {
  const { t } = useTranslation("ui");
  return (
    <HeaderGroup role="rowgroup">
      <HeaderRow role="row" aria-rowindex={1}>
        {selectable && (
          <HeaderCell role="columnheader">
            <Checkbox
              aria-label={t("list.selectAll")}
              isSelected={allSelected}
              isIndeterminate={!allSelected && someSelected}
              onChange={onSelectAll}
            />
          </HeaderCell>
        )}
        {expandable && (
          <HeaderCell role="columnheader" data-part="expand">
            <VisuallyHidden>{t("list.details")}</VisuallyHidden>
          </HeaderCell>
        )}
        <SortMenu columns={columns} sorting={sorting} onSortBy={onSortBy} />
        {columns.map((column) => {
          const sort = sorting.find((entry) => entry.id === column.id);
          const sorted = sort ? (sort.desc ? "desc" : "asc") : false;
          return (
            <HeaderCell
              key={column.id}
              role="columnheader"
              data-part="column"
              aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
            >
              {isSortable(column) ? (
                <SortButton type="button" onClick={(event) => onSort(column.id, event)}>
                  {column.header}
                  {sorted === "asc" ? (
                    <ArrowUp size={14} aria-hidden />
                  ) : sorted === "desc" ? (
                    <ArrowDown size={14} aria-hidden />
                  ) : (
                    <ArrowUpDown size={14} aria-hidden opacity={0.5} />
                  )}
                </SortButton>
              ) : (
                column.header
              )}
            </HeaderCell>
          );
        })}
        {hasActions && (
          <HeaderCell role="columnheader" data-part="actions" style={{ justifyContent: "flex-end" }}>
            {t("list.actions")}
          </HeaderCell>
        )}
      </HeaderRow>
      {showFilters && (
        <HeaderRow role="row" aria-rowindex={2} data-ui="ListFilters">
          {selectable && <HeaderCell role="cell" />}
          {expandable && <HeaderCell role="cell" />}
          {columns.map((column) => (
            <HeaderCell key={column.id} role="cell">
              {column.filterable !== false && column.kind !== "usage" && (
                <FilterInput
                  type="search"
                  aria-label={t("list.filterColumn", { column: column.header })}
                  value={filters[column.id] ?? ""}
                  onChange={(event) => setFilters({ ...filters, [column.id]: event.target.value })}
                />
              )}
            </HeaderCell>
          ))}
          {hasActions && <HeaderCell role="cell" />}
        </HeaderRow>
      )}
    </HeaderGroup>
  );
}) as <T extends object>(props: ListHeaderProps<T>) => ReactNode;
