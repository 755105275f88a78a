import type { CmsClient } from "@cms/api";
import type { EditSlotProps, FieldSchema, ListColumn, ListDefinition, RowActionName } from "@cms/ui";
import type { TFunction } from "i18next";
import type { ComponentType, ReactNode } from "react";
import { createElement } from "react";
import { serverMessage } from "../session/session";
import type { Property } from "../session/session";

/**
 * What a list screen's calls get: the console's client and the route's property. A property screen's
 * (`definePropertyListScreen`, `definePropertySettingsScreen`) always has the property: {@link PropertyScreenContext}.
 */
export interface ScreenContext<PropertyId extends string | undefined = string | undefined> {
  client: CmsClient;
  /** The propertyId of a property-scoped route. */
  propertyId: PropertyId;
  /**
   * The signed-in user's effective permissions, so a call another area guards (e.g. the roles list a user
   * form offers) is made only when allowed, instead of answering 403 and raising the global 403 notice.
   */
  permissions?: ReadonlySet<string>;
  /** The property `permissions` are counted at (the chosen one on a route without a property). */
  permissionsPropertyId?: string;
  /** The UI language's texts, for a call that refuses on its own (a list screen's calls get it). */
  t?: TFunction;
  /**
   * The properties the user holds a role in, as the shell's selector lists them (the session's list, loaded
   * with the user and again after a write to the properties): a form's property choice takes them from here
   * rather than asking the server a second time (a list screen's option loaders get it).
   */
  properties?: readonly Property[];
}

/** The context of a screen on a property's route (`/property/:propertyId/…`): its property is known. */
export type PropertyScreenContext = ScreenContext<string>;

/** What a screen's own row action gets besides the item. */
export type RowActionContext<Context extends ScreenContext = ScreenContext> = Context & {
  t: TFunction;
  language: string;
  /** The property's name, where the screen is a property's. */
  hotel?: string;
};

/**
 * The list as a screen's tools see it: what the last load's answer said besides its items (the check-in
 * guests' PMS and last sync), and a reload after a change the tools made on the server (a PMS sync).
 */
export interface ListAbout {
  about?: Record<string, unknown>;
  reload: () => void;
}

/** The `{ data, error, response }` of an openapi-fetch call. */
export interface CallResult<R> {
  data?: R;
  error?: unknown;
  response: Response;
}

/** The bounds of an item's properties, as `@cms/api/bounds` generates them from openapi.yaml. */
export type ContractBounds<T> = {
  readonly [K in keyof T]?: {
    readonly maxLength?: number;
    readonly pattern?: string;
    readonly minimum?: number;
    readonly maximum?: number;
    readonly integer?: boolean;
  };
};

/**
 * The fields with the contract's bounds on every field named like one of the item's properties: a text field's
 * or text area's `maxLength`, and a number field's `minimum`, `maximum` and `integer` (a field's own `maxLength`
 * or `bounds` stays: a number shown in another unit than the contract stores states its own). Names may be
 * dotted (`residentialAddress.postCode`): give a nested object's bounds with {@link nestedBounds}.
 */
export function withContractBounds<T>(
  fields: FieldSchema[],
  contract: ContractBounds<T> | undefined,
): FieldSchema[] {
  if (!contract) return fields;
  const known = contract as Readonly<Record<string, ContractBounds<{ x: unknown }>["x"]>>;
  return fields.map((field): FieldSchema => {
    if (field.kind === "tabGroup")
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withContractBounds(tab.fields, contract) })),
      };
    const bound = known[field.name];
    if (!bound) return field;
    if (field.kind === "textfield" && field.valueType === "number") {
      const { minimum, maximum, integer } = bound;
      if (field.bounds || field.select || (minimum === undefined && maximum === undefined)) return field;
      return { ...field, bounds: { minimum, maximum, ...(integer ? { integer } : {}) } };
    }
    const isText = field.kind === "textarea" || field.kind === "textfield";
    if (!isText || field.maxLength !== undefined || bound.maxLength === undefined) return field;
    return { ...field, maxLength: bound.maxLength };
  });
}

/**
 * A nested object's bounds under its property's name, for {@link withContractBounds}:
 * `{ ...bounds.GuestProfile, ...nestedBounds("billingAddress", bounds.GuestAddress) }`.
 */
export function nestedBounds<T>(
  prefix: string,
  contract: ContractBounds<T>,
): Record<string, ContractBounds<T>[keyof T]> {
  return Object.fromEntries(
    Object.entries(contract).map(([name, bound]) => [
      `${prefix}.${name}`,
      bound as ContractBounds<T>[keyof T],
    ]),
  );
}

/** Choice lists a form needs from the server, e.g. the permissions a role can hold. */
export type OptionLoaders<Context extends ScreenContext = ScreenContext> = Record<
  string,
  (context: Context) => Promise<{ id: string; label: string }[]>
>;

/**
 * A list screen as one declaration (STYLE.md habit 3): its calls, key field, columns, edit schema, permissions,
 * row actions and fields to clear on copy. `ListScreen` renders it with GenericList and EditDialog; nothing
 * else is written per screen. The calls are typed against openapi.yaml through `@cms/api`.
 */
export interface ListScreenDefinition<
  T extends object,
  Context extends ScreenContext = ScreenContext,
> extends Omit<ListDefinition<T>, "columns"> {
  /** Columns, with headers translated by `t`; `language` is the one `t` speaks (numbers and units in cells). */
  columns: (t: TFunction, language: string) => ListColumn<T>[];
  /**
   * One of several lists of the same route (room control's commands, groups, cameras …): its own key for the
   * loaded list and options, so the lists do not share them.
   */
  part?: string;
  /** The list's heading when it is not the route's title (a part's own name). */
  title?: (t: TFunction) => string;
  /**
   * The bounds openapi.yaml gives the item's properties (`import * as bounds from "@cms/api/bounds"`, then
   * `contract: bounds.User`): each text field and text area named like a property gets its `maxLength`, and
   * each number field without bounds of its own the contract's, so the dialog refuses what the server would
   * before sending. A number shown in another unit (a paired unit select) keeps the bounds it states.
   */
  contract?: ContractBounds<T>;
  /**
   * The edit dialog's fields; leave out for a read-only list. `options` holds what `optionLoaders` loaded;
   * `language` is the one `t` speaks (for names the browser gives, e.g. countries by Intl.DisplayNames).
   */
  fields?: (
    t: TFunction,
    options: Record<string, { id: string; label: string }[]>,
    language: string,
  ) => FieldSchema[];
  optionLoaders?: OptionLoaders<Context>;
  /**
   * The property's languages for the dialog's multi-language fields (default first), e.g. the guest app's
   * language list; without it the dialog offers English alone.
   */
  languages?: (context: Context) => Promise<string[]>;
  /** The dialog's media fields pick from the property's media pool. */
  mediaPool?: boolean;
  /** Translation keys of the dialog titles (console namespace). */
  dialogTitles?: { create: string; edit: string };
  /** Name of the CSV export file; no export without it. */
  csvFileName?: string;
  /**
   * The screen's own dialog in the list's edit slot instead of EditDialog over `fields`, e.g. the weather
   * locations' search-and-pick form behind "New".
   */
  renderEdit?: (props: EditSlotProps<T> & { context: Context }) => ReactNode;
  /**
   * Fetches what the screen's own dialog draws beside the edit dialog (the theme preview: an `onDemand` part's
   * `preload`), with the edit dialog, when the pointer or the focus first reaches the list: both come together.
   */
  preloadDialog?: () => void;
  /**
   * The screen's own dialog behind New only (the weather locations' search-and-pick form); Edit keeps the
   * dialog of `fields`.
   */
  renderNew?: (props: EditSlotProps<T> & { context: Context }) => ReactNode;
  /**
   * The screen's own row actions (print, download, ...), with the calls' context, the UI language and the
   * property's name (for what goes on paper).
   */
  onRowAction?: (action: RowActionName, item: T, context: RowActionContext<Context>) => unknown;
  /** A row action the item does not allow now, shown disabled (print without an access code). */
  isRowActionDisabled?: (action: RowActionName, item: T) => boolean;
  /**
   * The screen's own actions in the list's title bar, beside refresh (e.g. the check-in room manager's ping
   * and sync). A component, so it can keep its own state; it gets the calls' context and the list (see
   * {@link ListAbout}).
   */
  tools?: ComponentType<{ context: Context; list: ListAbout }>;
  /**
   * The screen's own filters under the search row (the streaming devices' online state): a component that sets
   * a filter on a column through `setFilter` (an empty value removes it); the column's `matches` decides.
   */
  filterBar?: ComponentType<{ setFilter: (column: string, value: string) => void }>;
  /**
   * Loads the list again every so many milliseconds while the page is visible (a state that changes on its own,
   * e.g. whether a device is online); the rows stay in place meanwhile.
   */
  refreshWhileVisibleMs?: number;
  /**
   * After each save and delete the list loads again, empty meanwhile with its loading indicator, rather than
   * showing the saved item in place (the digital key's rooms: the lock system may change more than the item).
   */
  reloadAfterChange?: boolean;
  /**
   * The list's failures (load, delete, reload) show their status only, never the server's message
   * (platform.md section 8: the users, locations and weather settings stores keep only the failure status);
   * a refused save still says why in the edit dialog (section 8: dialog failure status with a message).
   */
  statusOnlyFailures?: boolean;
  /**
   * A long list asks first for this many rows (the list call's `first`), and for all of them at the same time:
   * the screen draws the rows that fit while the rest travel (issue 40: the users of a hotel chain, 3,200 in
   * one answer of 157 KiB, held a phone's first row back by 0.8 s). Only where the call can ask for a window.
   */
  firstRows?: number;
  calls: {
    /** Every item; with `first`, only the first so many (see `firstRows`), with the number of them all. */
    list: (context: Context, first?: number) => Promise<CallResult<{ items?: T[]; total?: number } | T[]>>;
    create?: (context: Context, item: T) => Promise<CallResult<T>>;
    update?: (context: Context, item: T) => Promise<CallResult<T>>;
    /** One item, or several (bulk delete sends the list). Must answer with a body. */
    remove?: (context: Context, items: T[]) => Promise<CallResult<unknown>>;
    /**
     * The row action "reload": the item afresh from the server. An answer that is a list gives the entry with
     * the item's key (weather fetch answers a list).
     */
    reload?: (context: Context, item: T) => Promise<CallResult<T | T[]>>;
  };
}

export function defineListScreen<T extends object>(
  definition: ListScreenDefinition<T>,
): ListScreenDefinition<T> {
  return definition;
}

/**
 * The context of a call on a property's route: its property, which the route always has (a property screen
 * routed without one is a mistake in the manifest, said at once rather than sent as `/api/cms/v3//…`).
 */
export function atProperty<Context extends ScreenContext>(context: Context): Context & PropertyScreenContext {
  if (context.propertyId === undefined)
    throw new Error("A property screen was opened on a route without a property");
  return context as Context & PropertyScreenContext;
}

/** A function of a property screen's context, called with a screen's context. */
const withProperty =
  <Args extends unknown[], R>(run: (context: PropertyScreenContext, ...args: Args) => R) =>
  (context: ScreenContext, ...args: Args): R =>
    run(atProperty(context), ...args);

/**
 * A list screen of a property's route (`/property/:propertyId/…`): its calls, loaders, tools and dialog get the
 * property as a `string`, so no call writes `propertyId = ""` for a case that cannot happen.
 */
export function definePropertyListScreen<T extends object>(
  definition: ListScreenDefinition<T, PropertyScreenContext>,
): ListScreenDefinition<T> {
  const { calls, optionLoaders, languages, renderEdit, renderNew, onRowAction, tools: Tools } = definition;
  const optional = <F>(run: F | undefined, wrap: (run: F) => F) => (run ? wrap(run) : undefined);
  return {
    ...definition,
    calls: {
      list: withProperty(calls.list),
      create: optional(calls.create, withProperty),
      update: optional(calls.update, withProperty),
      remove: optional(calls.remove, withProperty),
      reload: optional(calls.reload, withProperty),
    } as ListScreenDefinition<T>["calls"],
    optionLoaders:
      optionLoaders &&
      Object.fromEntries(Object.entries(optionLoaders).map(([name, load]) => [name, withProperty(load)])),
    languages: optional(languages, withProperty) as ListScreenDefinition<T>["languages"],
    renderEdit: renderEdit && ((props) => renderEdit({ ...props, context: atProperty(props.context) })),
    renderNew: renderNew && ((props) => renderNew({ ...props, context: atProperty(props.context) })),
    onRowAction: onRowAction && ((action, item, context) => onRowAction(action, item, atProperty(context))),
    tools: Tools && (({ context, list }) => createElement(Tools, { context: atProperty(context), list })),
  };
}

/** The server's message of a failed call, for the dialog's and the list's failure notice. */
export function failureMessage(result: CallResult<unknown>): string {
  return serverMessage(result.error) ?? `HTTP ${result.response.status} ${result.response.statusText}`.trim();
}

/** A call's failure with the server's message, keeping the HTTP status (a 404: the property does not run it). */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A call's data, or a CallError with the server's message: a query's `queryFn` returns this, so a chart's or a
 * card's failure notice shows the reason.
 */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new CallError(failureMessage(result as never), result.response.status);
  return result.data;
}

/**
 * A refused save as the edit dialog wants it: an Error with the server's message and the `field` its answer
 * named (the contract's Error), so the dialog shows the reason under that field (see @cms/ui EditDialog).
 */
export function refusal(result: CallResult<unknown>): Error & { field?: string } {
  const { error } = result;
  const field =
    error && typeof error === "object" && "field" in error && typeof error.field === "string"
      ? error.field
      : undefined;
  return Object.assign(new Error(failureMessage(result)), field ? { field } : {});
}

/**
 * Deletes one item after the other, for the lists whose contract has no bulk delete (properties, groups,
 * roles, guests, the portal's languages, terms and themes), stopping at the first refusal; answers the last call, so a failure carries the server's message.
 */
export async function deleteEach<T>(
  items: readonly T[],
  remove: (item: T) => Promise<CallResult<unknown>>,
): Promise<CallResult<unknown>> {
  let last = await remove(items[0]!);
  for (const item of items.slice(1)) {
    if (!last.data) break;
    last = await remove(item);
  }
  return last;
}
