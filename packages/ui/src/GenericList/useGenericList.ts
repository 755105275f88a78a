import type { ColumnDef, ExpandedState, Row, RowSelectionState, SortingState } from "@tanstack/react-table";
import {
  columnVisibilityFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type {
  ListColumn,
  ListDefinition,
  ListOperation,
  ListPage,
  ListQuery,
  ListSource,
  OperationStatus,
} from "./definition";
import { useLatestCallback } from "../useLatestCallback";
import { afterNextPaint } from "../whenDrawn";
import type { CellWords, ListView } from "./listLogic";
import {
  cachedSearchText,
  cellText,
  copyItem,
  isAllowed,
  isConfirmed,
  listQueryOf,
  isSortable,
  openingView,
  rawValue,
  readColumnCookie,
  searchIndexes,
  writeColumnCookie,
} from "./listLogic";

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowExpandingFeature,
  columnVisibilityFeature,
  sortFns: {},
});

export type ListFeatures = typeof features;

/** Sort keys: numbers, booleans and ISO dates by value, everything else by lower-case text. */
function sortKey<T>(column: ListColumn<T>, item: T): string | number {
  const value = rawValue(column, item);
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (column.kind === "date" && typeof value === "string") return value;
  return cellText(column, item).toLowerCase();
}

/** Each column's sort keys for every item, in the items' order, read when first asked for and then kept. */
function sortKeysByColumn<T>(items: readonly T[]) {
  const byColumn = new Map<string, (string | number)[]>();
  return (column: ListColumn<T>) => {
    const kept = byColumn.get(column.id);
    if (kept) return kept;
    const keys = items.map((item) => sortKey(column, item));
    byColumn.set(column.id, keys);
    return keys;
  };
}

const compare = (a: unknown, b: unknown) => {
  const x = a as string | number;
  const y = b as string | number;
  return x === y ? 0 : x > y ? 1 : -1;
};

export interface EditState<T> {
  /** The item edited: a copy of the row, or a new item's defaults. */
  item: T;
  /** Whether saving creates an item (new and copy) rather than updating one. */
  isNew: boolean;
}

export interface UseGenericListOptions<T> {
  definition: ListDefinition<T>;
  source: ListSource<T>;
  /** The user's effective permissions (property list plus global list); undefined means no check. */
  permissions?: ReadonlySet<string>;
  /** The translated words of boolean cells, so search, column filters and the CSV read them as shown. */
  words?: CellWords;
  /** Called when a server answer fails, with the server's message, for the save notification. */
  onFailure?: (operation: "load" | "delete" | "reload" | "reorder", message: string) => void;
  /** Keeps search, sort and page outside the list (a screen keeps them in its URL query). */
  view?: ListViewBinding;
  /** The screen's quick view (see GenericListProps.itemFilter); client mode only. */
  itemFilter?: (item: T) => boolean;
  /** The keys of the rows selected when the list opens (see GenericListProps.defaultSelectedKeys). */
  defaultSelectedKeys?: readonly string[];
}

/**
 * The list's view kept elsewhere (a URL query): the list starts from `initial` (what it leaves out takes the
 * list's default) and reports every change of search, sort or page to `onChange`.
 */
export interface ListViewBinding {
  initial?: Partial<ListView>;
  onChange?: (view: ListView) => void;
}

export type ListStatuses = Record<"load" | "delete" | "reload", OperationStatus>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The headless core of a list screen: loading with per-operation status, search (an index built once per
 * load), column filters, sorting, paging (client or server), selection, expansion, column visibility (kept in
 * a cookie when the screen asks), delete lock, delete with server confirmation, copy and the edit slot state.
 * Rendering lives in the List slot components; screens configure, they do not fork.
 */
export function useGenericList<T extends object>({
  definition,
  source,
  permissions,
  words,
  onFailure,
  view,
  itemFilter,
  defaultSelectedKeys,
}: UseGenericListOptions<T>) {
  const keyField = definition.keyField ?? ("_id" as keyof T & string);
  const server = definition.mode === "server";
  const can = useCallback(
    (operation: ListOperation) => isAllowed(operation, definition.permissions, permissions),
    [definition.permissions, permissions],
  );

  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<ListStatuses>({
    load: undefined,
    delete: undefined,
    reload: undefined,
  });
  const [error, setError] = useState<string>();
  // While the rest of a list that came in two parts travels (ListPage.rest): how many items there are in all.
  const [coming, setComing] = useState<number>();
  // Read when that rest comes: every row selected (nothing narrowing the list) stays every row.
  const everyRowSelected = useRef(false);
  // The view a screen kept (its URL query), read once: afterwards the list is the source and reports changes.
  const [initialView] = useState(() => openingView(view?.initial, definition.pageSize ?? -1));
  const [search, setSearchText] = useState(initialView.search);
  const [filters, setFilterValues] = useState<Record<string, string>>({});
  const [sorting, setSorting] = useState<SortingState>(initialView.sorting);
  const [pagination, setPagination] = useState({
    pageIndex: initialView.pageIndex,
    pageSize: initialView.pageSize,
  });
  const onViewChange = useLatestCallback((next: ListView) => view?.onChange?.(next));
  useEffect(() => {
    onViewChange({ search, sorting, pageIndex: pagination.pageIndex, pageSize: pagination.pageSize });
  }, [onViewChange, search, sorting, pagination]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(() =>
    Object.fromEntries((defaultSelectedKeys ?? []).map((key) => [key, true])),
  );
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() => {
    const defaults = Object.fromEntries(
      definition.columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false]),
    );
    const saved = definition.columnCookie ? readColumnCookie(definition.columnCookie) : undefined;
    return { ...defaults, ...saved };
  });
  const [deleteLocked, setDeleteLocked] = useState(true);
  const [editing, setEditing] = useState<EditState<T> | null>(null);

  // A new search or filter starts at the first page: the page the user was on may no longer exist. The setter
  // keeps its identity (the search field and the toolbar's other parts are memoized against it).
  const setSearch = useLatestCallback((text: string) => {
    if (text === search) return;
    setSearchText(text);
    setPagination((old) => (old.pageIndex === 0 ? old : { ...old, pageIndex: 0 }));
  });
  const setFilters = useCallback((next: Record<string, string>) => {
    setFilterValues(next);
    setPagination((old) => (old.pageIndex === 0 ? old : { ...old, pageIndex: 0 }));
  }, []);
  /** Counts the searches cleared from outside the search box (the empty state's "Clear the search"). */
  const [searchResets, setSearchResets] = useState(0);
  /**
   * Clears the search and the columns' filter boxes (a screen's own filters stay: they are on screen as the
   * screen's controls), and has the search box start again empty.
   */
  const columnIds = useMemo(
    () => new Set(definition.columns.map((column) => column.id)),
    [definition.columns],
  );
  const clearSearch = useLatestCallback(() => {
    setSearch("");
    setFilters(Object.fromEntries(Object.entries(filters).filter(([name]) => !columnIds.has(name))));
    setSearchResets((count) => count + 1);
  });
  /** Something the user typed narrows the list: the search or a column's filter box (what clearSearch clears). */
  const searching =
    search.trim() !== "" ||
    Object.entries(filters).some(([name, value]) => columnIds.has(name) && value.trim() !== "");

  const setVisibility = useCallback(
    (next: Record<string, boolean>) => {
      setColumnVisibility(next);
      if (definition.columnCookie) writeColumnCookie(definition.columnCookie, next);
    },
    [definition.columnCookie],
  );

  // Client mode sends no search, sort or filter: a keystroke there makes no new query (nor a new `load`).
  const serverSearch = server ? search : "";
  const serverSorting = server ? sorting : null;
  const serverFilters = server ? filters : null;
  const query = useMemo<ListQuery>(
    () => listQueryOf(pagination, serverSearch, serverSorting, serverFilters),
    [pagination, serverSearch, serverSorting, serverFilters],
  );

  // The newest load wins: an older answer arriving late must not replace a newer one.
  const loadId = useRef(0);
  // The load whose answer is on screen, for what waits until the browser has painted it.
  const [drawnLoad, setDrawnLoad] = useState(0);
  const waitingToBeDrawn = useRef<{ id: number; resolve: () => void }>(undefined);
  useEffect(() => {
    const waiting = waitingToBeDrawn.current;
    if (waiting?.id !== drawnLoad) return;
    waitingToBeDrawn.current = undefined;
    afterNextPaint(waiting.resolve);
  }, [drawnLoad]);
  const load = useCallback(async () => {
    if (!can("list")) return;
    const id = ++loadId.current;
    // An earlier load waiting for its rows to be drawn goes on, and finds it is no longer the newest.
    waitingToBeDrawn.current?.resolve();
    waitingToBeDrawn.current = undefined;
    // A load first empties the items (spec section 4).
    setItems([]);
    setComing(undefined);
    setStatus((s) => ({ ...s, load: "fetching" }));
    setError(undefined);
    // A failed load (or the failed rest of one) shows no rows but the failure.
    const fail = (failure: unknown) => {
      if (id !== loadId.current) return;
      const message = messageOf(failure);
      setItems([]);
      setComing(undefined);
      setStatus((s) => ({ ...s, load: "failure" }));
      setError(message);
      onFailure?.("load", message);
    };
    let page: ListPage<T>;
    try {
      page = await source.load(query);
    } catch (failure) {
      return fail(failure);
    }
    if (id !== loadId.current) return;
    const rest = server ? undefined : page.rest;
    // The rows are drawn as a transition: React renders a long page in slices and yields to the user's
    // keys and clicks between them, instead of one long task when the answer lands (issue 40's TBT). The
    // loading state stays on screen until the rows are ready to replace it.
    const drawn = rest && new Promise<void>((resolve) => (waitingToBeDrawn.current = { id, resolve }));
    startTransition(() => {
      setItems(page.items);
      setTotal(page.total);
      setComing(rest ? page.total : undefined);
      setStatus((s) => ({ ...s, load: "success" }));
      setDrawnLoad(id);
    });
    if (!rest) return;
    const firstKeys = new Set(page.items.map((item) => (item as Record<string, unknown>)[keyField]));
    let whole: ListPage<T>;
    try {
      await drawn;
      if (id !== loadId.current) return;
      whole = await rest();
    } catch (failure) {
      return fail(failure);
    }
    if (id !== loadId.current) return;
    // The rows the list does not hold yet, after those it shows: a first row the user deleted meanwhile stays
    // deleted, one saved stays as saved, and one added is not added twice.
    const added = (held: readonly T[]) => {
      const keys = new Set([
        ...firstKeys,
        ...held.map((item) => (item as Record<string, unknown>)[keyField]),
      ]);
      return whole.items.filter((item) => !keys.has((item as Record<string, unknown>)[keyField]));
    };
    const selectTheRest = everyRowSelected.current;
    startTransition(() => {
      setItems((held) => [...held, ...added(held)]);
      // Select-all chosen while the rest came covers the rest too.
      if (selectTheRest)
        setRowSelection((old) => ({
          ...old,
          ...Object.fromEntries(
            whole.items.map((item) => [String((item as Record<string, unknown>)[keyField]), true]),
          ),
        }));
      setComing(undefined);
    });
  }, [can, source, query, onFailure, keyField, server]);

  // Whoever waits for the whole list (the CSV export) goes on once it is drawn.
  const waitingForWhole = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (coming === undefined) for (const resolve of waitingForWhole.current.splice(0)) resolve();
  }, [coming]);
  const whenWhole = useLatestCallback((): Promise<void> =>
    coming === undefined
      ? Promise.resolve()
      : new Promise((resolve) => waitingForWhole.current.push(resolve)),
  );

  /**
   * The current query again without emptying the list first (spec section 4's rule is for a load the user
   * asks for): a screen that keeps its rows up to date (gateway monitoring) swaps in the fresh page in place,
   * so an open row and the scroll position stay. Skipped while a load runs (or the rest of its list comes); a
   * failure keeps the rows shown.
   */
  const refresh = useLatestCallback(async () => {
    if (!can("list") || status.load === "fetching" || coming !== undefined) return;
    const id = loadId.current;
    let page: ListPage<T>;
    try {
      page = await source.load(query);
      if (page.rest && !server) page = await page.rest();
    } catch {
      return;
    }
    // A load (or another refresh) started meanwhile: its answer is the newer one.
    if (id !== loadId.current) return;
    loadId.current++;
    // In the background, so arrow keys and typing on a screen that refreshes every few seconds are never
    // held up by the redraw (a key pressed meanwhile interrupts it).
    startTransition(() => {
      setItems(page.items);
      setTotal(page.total);
    });
  });

  // Server mode asks again when the query changes (search is debounced by the toolbar); client mode once.
  const serverQueryKey = server ? JSON.stringify(query) : "";
  useEffect(() => {
    // Fetching is the external system this effect syncs with; emptying the list first is the spec's rule.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on a new server query or source only
  }, [source, serverQueryKey]);

  const visibleColumns = useMemo(
    () => definition.columns.filter((column) => columnVisibility[column.id] !== false),
    [definition.columns, columnVisibility],
  );
  // Search text per item, made when first needed and kept while the item lives: the first paint does not
  // format every cell of every row (175 ms at 10,000 rows), and a changed item alone is read again.
  const searchTexts = useMemo(() => cachedSearchText<T>(visibleColumns, words), [visibleColumns, words]);
  // The items' search texts in one array, in the items' order: made in short slices between frames once the
  // rows are painted (scrolling meanwhile stays smooth), so even the first keystroke finds them ready; a
  // keystroke before the end makes the rest at once. Kept for every keystroke until the items change.
  const searchIndex = useMemo(() => {
    const texts: string[] = [];
    const fillUntil = (deadline: number) => {
      while (texts.length < items.length && performance.now() < deadline)
        texts.push(searchTexts(items[texts.length]!));
      return texts.length === items.length;
    };
    return { fillUntil, all: () => (fillUntil(Infinity), texts) };
  }, [items, searchTexts]);
  useEffect(() => {
    if (server) return;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      if (!searchIndex.fillUntil(performance.now() + 8)) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [server, searchIndex]);

  // Sort keys per column for every loaded item, made at the first sort by that column and kept until the items
  // change: sorting again by that column reads no cell.
  const sortKeysOf = useMemo(() => sortKeysByColumn(items), [items]);

  // Client sorting happens here rather than in TanStack's sorted row model: every item's position is sorted
  // once per sort state (890 -> 190 ms at 100,000 rows). Equal keys keep the items' order (stable).
  const sortedAll = useMemo(() => {
    if (server || sorting.length === 0) return null;
    const orders = sorting.flatMap(({ id, desc }) => {
      const column = definition.columns.find((c) => c.id === id);
      return column ? [{ keys: sortKeysOf(column), sign: desc ? -1 : 1 }] : [];
    });
    return items
      .map((_, index) => index)
      .sort((a, b) => {
        for (const { keys, sign } of orders) {
          const result = compare(keys[a], keys[b]);
          if (result !== 0) return result * sign;
        }
        return a - b;
      });
  }, [server, items, sorting, definition.columns, sortKeysOf]);

  // Search, filters and sorting work on positions in `items`: TanStack's rows are made once per load (its
  // data is the loaded items), and a keystroke or a sort click only reorders references to them. Making
  // 10,000 rows again on every keystroke, as handing TanStack the filtered items did, cost most of a search.
  // A search walks the sorted order, so its matches come out sorted: a keystroke in a sorted list sorts nothing.
  const sorted = useMemo(() => {
    if (server) return items.map((_, index) => index);
    let positions = search.trim()
      ? searchIndexes(searchIndex.all(), search, sortedAll ?? undefined)!
      : (sortedAll ?? items.map((_, index) => index));
    if (itemFilter) positions = positions.filter((i) => itemFilter(items[i]!));
    for (const [columnId, value] of Object.entries(filters)) {
      const needle = value.trim().toLowerCase();
      const column = definition.columns.find((c) => c.id === columnId);
      if (!needle || !column) continue;
      const { matches } = column;
      positions = matches
        ? positions.filter((i) => matches(items[i]!, value.trim()))
        : positions.filter((i) => cellText(column, items[i]!, words).toLowerCase().includes(needle));
    }
    return positions;
  }, [server, items, searchIndex, search, sortedAll, filters, definition.columns, words, itemFilter]);

  const columns = useMemo<ColumnDef<ListFeatures, T, unknown>[]>(
    () =>
      definition.columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (item: T) => sortKey(column, item),
        enableSorting: isSortable(column),
        // The first click sorts ascending for every kind (TanStack would start numbers descending).
        sortDescFirst: false,
        sortFn: (a, b, id) => compare(a.getValue(id), b.getValue(id)),
        sortUndefined: "last",
      })),
    [definition.columns],
  );

  const allRows = pagination.pageSize < 0;
  const table = useTable({
    features,
    columns,
    data: items,
    getRowId: (item, index) => String((item as Record<string, unknown>)[keyField] ?? index),
    state: { sorting, pagination, rowSelection, expanded, columnVisibility },
    onSortingChange: setSorting,
    onPaginationChange: (updater) =>
      setPagination((old) => (typeof updater === "function" ? updater(old) : updater)),
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    manualSorting: true,
    manualPagination: true,
    rowCount: server ? total : sorted.length,
    getRowCanExpand: () => Boolean(definition.renderDetail),
    enableRowSelection: true,
    autoResetPageIndex: false,
    // Rows expand by key: a refreshed page keeps its open rows open (gateway monitoring refreshes itself).
    autoResetExpanded: false,
  });

  // The rows shown: every match in order, or the current page of them (client mode pages here).
  const coreRows = table.getCoreRowModel().rows;
  const shown = useMemo(() => {
    if (server || allRows) return sorted;
    const start = pagination.pageIndex * pagination.pageSize;
    return sorted.slice(start, start + pagination.pageSize);
  }, [server, allRows, sorted, pagination]);
  const rows: Row<ListFeatures, T>[] = useMemo(() => shown.map((i) => coreRows[i]!), [shown, coreRows]);

  /** Select-all covers the rows that match the search and filters (every page), not hidden ones. */
  // Nothing selected, the usual case while searching: no pass over every match.
  const anySelected = Object.keys(rowSelection).length > 0;
  const selectedMatches = useMemo(
    () =>
      anySelected ? sorted.reduce((count, i) => (rowSelection[coreRows[i]!.id] ? count + 1 : count), 0) : 0,
    [anySelected, sorted, coreRows, rowSelection],
  );
  const allSelected = sorted.length > 0 && selectedMatches === sorted.length;
  useEffect(() => {
    everyRowSelected.current = allSelected && !searching && sorted.length === items.length;
  }, [allSelected, searching, sorted.length, items.length]);
  const someSelected = selectedMatches > 0 && !allSelected;
  const selectAll = useLatestCallback((value: boolean) =>
    setRowSelection((old) => {
      const ids = new Set(sorted.map((i) => coreRows[i]!.id));
      if (value) return { ...old, ...Object.fromEntries([...ids].map((id) => [id, true])) };
      return Object.fromEntries(Object.entries(old).filter(([id]) => !ids.has(id)));
    }),
  );

  const selectedItems = useMemo(
    () => items.filter((item) => rowSelection[String((item as Record<string, unknown>)[keyField])]),
    [items, rowSelection, keyField],
  );

  /** Deletes on the server, then removes exactly the confirmed rows; an empty body is a failure. */
  const remove = useCallback(
    async (toDelete: T[]): Promise<boolean> => {
      if (!source.remove || deleteLocked || !can("delete")) return false;
      setStatus((s) => ({ ...s, delete: "fetching" }));
      try {
        const body = await source.remove(toDelete);
        if (!isConfirmed(body)) throw new Error("empty answer");
      } catch (failure) {
        setStatus((s) => ({ ...s, delete: "failure" }));
        onFailure?.("delete", messageOf(failure));
        return false;
      }
      const keys = new Set(toDelete.map((item) => (item as Record<string, unknown>)[keyField]));
      setItems((current) => current.filter((item) => !keys.has((item as Record<string, unknown>)[keyField])));
      setTotal((n) => n - keys.size);
      const removedKeys = new Set([...keys].map(String));
      setRowSelection((selection) =>
        Object.fromEntries(Object.entries(selection).filter(([key]) => !removedKeys.has(key))),
      );
      setStatus((s) => ({ ...s, delete: "success" }));
      return true;
    },
    [source, deleteLocked, can, keyField, onFailure],
  );

  const reloadItem = useCallback(
    async (item: T) => {
      if (!source.reloadItem) return;
      setStatus((s) => ({ ...s, reload: "fetching" }));
      try {
        const fresh = await source.reloadItem(item);
        const key = (item as Record<string, unknown>)[keyField];
        setItems((current) =>
          current.map((entry) => ((entry as Record<string, unknown>)[keyField] === key ? fresh : entry)),
        );
        setStatus((s) => ({ ...s, reload: "success" }));
      } catch (failure) {
        setStatus((s) => ({ ...s, reload: "failure" }));
        onFailure?.("reload", messageOf(failure));
      }
    },
    [source, keyField, onFailure],
  );

  /**
   * Drag-sort: moves the item at `from` to `to` (indexes in the shown order), then saves the new order. Only
   * while the list shows every item in its own order (no search, filter or sort), so an index means the same
   * in the list and on the server. A failed save puts the old order back.
   */
  const canReorder =
    Boolean(source.reorder) &&
    !server &&
    !search.trim() &&
    sorting.length === 0 &&
    Object.values(filters).every((value) => !value.trim());
  const move = useCallback(
    async (from: number, to: number) => {
      if (!canReorder || !can("update") || to < 0 || to >= items.length || from === to) return false;
      const before = items;
      const next = items.slice();
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      setItems(next);
      try {
        const body = await source.reorder!(next);
        if (!isConfirmed(body)) throw new Error("empty answer");
        return true;
      } catch (failure) {
        setItems(before);
        onFailure?.("reorder", messageOf(failure));
        return false;
      }
    },
    [canReorder, can, items, source, onFailure],
  );

  /**
   * After the edit dialog saved: the saved item replaces its row, or is added when new: first, where the user
   * looks after pressing New (issue 43: a new batch of tickets landed at the bottom of a long list), or last in
   * a list the user orders by dragging, where its place is its position.
   */
  const ordered = definition.rowActions?.includes("dragSort") ?? false;
  // The item last saved in the dialog: a new object per save, so the table brings its row into view each time.
  const [lastSaved, setLastSaved] = useState<{ key: unknown } | null>(null);
  const applySaved = useCallback(
    (saved: T) => {
      const key = (saved as Record<string, unknown>)[keyField];
      setLastSaved({ key });
      setItems((current) => {
        const index = current.findIndex((entry) => (entry as Record<string, unknown>)[keyField] === key);
        if (index < 0) return ordered ? [...current, saved] : [saved, ...current];
        const next = current.slice();
        next[index] = saved;
        return next;
      });
      setEditing(null);
    },
    [keyField, ordered],
  );

  return {
    definition,
    keyField,
    /** The translated words of boolean cells the list was given, for the table to show the same. */
    words,
    table,
    items,
    /** The rows on screen, in order: TanStack rows of the current page of matches. */
    rows,
    /** Every match of the search and filters in shown order (all pages), for the CSV export. */
    matchingItems: () => sorted.map((i) => items[i]!),
    allSelected,
    someSelected,
    selectAll,
    // While the rest of the list comes, the number the server gave for the whole list (unless a search or
    // filter narrows it: then what matches so far).
    total: server ? total : coming !== undefined && sorted.length === items.length ? coming : sorted.length,
    /** Resolves once the whole list is drawn (at once, unless the rest of a list in two parts is coming). */
    whenWhole,
    /**
     * The page shown has no rows while the rest of a list in two parts is coming (a later page, or a search no row
     * held so far matches): the list shows that it is loading, not that it is empty or nothing matches.
     */
    waitingForRows: coming !== undefined && rows.length === 0,
    status,
    error,
    can,
    load,
    refresh,
    /** The query of the shown page (server mode: the search, sort and filters the server got). */
    query,
    search,
    setSearch,
    /** Clears the search and the column filters (the search box shows it: `searchResets` remounts it). */
    clearSearch,
    searchResets,
    searching,
    /** The sort state (column and direction); the header reads it to show the sorted column. */
    sorting,
    filters,
    setFilters,
    columnVisibility,
    setColumnVisibility: setVisibility,
    visibleColumns,
    pagination,
    setPagination,
    selectedItems,
    clearSelection: () => setRowSelection({}),
    deleteLocked,
    setDeleteLocked,
    remove,
    reloadItem,
    canReorder,
    move,
    editing,
    openNew: (item: Partial<T> = {}) => setEditing({ item: item as T, isNew: true }),
    openEdit: (item: T) => setEditing({ item, isNew: false }),
    openCopy: (item: T) =>
      setEditing({ item: copyItem(item, keyField, definition.clearOnCopy ?? []), isNew: true }),
    closeEdit: () => setEditing(null),
    applySaved,
    /** The item last saved in the dialog (its key), for the table to show its row. */
    lastSaved,
  };
}

export type GenericListState<T extends object> = ReturnType<typeof useGenericList<T>>;
