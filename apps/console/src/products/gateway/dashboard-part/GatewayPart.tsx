import { Button } from "@cms/ui";
import { StatCard, StatCards } from "@cms/ui/charts";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, useQuery } from "../../../kit";
import { DashboardPartFrame, PartActions, notRun, utcDay } from "../../../kit/dashboard";
import { GatewayNowCards, useGatewayNow } from "../dashboard/GatewayNow";
import { BULK_TICKETS, GATEWAY } from "../permissions";
import { ticketsCreatedOn } from "./ticketsToday";

const NS = "gatewayDashboard:dashboardPart";

/**
 * The gateway's part of the property dashboard: bandwidth and sessions now (refreshing every 30 s while the
 * page is visible, with the dashboard permission), the access codes created today (voucher batches) and a
 * button to create some.
 */
export default function GatewayPart({ client, propertyId, permissions, links }: DashboardPartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = { params: { path: { propertyId } } };
  const canNow = permissions.has(GATEWAY.dashboard);
  const canTickets = permissions.has(BULK_TICKETS.list);
  const canCreate = permissions.has(BULK_TICKETS.create) && links.has("onespeedBulkTickets");
  const [day] = useState(() => utcDay(new Date()));

  const now = useGatewayNow(client, propertyId, canNow);
  const tickets = useQuery(
    contractQueries(client).queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/bulkticket/index", path, {
      enabled: canTickets,
      select: (data) => ticketsCreatedOn(data.items, day),
    }),
  );

  return (
    <DashboardPartFrame
      name="gateway"
      title={t(`${NS}.title`)}
      screen={["onespeedDashboard", "onespeedBulkTickets", "onespeedMonitoring"]}
      links={links}
      hidden={notRun(now.bandwidth.error) || notRun(tickets.error)}
    >
      <StatCards>
        {canNow && <GatewayNowCards now={now} />}
        {canTickets && (
          <StatCard
            label={t(`${NS}.ticketsToday`)}
            value={tickets.data?.tickets}
            hint={tickets.data && t(`${NS}.batchesToday`, { count: tickets.data.batches })}
            reserveHint
            pending={tickets.isPending}
            failed={tickets.isError}
          />
        )}
      </StatCards>
      {canCreate && (
        <PartActions>
          <Button
            variant="primary"
            icon={<Plus size={16} aria-hidden />}
            // Straight to the new batch's form, not the list it lands in (issue 43, item 10).
            onPress={() => void navigate(`${links.get("onespeedBulkTickets")!}?new=1`)}
          >
            {t(`${NS}.newTickets`)}
          </Button>
        </PartActions>
      )}
    </DashboardPartFrame>
  );
}
