import { Badge, Chips, Fact, Facts, FormattedDate, Notice, QueryState } from "@cms/ui";
import { CircleCheck, CircleMinus, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRefusal } from "../licence/licences";
import { DashboardPartFrame, queryStateOf } from "../../../kit/dashboard";
import type { HeartbeatItem } from "../heartbeat/heartbeat";
import { activeIntegrations, isStale } from "../heartbeat/heartbeat";
import { contractQueries, useItems } from "../../../kit";
import { useScreen } from "../../../access";

export interface HeartbeatPartProps {
  propertyId: string;
}

/**
 * The property's bridge service heartbeat (platform.md "Heartbeat item"): when the bridge and room control
 * last reported, a stale report standing out, and the integrations the bridge runs. The contract has only
 * the list of every property, so the part picks this property's row from it.
 */
export function HeartbeatPart({ propertyId }: HeartbeatPartProps) {
  const { t } = useTranslation("licence");
  const { client } = useScreen();
  const query = useItems(contractQueries(client).queryOptions("get", "/api/cms/v3/property/heartbeat/index"));
  const item = query.data?.find((entry) => entry.propertyID === propertyId);

  return (
    <DashboardPartFrame name="heartbeat" title={t("dashboard.heartbeat")}>
      <QueryState
        refused={query.isError && isRefusal(query.error)}
        refusedText={t("console:shell.notAuthorized")}
        {...queryStateOf(query)}
        loadingLabel={t("dashboard.loadingHeartbeat")}
        failureTitle={t("dashboard.heartbeatFailed")}
        retryLabel={t("retry")}
        // The four facts' height once loaded (measured, English, 1280 px), held while they load.
        reserve="122px"
      >
        {item ? <HeartbeatFacts item={item} /> : <Notice tone="info">{t("dashboard.noHeartbeat")}</Notice>}
      </QueryState>
    </DashboardPartFrame>
  );
}

function StatusTime({ time, watched }: { time: string | undefined; watched: boolean }) {
  const { t } = useTranslation("licence");
  if (!watched) {
    return (
      <>
        <Badge tone="neutral" icon={<CircleMinus size={14} aria-hidden />}>
          {t("dashboard.roomControlOff")}
        </Badge>
        {time && <FormattedDate value={time} />}
      </>
    );
  }
  const stale = isStale(time, new Date().getTime());
  return (
    <>
      <Badge
        tone={stale ? "warning" : "success"}
        icon={stale ? <TriangleAlert size={14} aria-hidden /> : <CircleCheck size={14} aria-hidden />}
        data-state={stale ? "stale" : "current"}
      >
        {t(stale ? "dashboard.stale" : "dashboard.current")}
      </Badge>
      <FormattedDate value={time} fallback={t("dashboard.never")} />
    </>
  );
}

function HeartbeatFacts({ item }: { item: HeartbeatItem }) {
  const { t } = useTranslation("licence");
  const active = activeIntegrations(item);
  return (
    <Facts>
      <Fact label={t("dashboard.bridge")}>{item.bridgeServiceProjectDescription}</Fact>
      <Fact label={t("dashboard.bridgeStatus")} data-testid="bridge-status">
        <StatusTime time={item.bridgeServiceStatusTime} watched />
      </Fact>
      <Fact label={t("dashboard.roomControlStatus")} data-testid="room-control-status">
        <StatusTime time={item.roomControlStatusTime} watched={item.roomControlEnabled === true} />
      </Fact>
      <Fact label={t("dashboard.integrations")}>
        {active.length ? <Chips items={active} /> : t("dashboard.noIntegrations")}
      </Fact>
    </Facts>
  );
}
