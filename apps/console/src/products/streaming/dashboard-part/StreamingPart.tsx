import type { components } from "@cms/api";
import { StatCard, StatCards } from "@cms/ui/charts";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, useQuery } from "../../../kit";
import { QueryPart, STAT_CARD_WITH_HINT } from "../../../kit/dashboard";

const NS = "streaming:dashboardPart";

/** Streaming devices online of all. */
export function devicesOnline(devices: readonly components["schemas"]["StreamDevice"][]): {
  online: number;
  total: number;
} {
  return { online: devices.filter((device) => device.online === true).length, total: devices.length };
}

/** Streaming's part of the property dashboard: devices online of all. */
export default function StreamingPart({ client, propertyId, links }: DashboardPartProps) {
  const { t } = useTranslation();
  const devices = useQuery(
    contractQueries(client).queryOptions(
      "get",
      "/api/cms/v3/{propertyId}/onestream/device/index",
      { params: { path: { propertyId } } },
      { select: (data) => devicesOnline(data.items) },
    ),
  );
  return (
    <QueryPart
      name="streaming"
      title={t(`${NS}.title`)}
      screen={["onestreamDevices", "onestreamDashboard"]}
      links={links}
      query={devices}
      reserve={STAT_CARD_WITH_HINT}
    >
      {(data) => (
        <StatCards>
          <StatCard
            label={t(`${NS}.online`)}
            value={data.online}
            hint={t(`${NS}.ofTotal`, { total: data.total })}
          />
        </StatCards>
      )}
    </QueryPart>
  );
}
