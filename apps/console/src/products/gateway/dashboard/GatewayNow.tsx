import type { CmsClient } from "@cms/api";
import { isolateLtr, useVisibleInterval } from "@cms/ui";
import { StatCard } from "@cms/ui/charts";
import { useTranslation } from "react-i18next";
import { AFTER_COMMIT, contractQueries, useQuery } from "../../../kit";
import { NOW_REFRESH_MS } from "./dashboard";

/**
 * The gateway's bandwidth and sessions now, asked again every NOW_REFRESH_MS while the page is visible. One
 * cache for the gateway dashboard and the property dashboard's gateway part: opening one after the other shows
 * the values at once.
 */
export function useGatewayNow(client: CmsClient, propertyId: string, enabled: boolean) {
  const path = { params: { path: { propertyId } } };
  const api = contractQueries(client);
  const bandwidth = useQuery(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/stats/bandwidth/now", path, { enabled }),
    AFTER_COMMIT,
  );
  const sessions = useQuery(
    api.queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/stats/sessions/now", path, { enabled }),
    AFTER_COMMIT,
  );
  useVisibleInterval(
    () => {
      void bandwidth.refetch();
      void sessions.refetch();
    },
    NOW_REFRESH_MS,
    enabled,
  );
  return { bandwidth, sessions };
}

export type GatewayNow = ReturnType<typeof useGatewayNow>;

/** Download, upload and sessions now, as three cards of the caller's StatCards, with the time of the values. */
export function GatewayNowCards({ now }: { now: GatewayNow }) {
  const { t, i18n } = useTranslation("gatewayDashboard");
  const { bandwidth, sessions } = now;
  const hint =
    bandwidth.data &&
    t("updated", {
      time: isolateLtr(
        new Date(bandwidth.data.timestamp).toLocaleTimeString(i18n.language, { hourCycle: "h23" }),
      ),
    });
  return (
    <>
      {(["down", "up"] as const).map((direction) => (
        <StatCard
          key={direction}
          label={t(direction === "down" ? "downloadNow" : "uploadNow")}
          value={bandwidth.data?.[direction]}
          unit="Mbit/s"
          digits={1}
          hint={hint}
          reserveHint
          pending={bandwidth.isPending}
          failed={bandwidth.isError}
        />
      ))}
      <StatCard
        label={t("sessionsNow")}
        value={sessions.data?.sessions}
        pending={sessions.isPending}
        failed={sessions.isError}
      />
    </>
  );
}
