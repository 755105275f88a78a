import { theme } from "@cms/ui";
import { FunnelChart, StatCard, StatCards, prefetchChartDrawing, presetChartRange } from "@cms/ui/charts";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styled from "styled-components";
import { menuHref, usePropertyScreen } from "../../../access";
import { contractQueries, useItems } from "../../../kit";
import { StatisticsPage, queryStateOf } from "../../../kit/dashboard";
import { stepQuery, stepTotals } from "../webcheckin-dashboard/webcheckinStats";

const NS = "guestAppOverview";

const Shortcuts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

/**
 * Shortcuts to the screens a manager opens from here, by route name and text key; each only where the menu offers
 * it (the front desk has no upsells or settings: a shortcut there led to the refusal).
 */
const SHORTCUTS = [
  ["oneappWebcheckinDashboard", "dashboard"],
  ["oneappReservations", "reservations"],
  ["oneappUpsells", "upsells"],
  ["oneappSettings", "settings"],
] as const;

/**
 * The guest app's dashboard (/oneapp; the spec names only the route, docs/decisions.md says why this): today's
 * web check-in funnel, this month's check-ins started and completed, and shortcuts.
 */
export default function GuestAppOverviewScreen() {
  const { t } = useTranslation();
  const k = useCallback((key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options), [t]);
  const { route, client, propertyId, permissions, menu } = usePropertyScreen();
  const allowed = [...permissions].some((name) => name.startsWith("oneapp."));
  const [today] = useState(() => presetChartRange("1d"));
  const [month] = useState(() => {
    const end = presetChartRange("1d");
    return { from: `${end.from.slice(0, 8)}01T00:00:00.000Z`, to: end.to };
  });
  const steps = (range: { from: string; to: string }) =>
    contractQueries(client).queryOptions(
      "get",
      "/api/cms/v3/{propertyId}/oneapp/statistics/webcheckinsteps",
      { params: { path: { propertyId }, query: stepQuery(range) } },
    );
  const todays = useItems(steps(today), { enabled: allowed });
  const months = useItems(steps(month), { enabled: allowed });
  const label = useCallback((step: string) => t(`webcheckinDashboard:step.${step}`), [t]);
  const funnel = useMemo(() => stepTotals(todays.data ?? [], label), [label, todays.data]);
  const monthTotals = useMemo(() => stepTotals(months.data ?? [], label), [label, months.data]);
  const count = (step: string) => monthTotals.find((s) => s.id === step)?.value ?? 0;

  return (
    <StatisticsPage
      ui="GuestAppOverview"
      title={t(`routes.${route.name}`)}
      titleId="guest-app-overview-title"
      allowed={allowed}
      prefetch={prefetchChartDrawing}
    >
      <StatCards>
        <StatCard
          label={k("startedThisMonth")}
          value={count("roomSelection")}
          pending={months.isPending}
          failed={months.isError}
        />
        <StatCard
          label={k("checkedInThisMonth")}
          value={count("checkin")}
          pending={months.isPending}
          failed={months.isError}
        />
        <StatCard
          label={k("conversionThisMonth")}
          value={count("roomSelection") ? count("checkin") / count("roomSelection") : 0}
          formatValue={(value, locale) =>
            new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value)
          }
          pending={months.isPending}
          failed={months.isError}
        />
      </StatCards>
      <FunnelChart
        title={k("todaysFunnel")}
        steps={funnel}
        valueLabel={t("webcheckinDashboard:guests")}
        {...queryStateOf(todays)}
        csvFileName={`webcheckin-today-${propertyId}`}
      />
      <Shortcuts aria-label={k("shortcuts")}>
        {SHORTCUTS.map(([name, key]) => {
          const href = menuHref(menu, name);
          return (
            href && (
              <Link key={name} to={href}>
                {k(`shortcut.${key}`)}
              </Link>
            )
          );
        })}
      </Shortcuts>
    </StatisticsPage>
  );
}
