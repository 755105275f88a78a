import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListSource } from "@cms/ui";
import { EditDialog, GenericList } from "@cms/ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { effectivePermissions } from "../../routes/permissions";
import { useCurrentRoute } from "../../routes/useCurrentRoute";
import { useSession, useSessionState } from "../../session/SessionContext";
import type { ListScreenDefinition, ScreenContext } from "./defineListScreen";
import { failureMessage } from "./defineListScreen";

type Item = Record<string, unknown>;

// Stable while nothing is loaded: a new `{}` per render would rebuild the fields, and the edit dialog would
// re-initialise its form and drop what the user typed whenever the screen re-renders.
const NO_OPTIONS: Record<string, { id: string; label: string }[]> = {};

/** Renders a {@link ListScreenDefinition}: GenericList over its calls, EditDialog with its fields. */
export function ListScreen<T extends object>({ definition }: { definition: ListScreenDefinition<T> }) {
  const { t } = useTranslation();
  const session = useSession();
  const { user } = useSessionState();
  const route = useCurrentRoute();
  const { propertyId } = useParams();
  const context: ScreenContext = useMemo(
    () => ({ client: session.client, propertyId }),
    [session, propertyId],
  );
  const permissions = useMemo(() => effectivePermissions(user, propertyId), [user, propertyId]);
  const keyField = (definition.keyField ?? "_id") as keyof T & string;

  const { data: options = NO_OPTIONS } = useQuery({
    queryKey: ["options", route?.name, propertyId],
    enabled: Boolean(definition.optionLoaders),
    queryFn: async () => {
      const entries = await Promise.all(
        Object.entries(definition.optionLoaders ?? {}).map(
          async ([name, load]) => [name, await load(context)] as const,
        ),
      );
      return Object.fromEntries(entries);
    },
  });

  const queryClient = useQueryClient();
  const source: ListSource<T> = useMemo(() => {
    const { calls } = definition;
    return {
      // Through the query client, so the drawer's loading bar shows the load like any other server state.
      load: () =>
        queryClient.fetchQuery({
          queryKey: ["list", route?.name, propertyId],
          staleTime: 0,
          queryFn: async () => {
            const result = await calls.list(context);
            if (!result.data) throw new Error(failureMessage(result));
            const items = Array.isArray(result.data) ? result.data : (result.data.items ?? []);
            return { items, total: items.length };
          },
        }),
      remove: calls.remove
        ? async (items) => {
            const result = await calls.remove!(context, items);
            if (!result.data) throw new Error(failureMessage(result));
            return result.data;
          }
        : undefined,
    };
  }, [definition, context, queryClient, route?.name, propertyId]);

  const listDefinition = useMemo(() => ({ ...definition, columns: definition.columns(t) }), [definition, t]);
  const fields = useMemo(() => definition.fields?.(t, options), [definition, t, options]);
  const title = route ? t(`routes.${route.name}`) : "";

  const save = async (item: T): Promise<T> => {
    const isNew = (item as Item)[keyField] == null || (item as Item)[keyField] === "";
    const call = isNew ? definition.calls.create : definition.calls.update;
    if (!call) throw new Error(t("shell.notAuthorized"));
    const result = await call(context, item);
    if (!result.data) throw new Error(failureMessage(result));
    return result.data;
  };

  return (
    <GenericList<T>
      title={title}
      definition={listDefinition}
      source={source}
      permissions={permissions}
      csvFileName={definition.csvFileName}
      renderEdit={
        fields
          ? ({ item, isNew, close, onSaved }) => (
              <EditDialog<T & Item>
                title={t(
                  isNew
                    ? (definition.dialogTitles?.create ?? "list.newItem")
                    : (definition.dialogTitles?.edit ?? "list.editItem"),
                )}
                fields={fields}
                // A new item starts empty; a copy starts with the copied values (key and listed fields cleared).
                item={isNew && Object.keys(item).length === 0 ? null : (item as T & Item)}
                isOpen
                onOpenChange={(open) => {
                  if (!open) close();
                }}
                onSave={(value) => save(value) as Promise<T & Item>}
                onSaved={onSaved}
                permissions={permissions}
              />
            )
          : undefined
      }
    />
  );
}
