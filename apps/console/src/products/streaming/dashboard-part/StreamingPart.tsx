import type { components } from "@cms/api";
import { StatCard, StatCards } from "@cms/ui/charts";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, useQuery } from "../../../kit";
import { DashboardPartFrame, PartBody, STAT_CARD_WITH_HINT, notRun } from "../../../kit/dashboard";

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
  const title = t(`${NS}.title`);
  return (
    <DashboardPartFrame
      name="streaming"
      title={title}
      screen={["onestreamDevices", "onestreamDashboard"]}
      links={links}
      hidden={notRun(devices.error)}
    >
      <PartBody query={devices} label={title} reserve={STAT_CARD_WITH_HINT}>
        {devices.data && (
          <StatCards>
            <StatCard
              label={t(`${NS}.online`)}
              value={devices.data.online}
              hint={t(`${NS}.ofTotal`, { total: devices.data.total })}
            />
          </StatCards>
        )}
      </PartBody>
    </DashboardPartFrame>
  );
}
