import { formatDateTime } from "../i18n/dates";
import type { ListColumn, ListOperation, ListPermissions, ListQuery, RowActionName } from "./definition";
import { ACTION_OPERATION } from "./definition";

/** The spec's width of a MAC or IP list cell: longer text is cut and the full value stays reachable. */
export const TRUNCATE_AT = 39;

export function truncate(text: string, max = TRUNCATE_AT): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Whether the user may do `operation`: a missing requirement means allowed (spec section 6). */
export function isAllowed(
  operation: ListOperation,
  permissions: ListPermissions | undefined,
  granted: ReadonlySet<string> | undefined,
): boolean {
  const required = permissions?.[operation];
  if (!required) return true;
  return granted?.has(required) ?? false;
}

export function isActionAllowed(
  action: RowActionName,
  permissions: ListPermissions | undefined,
  granted: ReadonlySet<string> | undefined,
): boolean {
  const operation = ACTION_OPERATION[action];
  return operation ? isAllowed(operation, permissions, granted) : true;
}

export function rawValue<T>(column: ListColumn<T>, item: T): unknown {
  return column.value ? column.value(item) : (item as Record<string, unknown>)[column.id];
}

/** Whether the list sorts by the column (every column unless it says `sortable: false`). */
export const isSortable = <T>(column: ListColumn<T>) => column.sortable !== false;

/** Stands for a row's name in a label translated once per language (see `fillSlot`). */
export const NAME_SLOT = "\u0000";

/**
 * A label translated with `NAME_SLOT` in place of the row's name, as a function that puts a name there: a list
 * renders every row again on a search keystroke, and an i18next `t()` per row and label cost more than the
 * rest of a row. Works whatever the language's word order.
 */
export function fillSlot(translated: string): (name: string) => string {
  const [before = "", after = ""] = translated.split(NAME_SLOT);
  return (name) => before + name + after;
}

/** The translated words a boolean cell shows. */
export interface CellWords {
  yes: string;
  no: string;
}

/**
 * The plain text of a cell, as search, sort and CSV see it. With `words`, a boolean cell reads as the table
 * shows it ("Yes"/"No" in the user's language), so searching for what is on screen finds it.
 */
export function cellText<T>(column: ListColumn<T>, item: T, words?: CellWords): string {
  if (column.text) return column.text(item);
  const value = rawValue(column, item);
  if (value == null) return "";
  if (column.kind === "boolean" && words) return value ? words.yes : words.no;
  if (column.kind === "date") return formatDateTime(value as string);
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The lower-case text of all of an item's columns, as search matches it (dates as displayed). */
export function searchTextOf<T>(item: T, columns: readonly ListColumn<T>[], words?: CellWords): string {
  return columns.map((column) => cellText(column, item, words).toLowerCase()).join("\u0000");
}

/**
 * `searchTextOf` made when first asked for and kept while the item object lives, so a list formats its
 * cells for search once, and again only for the items that change.
 */
export function cachedSearchText<T extends object>(
  columns: readonly ListColumn<T>[],
  words?: CellWords,
): (item: T) => string {
  const cache = new WeakMap<T, string>();
  return (item) => {
    let text = cache.get(item);
    if (text === undefined) {
      text = searchTextOf(item, columns, words);
      cache.set(item, text);
    }
    return text;
  };
}

/**
 * One lower-case text per item of all its columns, so a search keystroke is a single `includes` per row
 * instead of reading every cell again.
 */
export function buildSearchIndex<T>(
  items: readonly T[],
  columns: readonly ListColumn<T>[],
  words?: CellWords,
): string[] {
  return items.map((item) => searchTextOf(item, columns, words));
}

/**
 * Indexes of the items whose text contains every word of `query` (case-insensitive), in the items' order or,
 * given `order` (positions, e.g. sorted), in that order: a sorted list's matches come out sorted in one pass.
 * Plain loops: this runs on every keystroke, and its first run (not yet optimized) is part of the first one.
 */
export function searchIndexes(
  index: readonly string[],
  query: string,
  order?: readonly number[],
): number[] | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const hits: number[] = [];
  if (words.length === 1) {
    // One word, the usual case while typing: the tightest loop.
    const word = words[0]!;
    if (order) {
      for (let n = 0; n < order.length; n++) if (index[order[n]!]!.includes(word)) hits.push(order[n]!);
    } else {
      for (let i = 0; i < index.length; i++) if (index[i]!.includes(word)) hits.push(i);
    }
    return hits;
  }
  const count = order ? order.length : index.length;
  for (let n = 0; n < count; n++) {
    const i = order ? order[n]! : n;
    const text = index[i]!;
    let all = true;
    for (let w = 0; w < words.length && all; w++) all = text.includes(words[w]!);
    if (all) hits.push(i);
  }
  return hits;
}

/** A copy of `item` without its key and the screen's listed fields, to open as a new item. */
export function copyItem<T extends object>(item: T, keyField: string, clear: readonly string[] = []): T {
  const cleared = new Set([keyField, ...clear]);
  const entries = Object.entries(structuredClone(item)).filter(([field]) => !cleared.has(field));
  return Object.fromEntries(entries) as T;
}

/** The server confirms an update or delete with a body; an empty one is a failure (spec section 4). */
export function isConfirmed(body: unknown): boolean {
  if (body == null || body === "") return false;
  if (typeof body === "object" && Object.keys(body).length === 0) return false;
  return true;
}

/**
 * CSV of the given rows and columns, with a header row. Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) are prefixed with a quote. Papa Parse is fetched when a
 * list is first exported, not with every list screen (issue 40: it was 19 KB of each list's chunk that an
 * opening never ran).
 */
export async function toCsv<T>(
  items: readonly T[],
  columns: readonly ListColumn<T>[],
  words?: CellWords,
): Promise<string> {
  const { default: Papa } = await import("papaparse");
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: items.map((item) => columns.map((column) => cellText(column, item, words))),
    },
    { escapeFormulae: true, newline: "\r\n" },
  );
}

/** Writes the rows as CSV ({@link toCsv}) and starts the file's download: a list's and a chart's export. */
export async function downloadCsv<T>(
  fileName: string,
  items: readonly T[],
  columns: readonly ListColumn<T>[],
  words?: CellWords,
): Promise<void> {
  downloadText(fileName, await toCsv(items, columns, words));
}

/** Starts a browser download of `content`. */
export function downloadText(fileName: string, content: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads a column-visibility choice kept in a cookie. */
export function readColumnCookie(name: string): Record<string, boolean> | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  if (!entry) return undefined;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(name.length + 1)));
    return parsed && typeof parsed === "object" ? (parsed as Record<string, boolean>) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the column choice for one year (spec section 9). */
export function writeColumnCookie(name: string, visibility: Record<string, boolean>): void {
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(visibility))}; max-age=${YEAR_SECONDS}; path=/; samesite=lax`;
}

/** What of a list a user expects to survive a reload or a shared link: search, sort and page. */
export interface ListView {
  search: string;
  sorting: { id: string; desc: boolean }[];
  /** 0-based. */
  pageIndex: number;
  /** Items per page; -1 is "all". */
  pageSize: number;
}

/** What a server-mode list asks for its view and filters (a client-mode list sends no search, sort or filter). */
export function listQueryOf(
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
  search: string,
  sorting: readonly { id: string; desc: boolean }[] | null,
  filters: Record<string, string> | null,
): ListQuery {
  return {
    page: pageIndex + 1,
    limit: pageSize,
    search,
    sortBy: sorting?.[0]?.id,
    sortDesc: Boolean(sorting?.[0]?.desc),
    filters: filters ?? {},
  };
}

/**
 * The first query a server-mode list sends when it opens on `initial` (a kept view): for a screen that asks for
 * the first page while it renders, before the list has mounted, and hands that answer to the list's first load.
 */
export function firstListQuery(initial: Partial<ListView> | undefined, pageSize: number): ListQuery {
  const view = openingView(initial, pageSize);
  return listQueryOf(view, view.search, view.sorting, {});
}

/**
 * The view a list opens on: what a kept view (a screen's URL query) says, and the list's defaults for the rest
 * (no search, its own order, the first page of `pageSize`). The list and a screen's early ask both start here,
 * so that the early ask is the list's first query.
 */
export function openingView(initial: Partial<ListView> | undefined, pageSize: number): ListView {
  return {
    search: initial?.search ?? "",
    sorting: initial?.sorting ?? [],
    pageIndex: initial?.pageIndex ?? 0,
    pageSize: initial?.pageSize ?? pageSize,
  };
}

/**
 * The URL query names of a list's view, as admin frameworks write them: `?q=anna&sort=-email&page=2&size=25`
 * (`-` sorts descending, pages count from 1, `size=all` shows every item).
 */
export const LIST_QUERY = { search: "q", sort: "sort", page: "page", size: "size" } as const;

/**
 * The view a URL query asks for; a value that is not valid (an unknown or unsortable column, page 0, a size
 * of "abc") is left out, so the list's own default applies to it.
 */
export function readListView(params: URLSearchParams, sortableColumns: readonly string[]): Partial<ListView> {
  const view: Partial<ListView> = {};
  const search = params.get(LIST_QUERY.search);
  if (search) view.search = search;
  const sort = params.get(LIST_QUERY.sort);
  if (sort) {
    const desc = sort.startsWith("-");
    const id = desc ? sort.slice(1) : sort;
    if (sortableColumns.includes(id)) view.sorting = [{ id, desc }];
  }
  const page = Number(params.get(LIST_QUERY.page));
  if (Number.isInteger(page) && page > 1) view.pageIndex = page - 1;
  const size = params.get(LIST_QUERY.size);
  if (size === "all") view.pageSize = -1;
  else if (size && /^[1-9]\d{0,3}$/.test(size)) view.pageSize = Number(size);
  return view;
}

/**
 * The URL query with a list's view written in: defaults (no search, no sort, page 1, the list's page size)
 * are left out so a plain list keeps a plain URL; the query's other parameters are kept.
 */
export function writeListView(
  params: URLSearchParams,
  view: ListView,
  defaultPageSize: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) =>
    value === undefined ? next.delete(name) : next.set(name, value);
  set(LIST_QUERY.search, view.search.trim() ? view.search : undefined);
  const sort = view.sorting[0];
  set(LIST_QUERY.sort, sort ? `${sort.desc ? "-" : ""}${sort.id}` : undefined);
  set(LIST_QUERY.page, view.pageIndex > 0 ? String(view.pageIndex + 1) : undefined);
  set(
    LIST_QUERY.size,
    view.pageSize === defaultPageSize ? undefined : view.pageSize < 0 ? "all" : String(view.pageSize),
  );
  return next;
}
