import type { CmsClient } from "@cms/api";
import type { FieldSchema, ListColumn, ListDefinition } from "@cms/ui";
import type { TFunction } from "i18next";
import { serverMessage } from "../../session/session";

/** What a list screen's calls get: the console's client and the route's property. */
export interface ScreenContext {
  client: CmsClient;
  /** The propertyId of a property-scoped route. */
  propertyId: string | undefined;
}

/** The `{ data, error, response }` of an openapi-fetch call. */
export interface CallResult<R> {
  data?: R;
  error?: unknown;
  response: Response;
}

/** Choice lists a form needs from the server, e.g. the permissions a role can hold. */
export type OptionLoaders = Record<
  string,
  (context: ScreenContext) => Promise<{ id: string; label: string }[]>
>;

/**
 * A list screen as one declaration (STYLE.md habit 3): its calls, key field, columns, edit schema, permissions,
 * row actions and fields to clear on copy. `ListScreen` renders it with GenericList and EditDialog; nothing
 * else is written per screen. The calls are typed against openapi.yaml through `@cms/api`.
 */
export interface ListScreenDefinition<T extends object> extends Omit<ListDefinition<T>, "columns"> {
  /** Columns, with headers translated by `t`. */
  columns: (t: TFunction) => ListColumn<T>[];
  /** The edit dialog's fields; leave out for a read-only list. `options` holds what `optionLoaders` loaded. */
  fields?: (t: TFunction, options: Record<string, { id: string; label: string }[]>) => FieldSchema[];
  optionLoaders?: OptionLoaders;
  /** Translation keys of the dialog titles (console namespace). */
  dialogTitles?: { create: string; edit: string };
  /** Name of the CSV export file; no export without it. */
  csvFileName?: string;
  calls: {
    list: (context: ScreenContext) => Promise<CallResult<{ items?: T[]; total?: number } | T[]>>;
    create?: (context: ScreenContext, item: T) => Promise<CallResult<T>>;
    update?: (context: ScreenContext, item: T) => Promise<CallResult<T>>;
    /** One item, or several (bulk delete sends the list). Must answer with a body. */
    remove?: (context: ScreenContext, items: T[]) => Promise<CallResult<unknown>>;
  };
}

export function defineListScreen<T extends object>(
  definition: ListScreenDefinition<T>,
): ListScreenDefinition<T> {
  return definition;
}

/** The server's message of a failed call, for the dialog's and the list's failure notice. */
export function failureMessage(result: CallResult<unknown>): string {
  return serverMessage(result.error) ?? `HTTP ${result.response.status} ${result.response.statusText}`.trim();
}
