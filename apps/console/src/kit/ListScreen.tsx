import { ForbiddenError } from "@cms/api";
import { useQueryClient } from "@tanstack/react-query";
import type { EditSlotProps, GenericListHandle, ListSource, RowActionName } from "@cms/ui";
import { GenericList, createApiMediaSource, isAllowed, useVisibleInterval } from "@cms/ui";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useScreen } from "../access";
import type { CallResult, ListAbout, ListScreenDefinition, ScreenContext } from "./defineListScreen";
import { failureMessage, refusal, withContractBounds } from "./defineListScreen";
import type { Property } from "../session/session";
import { useSessionState } from "../session/SessionContext";
import { useSessionProperty } from "./hotelClock";
import { LazyEditDialog as EditDialog, PreloadsEditDialog } from "./lazyEditDialog";
import { askForOpening, askIfNeverSeen, readsOf, takeAsk, useQuery } from "./query";
import { useListViewInUrl } from "./useListViewInUrl";

type Item = Record<string, unknown>;

// Stable while nothing is loaded: a new `{}` per render would rebuild the fields, and the edit dialog would
// re-initialise its form and drop what the user typed whenever the screen re-renders.
const NO_OPTIONS: Record<string, { id: string; label: string }[]> = {};

/** A number for each list the session has loaded, for a query key (the list itself would be hashed whole). */
const versions = new WeakMap<object, number>();
let lastVersion = 0;
function versionOf(list: object): number {
  let version = versions.get(list);
  if (version === undefined) versions.set(list, (version = ++lastVersion));
  return version;
}

/** A failed call as the list shows it: the server's message, or none where the screen keeps only the status. */
const failureOf = (definition: { statusOnlyFailures?: boolean }, result: CallResult<unknown>) =>
  new Error(definition.statusOnlyFailures ? "" : failureMessage(result));

/** A list call's answer as the list takes it: its items, how many there are in all, and what else it said. */
function pageOf<T>(
  definition: { statusOnlyFailures?: boolean },
  result: CallResult<{ items?: T[]; total?: number } | T[]>,
) {
  if (!result.data) throw failureOf(definition, result);
  if (Array.isArray(result.data)) return { items: result.data, total: result.data.length };
  const { items = [], total = items.length, ...about } = result.data;
  return { items, total, about: about as Record<string, unknown> };
}

/** What a list's calls are given: the route's property, the client, the permissions and the texts. */
function useListContext(): ScreenContext {
  const { t } = useTranslation();
  // The calls take the route's property; the permissions count the chosen one on routes without one.
  const { propertyId, permissions, permissionsPropertyId, client } = useScreen();
  return useMemo(
    () => ({ client, propertyId, permissions, t, ...(permissionsPropertyId && { permissionsPropertyId }) }),
    [client, propertyId, permissions, permissionsPropertyId, t],
  );
}

/** A list's query key: the route, the list's part of it and the property. */
const listKeyOf = (route: string, part: string | undefined, propertyId: string | undefined) => [
  "list",
  route,
  ...(part ? [part] : []),
  propertyId,
];

/** A list's rows, whole or (`first`) the first ones, as the list takes them. */
const listQueryOf = <T extends object>(
  definition: ListScreenDefinition<T>,
  context: ScreenContext,
  listKey: unknown[],
  first?: number,
) => ({
  queryKey: first === undefined ? listKey : [...listKey, { first }],
  queryFn: readsOf(context.client, async (client) =>
    pageOf(definition, await definition.calls.list({ ...context, client }, first)),
  ),
});

/** Where a list is: its route, its part of the route, the route's property and the chosen one. */
interface ListWhere {
  route: string;
  part: string | undefined;
  propertyId: string | undefined;
  permissionsPropertyId: string | undefined;
}

/**
 * The choices a list's form offers (its option loaders' answers). The chosen property is in the key too
 * (`where`): what a form offers may depend on the permissions there (a user's roles). The session's property
 * list is given to the loaders for a form's property choice; loaded again, the options are too.
 */
const optionsQueryOf = <T extends object>(
  definition: ListScreenDefinition<T>,
  context: ScreenContext,
  { route, part, propertyId, permissionsPropertyId }: ListWhere,
  properties: Property[],
) => ({
  queryKey: [
    "options",
    route,
    ...(part ? [part] : []),
    propertyId,
    permissionsPropertyId,
    { properties: versionOf(properties) },
  ],
  enabled: Boolean(definition.optionLoaders),
  queryFn: readsOf(context.client, async (client) => {
    const entries = await Promise.all(
      Object.entries(definition.optionLoaders ?? {}).map(
        async ([name, load]) => [name, await load({ ...context, client, properties })] as const,
      ),
    );
    return Object.fromEntries(entries);
  }),
});

/**
 * Asks for a list's rows from the screen around it, for a list drawn late: a tab's panel is drawn only once
 * react-aria's tabs have built their collection, in effects, which do not run while the console draws a screen
 * out of sight as the session is renewed (issue 40). The list takes the ask as its own when it renders. A long
 * list (`firstRows`) asks for itself, since what it asks first depends on the view in the address.
 */
export function useListAskedEarly<T extends object>(definition: ListScreenDefinition<T>): void {
  const context = useListContext();
  const { route, propertyId, permissions, permissionsPropertyId } = useScreen();
  const { properties } = useSessionState();
  const queryClient = useQueryClient();
  useState(() => {
    if (definition.firstRows !== undefined || !isAllowed("list", definition.permissions, permissions)) return;
    askForOpening(
      queryClient,
      listQueryOf(definition, context, listKeyOf(route.name, definition.part, propertyId)),
    );
    // Its form's choices too, in the same moment: read from the same call, they share its request.
    const where = { route: route.name, part: definition.part, propertyId, permissionsPropertyId };
    askIfNeverSeen(queryClient, optionsQueryOf(definition, context, where, properties));
  });
}

/** Renders a {@link ListScreenDefinition}: GenericList over its calls, EditDialog with its fields. */
export function ListScreen<T extends object>({ definition }: { definition: ListScreenDefinition<T> }) {
  const { t, i18n } = useTranslation();
  const { route, propertyId, permissions, permissionsPropertyId, client } = useScreen();
  const context = useListContext();
  const keyField = (definition.keyField ?? "_id") as keyof T & string;
  // Several lists of one route keep their own data (see `part`).
  const part = definition.part;

  const { data: languages } = useQuery({
    queryKey: ["languages", route.name, ...(part ? [part] : []), propertyId],
    enabled: Boolean(definition.languages),
    queryFn: readsOf(client, (client) => definition.languages!({ ...context, client })),
  });
  const mediaSource = useMemo(
    () => (definition.mediaPool && propertyId ? createApiMediaSource(client, propertyId) : undefined),
    [definition.mediaPool, client, propertyId],
  );

  // The session's property list, for a form's property choice; loaded again, the options are too.
  const { properties } = useSessionState();
  const { data: options = NO_OPTIONS } = useQuery(
    optionsQueryOf(
      definition,
      context,
      { route: route.name, part, propertyId, permissionsPropertyId },
      properties,
    ),
  );

  const queryClient = useQueryClient();
  const handle = useRef<GenericListHandle>(null);
  // What the last load's answer said besides its items, for the screen's tools.
  const [about, setAbout] = useState<Record<string, unknown>>();
  // After the list has applied the change (a saved item in place, deleted rows gone): the next tick.
  const reloadAfterChange = useCallback(() => {
    if (definition.reloadAfterChange) setTimeout(() => void handle.current?.reload(), 0);
  }, [definition.reloadAfterChange]);
  const listDefinition = useMemo(
    () => ({ ...definition, columns: definition.columns(t, i18n.language) }),
    [definition, t, i18n.language],
  );
  // Search, sort and page live in the URL query: every list screen survives a reload and can be shared.
  const view = useListViewInUrl(listDefinition.columns, definition.pageSize ?? -1, part);
  // The rows asked for whole and, for a long list (`firstRows`), its first rows apart: only as the list opens
  // in its own order, since a search, a sort or a later page in the URL needs every row to show its first ones.
  const listKey = useMemo(() => listKeyOf(route.name, part, propertyId), [route.name, part, propertyId]);
  const listQuery = useMemo(() => listQueryOf(definition, context, listKey), [definition, context, listKey]);
  const [initialView] = useState(() => view.initial);
  const firstRows =
    !initialView?.search && !initialView?.sorting?.length && !initialView?.pageIndex
      ? definition.firstRows
      : undefined;
  const firstRowsQuery = useMemo(
    () => (firstRows === undefined ? undefined : listQueryOf(definition, context, listKey, firstRows)),
    [definition, context, listKey, firstRows],
  );
  // The rows are asked for while the screen renders, beside the shell, not once the list has mounted (issue
  // 40; see the kit's askForOpening). The first load takes that answer; every later load asks the server again.
  // A long list asks for its first rows only, and for the rest once they are drawn (see ListPage.rest).
  const [askedEarlyAt] = useState(() =>
    isAllowed("list", definition.permissions, permissions)
      ? askForOpening(queryClient, firstRowsQuery ?? listQuery)
      : undefined,
  );
  const loadedOnce = useRef(false);
  const source: ListSource<T> = useMemo(() => {
    const { calls } = definition;
    return {
      // Through the query client, so the drawer's loading bar shows the load like any other server state.
      load: async () => {
        const opening = !loadedOnce.current;
        const since = opening ? (askedEarlyAt ?? Infinity) : Infinity;
        loadedOnce.current = true;
        const whole = async (since: number) => {
          const loaded = await takeAsk(queryClient, listQuery, since);
          if (definition.tools) setAbout(loaded.about);
          return loaded;
        };
        if (!opening || !firstRowsQuery) return whole(since);
        const first = await takeAsk(queryClient, firstRowsQuery, since);
        return { ...first, rest: () => whole(Infinity) };
      },
      remove: calls.remove
        ? async (items) => {
            const result = await calls.remove!(context, items);
            if (!result.data) throw failureOf(definition, result);
            reloadAfterChange();
            return result.data;
          }
        : undefined,
      reloadItem: calls.reload
        ? async (item) => {
            const result = await calls.reload!(context, item);
            if (!result.data) throw failureOf(definition, result);
            if (!Array.isArray(result.data)) return result.data;
            const key = (item as Item)[keyField];
            const fresh = result.data.find((entry) => (entry as Item)[keyField] === key) ?? result.data[0];
            if (!fresh) throw failureOf(definition, result);
            return fresh;
          }
        : undefined,
    };
  }, [
    definition,
    context,
    queryClient,
    listQuery,
    firstRowsQuery,
    askedEarlyAt,
    keyField,
    reloadAfterChange,
  ]);

  const fields = useMemo(() => {
    const declared = definition.fields?.(t, options, i18n.language);
    return declared && withContractBounds(declared, definition.contract);
  }, [definition, t, options, i18n.language]);
  const title = definition.title?.(t) ?? t(`routes.${route.name}`);
  // One element while the context stays: the list's memoized title bar is not rendered again by a keystroke.
  const Tools = definition.tools;
  const list: ListAbout = useMemo(() => ({ about, reload: () => void handle.current?.reload() }), [about]);
  const tools = useMemo(
    () => (Tools ? <Tools context={context} list={list} /> : undefined),
    [Tools, context, list],
  );
  const setFilter = useCallback(
    (column: string, value: string) => handle.current?.setFilter(column, value),
    [],
  );
  const Filters = definition.filterBar;
  const filterBar = useMemo(
    () => (Filters ? <Filters setFilter={setFilter} /> : undefined),
    [Filters, setFilter],
  );
  // The screen's own row actions, with what goes on paper: the UI language and the property's name.
  const hotel = useSessionProperty(propertyId)?.name;
  const screenAction = definition.onRowAction;
  const onRowAction = useMemo(
    () =>
      screenAction &&
      ((action: RowActionName, item: T) =>
        screenAction(action, item, { ...context, t, language: i18n.language, ...(hotel && { hotel }) })),
    [screenAction, context, t, i18n.language, hotel],
  );
  const refreshMs = definition.refreshWhileVisibleMs;
  useVisibleInterval(() => handle.current?.refresh(), refreshMs ?? 0, Boolean(refreshMs));

  // New as the dialog opened it, or without a key: a key typed by the user (a room's number) is still new.
  const save = async (item: T, openedNew: boolean): Promise<T> => {
    const isNew = openedNew || (item as Item)[keyField] == null || (item as Item)[keyField] === "";
    const call = isNew ? definition.calls.create : definition.calls.update;
    if (!call) throw new Error(t("shell.notAuthorized"));
    const result = await call(context, item).catch((error: unknown) => {
      // A 403 rejects (the client raises the global refusal notice); the dialog says why in the server's words,
      // not as "Forbidden: PUT /api/…".
      if (error instanceof ForbiddenError) throw new Error(error.serverMessage ?? t("shell.notAuthorized"));
      throw error;
    });
    // The dialog's refusal always carries the server's reason and field (platform.md section 8: "Dialog
    // failure status: error alert with a supplied message"); `statusOnlyFailures` is for the list's store.
    if (!result.data) throw refusal(result);
    reloadAfterChange();
    return result.data;
  };

  const renderNew = definition.renderNew;
  const fieldsDialog = fields
    ? ({ item, isNew, close, onSaved }: EditSlotProps<T>) => (
        <EditDialog<T & Item>
          title={t(
            isNew
              ? (definition.dialogTitles?.create ?? "list.newItem")
              : (definition.dialogTitles?.edit ?? "list.editItem"),
          )}
          fields={fields}
          // A new item starts empty; a copy starts with the copied values (key and listed fields cleared).
          item={isNew && Object.keys(item).length === 0 ? null : (item as T & Item)}
          isNew={isNew}
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          onSave={(value) => save(value, isNew) as Promise<T & Item>}
          onSaved={onSaved}
          permissions={permissions}
          languages={languages?.length ? languages : undefined}
          mediaSource={mediaSource}
        />
      )
    : undefined;
  const renderEdit = definition.renderEdit
    ? (props: EditSlotProps<T>) => definition.renderEdit!({ ...props, context })
    : renderNew || fieldsDialog
      ? (props: EditSlotProps<T>) =>
          // New (not a copy) opens the screen's own form where it has one.
          renderNew && props.isNew && Object.keys(props.item).length === 0
            ? renderNew({ ...props, context })
            : fieldsDialog?.(props)
      : undefined;

  return (
    <PreloadsEditDialog also={definition.preloadDialog}>
      <GenericList<T>
        title={title}
        definition={listDefinition}
        source={source}
        permissions={permissions}
        csvFileName={definition.csvFileName}
        tools={tools}
        filterBar={filterBar}
        onRowAction={onRowAction}
        isRowActionDisabled={definition.isRowActionDisabled}
        handle={handle}
        view={view}
        renderEdit={renderEdit}
      />
    </PreloadsEditDialog>
  );
}
