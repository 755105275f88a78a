import { SegmentedControl } from "@cms/ui";
import type { ChartRange } from "@cms/ui/charts";
import {
  BarChart,
  FunnelChart,
  RangeBar,
  StatCard,
  StatCards,
  prefetchChartDrawing,
  presetChartRange,
} from "@cms/ui/charts";
import type { ReactNode } from "react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import { AFTER_COMMIT, contractQueries, useItems } from "../../../kit";
import { ChartGrid, StatisticsPage, queryStateOf, useChartChoice } from "../../../kit/dashboard";
import type { StepName, View } from "./webcheckinStats";
import {
  CHANNELS,
  DEVICES,
  STEP_NAMES,
  VIEWS,
  emailPerformance,
  mailQuery,
  monthSeries,
  stepQuery,
  stepTotals,
  stepsBy,
} from "./webcheckinStats";

const NS = "webcheckinDashboard";

/**
 * Web check-in statistics (products.md section 2): the steps over a range as cards, bars or a funnel; one
 * step by month; the steps by device and by channel; e-mail performance by type (optionally one template),
 * with the events under their display names (processed = queued, delivered = sent, bounce = rejected,
 * dropped = failed, deferred = delayed).
 */
export default function WebcheckinDashboardScreen() {
  const { t } = useTranslation();
  const k = useCallback((key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options), [t]);
  const { route, client, propertyId, permissions } = usePropertyScreen();
  // The route's requirement (any web check-in permission); the statistics calls name none of their own.
  const allowed = [...permissions].some((name) => name.startsWith("oneapp.webcheckin."));
  const [range, setRange] = useState<ChartRange>(() => presetChartRange("30d"));
  const [view, setView] = useState<View>("funnel");
  const [stepName, setStepName] = useState<StepName>("checkin");
  const [template, setTemplate] = useState("all");
  const path = { propertyId };
  const api = contractQueries(client);
  const stepLabel = useCallback((step: string) => k(`step.${step}`), [k]);

  const steps = useItems(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/oneapp/statistics/webcheckinsteps", {
      params: { path, query: stepQuery(range) },
    }),
    // The funnel's steps, the screen's largest paint, asked as the screen renders; the other charts' data once
    // it has committed (see AFTER_COMMIT).
    { enabled: allowed },
  );
  // Its labels are drawn by Victory: the drawing is asked for as the screen renders too, so it travels while the
  // session is renewed instead of after the heading has committed.
  if (allowed) prefetchChartDrawing();
  const months = useItems(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/oneapp/statistics/webcheckinstep_by_month", {
      params: { path, query: { ...stepQuery(range), stepName } },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );
  const templates = useItems(
    api.queryOptions("get", "/api/adis/v1/{propertyId}/email-events/used-templates", {
      params: { path, query: mailQuery(range) },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );
  const mails = useItems(
    api.queryOptions("get", "/api/adis/v1/{propertyId}/email-events", {
      params: {
        path,
        query: { ...mailQuery(range), ...(template === "all" ? {} : { emailTemplateId: template }) },
      },
    }),
    { ...AFTER_COMMIT, enabled: allowed },
  );

  const totals = useMemo(() => stepTotals(steps.data ?? [], stepLabel), [steps.data, stepLabel]);
  const totalsSeries = useMemo(
    () => [{ id: "guests", label: k("guests"), points: totals.map((s) => ({ x: s.id, y: s.value })) }],
    [k, totals],
  );
  const byDevice = useMemo(
    () => stepsBy(steps.data ?? [], "device", DEVICES, (d) => k(`device.${d}`)),
    [k, steps.data],
  );
  const byChannel = useMemo(
    () => stepsBy(steps.data ?? [], "channel", CHANNELS, (c) => k(`channel.${c}`)),
    [k, steps.data],
  );
  const monthly = useMemo(() => monthSeries(months.data ?? [], k("guests")), [k, months.data]);
  const mailSeries = useMemo(
    () => emailPerformance(mails.data ?? [], (e) => k(`event.${e}`)),
    [k, mails.data],
  );

  // The charts' choices and labels keep their identity between renders: a chart is drawn again only for new
  // props, not each time one of the screen's four queries answers.
  const stepChoice = useChartChoice(
    k("step.label"),
    STEP_NAMES.map((id) => ({ id, label: stepLabel(id) })),
    stepName,
    setStepName,
  );
  const templateChoice = useChartChoice(
    k("template"),
    [
      { id: "all", label: k("allTemplates") },
      ...(templates.data ?? []).map((tpl) => ({ id: tpl.emailTemplateId, label: tpl.name })),
    ],
    template,
    setTemplate,
  );
  const emailTypeLabel = useCallback((type: string) => k(`emailType.${type}`), [k]);

  const stepsTitle = k("steps");
  const views: Record<View, ReactNode> = {
    card: (
      <StatCards>
        {STEP_NAMES.map((step) => (
          <StatCard
            key={step}
            label={stepLabel(step)}
            value={totals.find((s) => s.id === step)?.value ?? 0}
            pending={steps.isPending}
            failed={steps.isError}
          />
        ))}
      </StatCards>
    ),
    bar: (
      <BarChart
        title={stepsTitle}
        series={totalsSeries}
        formatCategory={stepLabel}
        xLabel={k("step.label")}
        csvFileName={`webcheckin-steps-${propertyId}`}
        {...queryStateOf(steps)}
      />
    ),
    funnel: (
      <FunnelChart
        title={stepsTitle}
        steps={totals}
        valueLabel={k("guests")}
        xLabel={k("step.label")}
        csvFileName={`webcheckin-steps-${propertyId}`}
        {...queryStateOf(steps)}
      />
    ),
  };

  return (
    <StatisticsPage
      ui="WebcheckinDashboard"
      title={t(`routes.${route.name}`)}
      titleId="webcheckin-dashboard-title"
      allowed={allowed}
    >
      <RangeBar value={range} onChange={setRange} hideGranularity />
      <SegmentedControl
        label={k("view")}
        items={VIEWS.map((id) => ({ id, label: k(`views.${id}`) }))}
        value={view}
        onChange={setView}
      />
      {views[view]}
      <BarChart
        title={k("stepByMonth")}
        series={monthly}
        granularity="monthly"
        csvFileName={`webcheckin-${stepName}-by-month-${propertyId}`}
        {...queryStateOf(months)}
        tools={stepChoice}
      />
      <ChartGrid>
        <BarChart
          title={k("byDevice")}
          series={byDevice}
          stacked
          formatCategory={stepLabel}
          xLabel={k("step.label")}
          csvFileName={`webcheckin-devices-${propertyId}`}
          {...queryStateOf(steps)}
        />
        <BarChart
          title={k("byChannel")}
          series={byChannel}
          stacked
          formatCategory={stepLabel}
          xLabel={k("step.label")}
          csvFileName={`webcheckin-channels-${propertyId}`}
          {...queryStateOf(steps)}
        />
      </ChartGrid>
      <BarChart
        title={k("emailPerformance")}
        series={mailSeries}
        formatCategory={emailTypeLabel}
        xLabel={k("emailType.label")}
        csvFileName={`webcheckin-emails-${propertyId}`}
        {...queryStateOf(mails)}
        tools={templateChoice}
      />
    </StatisticsPage>
  );
}
