import type { CmsClient } from "@cms/api";
import type { ListColumn, ListDefinition, ListSource } from "@cms/ui";
import { GenericList, downloadText, showToast } from "@cms/ui";
import type { ChartRange } from "@cms/ui/charts";
import { BarChart, LineChart, RangeBar, StatCards, formatNumber, presetChartRange } from "@cms/ui/charts";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import {
  AFTER_COMMIT,
  contractQueries,
  dataOf,
  failureMessage,
  useListViewInUrl,
  useItems,
} from "../../../kit";
import { ChartGrid, StatisticsPage, queryStateOf, useChartChoice } from "../../../kit/dashboard";
import { GATEWAY } from "../permissions";
import { GatewayNowCards, useGatewayNow } from "./GatewayNow";
import type { Direction, TopSession } from "./dashboard";
import {
  DIRECTIONS,
  TOP_PAGE_SIZE,
  bandwidthQuery,
  bandwidthSeries,
  groupSeries,
  historyQuery,
  reportYears,
  revenueSeries,
  sessionGuest,
  sessionSeries,
  singleCurrency,
  topQuery,
  unitFor,
} from "./dashboard";

const NS = "gatewayDashboard";
const MB = 1024 * 1024;

/**
 * The gateway dashboard (products.md section 2): the bandwidth and sessions now (refreshing while the page is
 * visible), and for a range: bandwidth history (download, upload or both), sessions, revenue and the top
 * sessions (search, paging, CSV from the server); the property group's bandwidth by month for a year.
 */
export default function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const k = useCallback((key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options), [t]);
  const { route, client, propertyId, permissions } = usePropertyScreen();
  // Every statistics call needs the dashboard permission (the contract's x-permission).
  const allowed = permissions.has(GATEWAY.dashboard);
  const locale = i18n.language;
  const [range, setRange] = useState<ChartRange>(() => presetChartRange("30d"));
  const [direction, setDirection] = useState<Direction>("both");
  const [today] = useState(() => new Date());
  const [year, setYear] = useState(() => today.getUTCFullYear());
  const path = { propertyId };
  const api = contractQueries(client);

  const bandwidth = useItems(
    api.queryOptions("post", "/api/cms/v3/{propertyId}/onespeed/stats/bandwidth", {
      params: { path, query: bandwidthQuery(range, direction) },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );
  const sessions = useItems(
    api.queryOptions("post", "/api/cms/v3/{propertyId}/onespeed/stats/sessions", {
      params: { path, query: historyQuery(range) },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );
  const revenue = useItems(
    api.queryOptions("post", "/api/cms/v3/{propertyId}/onespeed/stats/revenue", {
      params: { path, query: historyQuery(range) },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );
  const group = useItems(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/stats/bandwidth/group-report", {
      params: { path, query: { year } },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );

  const bandwidthLines = useMemo(
    () => bandwidthSeries(bandwidth.data ?? [], { down: k("download"), up: k("upload") }),
    [bandwidth.data, k],
  );
  const sessionBars = useMemo(() => sessionSeries(sessions.data ?? [], k("sessions")), [sessions.data, k]);
  const revenueBars = useMemo(
    () => revenueSeries(revenue.data ?? [], (currency) => k("revenueIn", { currency })),
    [revenue.data, k],
  );
  const currency = singleCurrency(revenue.data ?? []);
  const money = useCallback(
    (value: number, lang: string) =>
      currency
        ? new Intl.NumberFormat(lang, { style: "currency", currency }).format(value)
        : formatNumber(value, lang, 2),
    [currency],
  );
  const groupBars = useMemo(() => groupSeries(group.data ?? []), [group.data]);
  const monthName = useCallback(
    (month: string) =>
      new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(
        Date.UTC(2000, Number(month) - 1, 1),
      ),
    [locale],
  );

  // Top sessions: the server pages and searches; the dashboard's range limits them.
  const topSource = useMemo<ListSource<TopSession>>(
    () => ({
      load: async (query) =>
        dataOf(
          await client.GET("/api/cms/v3/{propertyId}/onespeed/stats/sessions/top", {
            params: { path: { propertyId }, query: topQuery(query, range) },
          }),
        ),
    }),
    [client, propertyId, range],
  );
  const topDefinition = useMemo<ListDefinition<TopSession>>(() => {
    const megabytes = (bytes: number | undefined) => `${formatNumber((bytes ?? 0) / MB, locale, 1)} MB`;
    const columns: ListColumn<TopSession>[] = [
      { id: "guest", header: k("column.guest"), value: sessionGuest, sortable: false },
      {
        id: "room",
        header: k("column.room"),
        value: (s) => s.identity?.room ?? "",
        sortable: false,
        width: 100,
      },
      {
        id: "download",
        header: k("column.download"),
        value: (s) => s.download ?? 0,
        text: (s) => megabytes(s.download),
        sortable: false,
        width: 140,
      },
      {
        id: "upload",
        header: k("column.upload"),
        value: (s) => s.upload ?? 0,
        text: (s) => megabytes(s.upload),
        sortable: false,
        width: 140,
      },
      {
        id: "sessionTime",
        header: k("column.sessionTime"),
        value: (s) => s.sessionTime ?? 0,
        text: (s) => k("hours", { value: formatNumber((s.sessionTime ?? 0) / 3600, locale, 1) }),
        sortable: false,
        width: 140,
      },
    ];
    return { keyField: "profileId", mode: "server", pageSize: TOP_PAGE_SIZE, columns };
  }, [k, locale]);
  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const topView = useListViewInUrl(topDefinition.columns, topDefinition.pageSize ?? -1, "top");
  const exportTop = useCallback(async () => {
    const result = await client.GET("/api/cms/v3/{propertyId}/onespeed/stats/sessions/top/csv", {
      params: { path: { propertyId }, query: { sdt: range.from, edt: range.to } },
      parseAs: "text",
    });
    if (typeof result.data !== "string") {
      showToast({ tone: "error", title: t("ui:list.failed"), description: failureMessage(result) });
      return;
    }
    downloadText(`top-sessions-${propertyId}.csv`, result.data);
  }, [client, propertyId, range, t]);

  const unit = unitFor(range.granularity);
  // The charts' own choices, kept between renders like their series: a chart is drawn again only for new props.
  const directionChoice = useChartChoice(
    k("direction"),
    DIRECTIONS.map((id) => ({ id, label: k(`directions.${id}`) })),
    direction,
    setDirection,
  );
  const setYearOf = useCallback((id: string) => setYear(Number(id)), []);
  const yearChoice = useChartChoice(
    k("year"),
    reportYears(today).map((y) => ({ id: String(y), label: String(y) })),
    String(year),
    setYearOf,
  );

  return (
    <StatisticsPage
      ui="GatewayDashboard"
      title={t(`routes.${route.name}`)}
      titleId="gateway-dashboard-title"
      allowed={allowed}
    >
      <StatCards>
        <NowCards client={client} propertyId={propertyId} allowed={allowed} />
      </StatCards>
      <RangeBar value={range} onChange={setRange} />
      <LineChart
        title={k("bandwidthHistory")}
        variant="area"
        series={bandwidthLines}
        granularity={range.granularity}
        unit={unit}
        {...queryStateOf(bandwidth)}
        csvFileName={`bandwidth-${propertyId}`}
        tools={directionChoice}
      />
      <ChartGrid>
        <BarChart
          title={k("sessionHistory")}
          series={sessionBars}
          granularity={range.granularity}
          {...queryStateOf(sessions)}
          csvFileName={`sessions-${propertyId}`}
        />
        <BarChart
          title={k("revenueHistory")}
          series={revenueBars}
          granularity={range.granularity}
          stacked
          formatValue={money}
          // The y axis names the currency; each value is written with its symbol by `money`.
          unit={currency}
          {...queryStateOf(revenue)}
          csvFileName={`revenue-${propertyId}`}
        />
      </ChartGrid>
      <GenericList
        title={k("topSessions")}
        definition={topDefinition}
        view={topView}
        source={topSource}
        onExportCsv={exportTop}
      />
      <BarChart
        title={k("groupReport")}
        series={groupBars}
        stacked
        unit="GB"
        formatCategory={monthName}
        xLabel={k("month")}
        {...queryStateOf(group)}
        csvFileName={`group-bandwidth-${year}`}
        tools={yearChoice}
      />
    </StatisticsPage>
  );
}

/**
 * Now: both values every NOW_REFRESH_MS while the page is visible. Asked for here, so that each refresh draws
 * these cards again and not the whole dashboard with its charts and top sessions.
 */
function NowCards({
  client,
  propertyId,
  allowed,
}: {
  client: CmsClient;
  propertyId: string;
  allowed: boolean;
}) {
  return <GatewayNowCards now={useGatewayNow(client, propertyId, allowed)} />;
}
