import * as bounds from "@cms/api/bounds";
import type { CmsClient } from "@cms/api";
import type { GenericListHandle, ListDefinition, ListSource } from "@cms/ui";
import { GenericList } from "@cms/ui";
import type { RefObject } from "react";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  LazyEditDialog,
  dataOf,
  preloadEditDialog,
  refusal,
  useListViewInUrl,
  withContractBounds,
} from "../../../kit";
import { STREAMING } from "../permissions";
import type { ServiceMapping } from "./streamStats";

const NS = "streamDashboard";
/** The service mappings: listed with the statistics permission, changed with their own (x-permission). */
export const MAPPINGS = {
  list: STREAMING.stats,
  create: "onestream.stats.create",
  update: "onestream.stats.update",
  delete: "onestream.stats.delete",
} as const;

interface ServiceMappingsProps {
  client: CmsClient;
  propertyId: string;
  permissions: ReadonlySet<string>;
  /** The list's handle, for the dashboard's "name this service" buttons. */
  handle: RefObject<GenericListHandle | null>;
}

/**
 * The Chromecast service mappings of the streaming dashboard (products.md section 2), created and changed in a
 * dialog, deleted after a confirmation. A part of its own, so the dashboard's figures arriving (the connections,
 * the usage) do not render the list again: on a phone those renders were the load's longest tasks (issue 40).
 */
export const ServiceMappings = memo(function ServiceMappings({
  client,
  propertyId,
  permissions,
  handle,
}: ServiceMappingsProps) {
  const { t } = useTranslation();
  const k = useCallback((key: string) => t(`${NS}:${key}`), [t]);
  const mappingSource = useMemo<ListSource<ServiceMapping>>(
    () => ({
      load: async () =>
        dataOf(
          await client.GET("/api/cms/v3/{propertyId}/onestream/mappings", {
            params: { path: { propertyId } },
          }),
        ),
      remove: async (items) => {
        let last: unknown;
        for (const item of items) {
          const result = await client.DELETE("/api/cms/v3/{propertyId}/onestream/mappings/{id}", {
            params: { path: { propertyId, id: item._id! } },
          });
          last = dataOf(result);
        }
        return last;
      },
    }),
    [client, propertyId],
  );
  const mappingFields = useMemo(
    () =>
      withContractBounds(
        [
          { kind: "textfield", name: "name", label: k("mapping.name") },
          { kind: "textfield", name: "value", label: k("mapping.value"), hint: k("mapping.valueHint") },
        ],
        bounds.StreamServiceMapping,
      ),
    [k],
  );
  const saveMapping = useCallback(
    async (mapping: ServiceMapping) => {
      const body = { name: mapping.name.trim(), value: mapping.value.trim() };
      const result = mapping._id
        ? await client.PUT("/api/cms/v3/{propertyId}/onestream/mappings/{id}", {
            params: { path: { propertyId, id: mapping._id } },
            body: { ...body, _id: mapping._id },
          })
        : await client.POST("/api/cms/v3/{propertyId}/onestream/mappings", {
            params: { path: { propertyId } },
            body,
          });
      if (!result.data) throw refusal(result);
      return result.data;
    },
    [client, propertyId],
  );
  const mappingDefinition = useMemo<ListDefinition<ServiceMapping>>(
    () => ({
      keyField: "_id",
      permissions: MAPPINGS,
      rowActions: ["edit", "delete"],
      columns: [
        { id: "name", header: k("mapping.name") },
        { id: "value", header: k("mapping.value") },
        {
          id: "lastUpdate",
          header: k("mapping.lastUpdate"),
          kind: "date",
        },
      ],
    }),
    [k],
  );
  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const mappingsView = useListViewInUrl(
    mappingDefinition.columns,
    mappingDefinition.pageSize ?? -1,
    "mappings",
  );

  return (
    <div role="presentation" onPointerOver={preloadEditDialog} onFocus={preloadEditDialog}>
      <GenericList
        title={k("mappings")}
        definition={mappingDefinition}
        view={mappingsView}
        source={mappingSource}
        permissions={permissions}
        handle={handle}
        renderEdit={({ item, isNew, close, onSaved }) => (
          <LazyEditDialog<ServiceMapping & Record<string, unknown>>
            title={k(isNew ? "mapping.new" : "mapping.edit")}
            fields={mappingFields}
            item={
              isNew && Object.keys(item).length === 0
                ? null
                : (item as ServiceMapping & Record<string, unknown>)
            }
            isNew={isNew}
            isOpen
            onOpenChange={(open) => {
              if (!open) close();
            }}
            onSave={(value) => saveMapping(value) as Promise<ServiceMapping & Record<string, unknown>>}
            onSaved={onSaved}
            permissions={permissions}
          />
        )}
      />
    </div>
  );
});
