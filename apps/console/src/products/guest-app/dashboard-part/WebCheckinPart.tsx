import { presetChartRange } from "@cms/ui/charts";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import {
  ARRIVALS_PERMISSIONS,
  Funnel,
  QueryPart,
  useArrivals,
  useWebCheckinCounts,
} from "../../../kit/dashboard";

const NS = "webcheckinDashboard:dashboardPart";

/**
 * Web check-in's part of the property dashboard: today's funnel in one line, arrivals (with the reservations
 * permission) → started → completed. The arrivals are the front desk part's call (the same query key).
 */
export default function WebCheckinPart({ client, propertyId, permissions, links }: DashboardPartProps) {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => presetChartRange("1d"));
  const day = today.from.slice(0, 10);
  const canArrivals = permissions.has(ARRIVALS_PERMISSIONS.reservations);
  const steps = useWebCheckinCounts(client, propertyId, today);
  const arrivals = useArrivals({ client, propertyId, permissions }, day);
  const number = new Intl.NumberFormat(i18n.language);
  const arrivalsStage =
    canArrivals && arrivals.data !== undefined ? [["arrivals", arrivals.data] as const] : [];
  return (
    <QueryPart
      name="webCheckin"
      title={t(`${NS}.title`)}
      screen={["oneappWebcheckinDashboard", "oneappReservations"]}
      links={links}
      query={steps}
    >
      {(counts) => (
        <Funnel aria-label={t(`${NS}.funnel`)} data-testid="funnel">
          {[
            ...arrivalsStage,
            ["started", counts.started] as const,
            ["completed", counts.completed] as const,
          ].map(([stage, value], index) => (
            <li key={stage} data-stage={stage}>
              {index > 0 && <ArrowRight aria-hidden="true" />}
              {t(`${NS}.${stage}`)} <strong>{number.format(value)}</strong>
            </li>
          ))}
        </Funnel>
      )}
    </QueryPart>
  );
}
