import type { GenericListHandle } from "@cms/ui";
import { Button, Notice } from "@cms/ui";
import type { ChartRange } from "@cms/ui/charts";
import { BarChart, RangeBar, StatCard, StatCards, presetChartRange } from "@cms/ui/charts";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { usePropertyScreen } from "../../../access";
import { AFTER_COMMIT, contractQueries, useItems } from "../../../kit";
import { ChartGrid, StatisticsPage, queryStateOf, useChartChoice } from "../../../kit/dashboard";
import { STREAMING } from "../permissions";
import { MAPPINGS, ServiceMappings } from "./ServiceMappings";
import { connectionSeries, serviceSeries, totals, unnamedServices } from "./streamStats";

const NS = "streamDashboard";
const DEVICE_TYPES = ["all", "appletv", "chromecast"] as const;

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

  const mappingsHandle = useRef<GenericListHandle>(null);
  const canMap = permissions.has(MAPPINGS.create);
  const unnamed = useMemo(() => unnamedServices(usage.data ?? []), [usage.data]);

  // The connections chart's choice, kept between renders like its series (a chart is drawn again only for new
  // props).
  const deviceTypeChoice = useChartChoice(
    k("deviceType"),
    DEVICE_TYPES.map((id) => ({ id, label: k(`deviceTypes.${id}`) })),
    deviceType,
    setDeviceType,
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
      <ServiceMappings
        client={client}
        propertyId={propertyId}
        permissions={permissions}
        handle={mappingsHandle}
      />
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
