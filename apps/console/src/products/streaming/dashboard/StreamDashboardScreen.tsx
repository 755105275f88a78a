import * as bounds from "@cms/api/bounds";
import type { GenericListHandle, ListDefinition, ListSource } from "@cms/ui";
import { Button, GenericList, Notice, Select } from "@cms/ui";
import type { ChartRange } from "@cms/ui/charts";
import { BarChart, RangeBar, StatCard, StatCards, presetChartRange } from "@cms/ui/charts";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { usePropertyScreen } from "../../../access";
import {
  AFTER_COMMIT,
  LazyEditDialog,
  contractQueries,
  dataOf,
  preloadEditDialog,
  refusal,
  useListViewInUrl,
  withContractBounds,
  useItems,
} from "../../../kit";
import { ChartGrid, StatisticsPage, queryStateOf } from "../../../kit/dashboard";
import { STREAMING } from "../permissions";
import type { ServiceMapping } from "./streamStats";
import { connectionSeries, serviceSeries, totals, unnamedServices } from "./streamStats";

const NS = "streamDashboard";
const DEVICE_TYPES = ["all", "appletv", "chromecast"] as const;
/** The service mappings: listed with the statistics permission, changed with their own (x-permission). */
const MAPPINGS = {
  list: STREAMING.stats,
  create: "onestream.stats.create",
  update: "onestream.stats.update",
  delete: "onestream.stats.delete",
} as const;

/** The services without a name, a button each. */
const UnnamedList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

/**
 * The streaming dashboard (products.md section 2, "Streaming devices"): connections over a range (successful
 * and failed), the usage per service (sessions and hours), and the Chromecast service mappings, created and
 * changed in a dialog, deleted after a confirmation. Services the charts show by their raw identifier are listed
 * under the mappings, each a click from its mapping (issue 42 items 4 and 10).
 */
export default function StreamDashboardScreen() {
  const { t, i18n } = useTranslation();
  const k = useCallback((key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options), [t]);
  const { route, client, propertyId, permissions } = usePropertyScreen();
  const allowed = permissions.has(STREAMING.stats);
  const [range, setRange] = useState<ChartRange>(() => presetChartRange("30d"));
  const [deviceType, setDeviceType] = useState<(typeof DEVICE_TYPES)[number]>("all");
  const path = { propertyId };
  const api = contractQueries(client);
  const span = { from: range.from, to: range.to };

  const events = useItems(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/onestream/stats", {
      params: { path, query: { ...span, ...(deviceType === "all" ? {} : { deviceType }) } },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );
  const usage = useItems(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/onestream/stats/usage/services", {
      params: { path, query: span },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );

  const connections = useMemo(
    () =>
      connectionSeries(events.data ?? [], range.granularity, {
        conn_succ: k("succeeded"),
        conn_fail: k("failed"),
      }),
    [events.data, k, range.granularity],
  );
  const sum = useMemo(() => totals(events.data ?? []), [events.data]);
  const services = useMemo(
    () => serviceSeries(usage.data ?? [], { sessions: k("sessions"), hours: k("hours") }),
    [k, usage.data],
  );

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
  const mappingsHandle = useRef<GenericListHandle>(null);
  const canMap = permissions.has(MAPPINGS.create);
  const unnamed = useMemo(() => unnamedServices(usage.data ?? []), [usage.data]);

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

  // The connections chart's choice, kept between renders like its series: a chart is drawn again only for new
  // props (the usage answer or the mappings would otherwise draw it again).
  const deviceTypeChoice = useMemo(
    () => (
      <Select
        label={k("deviceType")}
        items={DEVICE_TYPES.map((id) => ({ id, label: k(`deviceTypes.${id}`) }))}
        selectedKey={deviceType}
        onSelectionChange={(key) => key && setDeviceType(key as (typeof DEVICE_TYPES)[number])}
      />
    ),
    [k, deviceType],
  );

  const locale = i18n.language;
  return (
    <StatisticsPage
      ui="StreamDashboard"
      title={t(`routes.${route.name}`)}
      titleId="stream-dashboard-title"
      allowed={allowed}
    >
      <RangeBar value={range} onChange={setRange} />
      <StatCards>
        <StatCard
          label={k("succeeded")}
          value={sum.succeeded}
          pending={events.isPending}
          failed={events.isError}
        />
        <StatCard label={k("failed")} value={sum.failed} pending={events.isPending} failed={events.isError} />
        <StatCard
          label={k("hoursStreamed")}
          value={sum.hours}
          digits={1}
          formatValue={(value) =>
            k("hoursValue", {
              value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value),
            })
          }
          pending={events.isPending}
          failed={events.isError}
        />
      </StatCards>
      <BarChart
        emptyText={k("noData")}
        title={k("connections")}
        series={connections}
        granularity={range.granularity}
        stacked
        csvFileName={`stream-connections-${propertyId}`}
        {...queryStateOf(events)}
        tools={deviceTypeChoice}
      />
      <ChartGrid>
        <BarChart
          emptyText={k("noData")}
          title={k("serviceSessions")}
          series={services.sessions}
          xLabel={k("service")}
          csvFileName={`stream-services-${propertyId}`}
          {...queryStateOf(usage)}
        />
        <BarChart
          emptyText={k("noData")}
          title={k("serviceHours")}
          series={services.hours}
          unit="h"
          xLabel={k("service")}
          csvFileName={`stream-service-hours-${propertyId}`}
          {...queryStateOf(usage)}
        />
      </ChartGrid>
      <div role="presentation" onPointerOver={preloadEditDialog} onFocus={preloadEditDialog}>
        <GenericList
          title={k("mappings")}
          definition={mappingDefinition}
          view={mappingsView}
          source={mappingSource}
          permissions={permissions}
          handle={mappingsHandle}
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
      {/* Under the list, so nothing above moves when the usage arrives. */}
      {canMap && unnamed.length > 0 && (
        <div data-testid="unnamed-services">
          <Notice tone="info" title={k("unnamed.title")}>
            <p>{k("unnamed.text")}</p>
            <UnnamedList>
              {unnamed.map((value) => (
                <li key={value}>
                  <Button
                    variant="outline"
                    size="sm"
                    onPress={() => mappingsHandle.current?.openNew({ value })}
                  >
                    {k("unnamed.name", { value })}
                  </Button>
                </li>
              ))}
            </UnnamedList>
          </Notice>
        </div>
      )}
    </StatisticsPage>
  );
}
