import type { ReactNode } from "react";

/** The operations a list screen can be allowed; each maps to one permission string of the spec (section 6). */
export type ListOperation = "list" | "create" | "update" | "delete" | "print";

/** Permission strings a screen requires per operation. A missing entry means allowed. */
export type ListPermissions = Partial<Record<ListOperation, string>>;

/** How a column's value is shown. `custom` uses the column's `cell`. */
export type ColumnKind = "text" | "number" | "boolean" | "date" | "chips" | "usage" | "truncate";

export interface ListColumn<T> {
  /** Unique id; also the item field read when there is no `value`. */
  id: string;
  /** Header text (already translated by the screen). */
  header: string;
  /** Reads the raw value; defaults to `item[id]`. */
  value?: (item: T) => unknown;
  kind?: ColumnKind;
  /** A custom cell; receives the item and the raw value. */
  cell?: (item: T, value: unknown) => ReactNode;
  /** Text used for search, sort and CSV when the raw value is not plain text. */
  text?: (item: T) => string;
  /** Defaults to true. */
  sortable?: boolean;
  /** Offer a per-column filter box (default true for text-like kinds). */
  filterable?: boolean;
  /** Hidden until the user shows it in the column chooser. */
  hiddenByDefault?: boolean;
  /** Column width in px (the table scrolls horizontally when the sum exceeds the screen). */
  width?: number;
  /**
   * The values are written left to right in every language (MAC and IP addresses, codes): each shows as a
   * left-to-right box, in an Arabic table too, so a list of them keeps its order (two IP addresses, digits
   * only, read second first in a right-to-left cell). Other texts take the direction of their own first letter.
   */
  ltr?: boolean;
  /** For `usage` columns: the maximum the value is a share of (100 by default). */
  max?: number;
  /**
   * Whether an item passes a filter value set on this column (its filter box, or the screen's own filter bar
   * through the handle's `setFilter`), instead of "the shown text contains the value": a state column then
   * filters by the exact state (a translated "Offline" may contain "Online"). Client mode only.
   */
  matches?: (item: T, filter: string) => boolean;
}

/** Row actions a screen can enable; each shows only where enabled (spec "Generic list screen"). */
export type RowActionName =
  | "dragSort"
  | "preview"
  | "settings"
  | "disconnectAll"
  | "disconnect"
  | "edit"
  | "print"
  | "copy"
  | "delete"
  | "download"
  | "downloadCsv"
  | "downloadPdf"
  | "sendEmail"
  | "reload";

/** Which permission an action needs; actions not listed need only `list`. */
export const ACTION_OPERATION: Partial<Record<RowActionName, ListOperation>> = {
  edit: "update",
  settings: "update",
  dragSort: "update",
  disconnect: "update",
  disconnectAll: "update",
  copy: "create",
  delete: "delete",
  print: "print",
};

/** The query a server-mode list sends (gateway profiles: page size 50). */
export interface ListQuery {
  /** 1-based page. */
  page: number;
  /** Items per page; -1 for all. */
  limit: number;
  search: string;
  sortBy?: string;
  sortDesc: boolean;
  filters: Record<string, string>;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  /**
   * Client mode: asks for the whole list when `items` is only its first rows. The list draws `items` (counting
   * `total`), then asks, so the first rows reach the screen without sharing the line or the main thread with
   * the rest; it adds the rows it does not hold yet, and what the user changed meanwhile (a row saved or
   * deleted) stays.
   */
  rest?: () => Promise<ListPage<T>>;
}

/**
 * Where a list gets and changes its items: a small provider interface that screens implement over @cms/api
 * and stories implement over fixtures. `remove` and `update` must resolve to the server's body; an empty body
 * counts as a failure (spec section 4).
 */
export interface ListSource<T> {
  load: (query: ListQuery) => Promise<ListPage<T>>;
  remove?: (items: T[]) => Promise<unknown>;
  reloadItem?: (item: T) => Promise<T>;
  /** Saves a new order (drag-sort): all items, in their new order. */
  reorder?: (items: T[]) => Promise<unknown>;
}

/** A typed list screen: most console screens are one of these. */
export interface ListDefinition<T> {
  /** The key field; `_id` by default. */
  keyField?: keyof T & string;
  columns: ListColumn<T>[];
  permissions?: ListPermissions;
  /** Row actions in the order they show. */
  rowActions?: RowActionName[];
  /** Fields cleared (besides the key) when an item is copied. */
  clearOnCopy?: (keyof T & string)[];
  /** `client` loads everything once and searches, sorts and pages locally; `server` asks per page. */
  mode?: "client" | "server";
  /** Items per page; -1 (all) by default, as the spec says. */
  pageSize?: number;
  /** Keep the column choice in this cookie for a year (the reservations table). */
  columnCookie?: string;
  /** The body of an expanded row; rows expand only when this is given. */
  renderDetail?: (item: T) => ReactNode;
  /** Offer an "edit selected" button in the title bar. */
  editSelected?: boolean;
  /**
   * Rows can be selected (a checkbox per row and select-all); true by default. A read-only view of data that
   * nothing acts on (a chart's table) leaves the column out.
   */
  selectable?: boolean;
  /**
   * A delete needs this text typed first, e.g. the property's name (properties and property groups). When
   * several items are selected, the user types how many instead.
   */
  deleteConfirmText?: (item: T) => string;
}

export type OperationStatus = "fetching" | "success" | "failure" | undefined;
