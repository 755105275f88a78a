import * as bounds from "@cms/api/bounds";
import { Badge, DateCell, formatDateTime } from "@cms/ui";
import type { TFunction } from "i18next";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { HeartbeatItem } from "./heartbeat";
import { STALE_AFTER_MINUTES, activeIntegrations, isAhead, isRoomControlStale, isStale } from "./heartbeat";
import { StatusTime } from "./heartbeat.styles";
import { HEARTBEAT } from "../permissions";
import { ListScreen, defineListScreen } from "../../../kit";

/** What a status time's mark says, if anything: stale, never reported, or in the future (a wrong clock). */
const markOf = (time: string | undefined, stale: boolean): "stale" | "never" | "ahead" | undefined =>
  stale ? (time ? "stale" : "never") : isAhead(time, Date.now()) ? "ahead" : undefined;

/** A status time in the spec's format, marked "Stale", "Never reported" or "In the future" when it is. */
function StatusTimeCell({ time, stale }: { time: string | undefined; stale: boolean }) {
  const { t } = useTranslation("weather");
  const mark = markOf(time, stale);
  return (
    <StatusTime>
      {time && <DateCell value={time} />}
      {mark && (
        <Badge
          tone="warning"
          density="compact"
          icon={<TriangleAlert size={12} aria-hidden />}
          title={
            mark === "ahead"
              ? t("heartbeat.aheadHint")
              : t("heartbeat.staleHint", { minutes: STALE_AFTER_MINUTES })
          }
        >
          {t(`heartbeat.${mark}`)}
        </Badge>
      )}
    </StatusTime>
  );
}

/** Search and CSV text of a status time: the shown date, and the mark's word where the cell shows one. */
const statusText = (t: TFunction, time: string | undefined, stale: boolean) => {
  const mark = markOf(time, stale);
  return [formatDateTime(time), mark ? t(`weather:heartbeat.${mark}`) : ""].filter(Boolean).join(" ");
};

/**
 * Heartbeat (platform.md "Other administration screens", "Heartbeat item"): one read-only row per property
 * with its bridge service and room control status times, stale ones marked, and its integrations as chips.
 * Staleness is judged at render time against STALE_AFTER_MINUTES; Refresh reloads and judges again.
 */
export const heartbeatScreen = defineListScreen<HeartbeatItem>({
  contract: bounds.HeartbeatItem,
  keyField: "propertyID",
  permissions: HEARTBEAT,
  csvFileName: "heartbeat.csv",
  columns: (t) => [
    {
      id: "propertyName",
      header: t("weather:heartbeat.property"),
      value: (item) => item.propertyName ?? item.propertyID,
      width: 140,
    },
    // The ID, the bridge's description and the room control switch wait in the column chooser: the status
    // columns fit the card beside the open menu at 1024 px (it was 1,594 px wide in 1,070 at 1440, issue 26).
    { id: "propertyID", header: t("weather:heartbeat.propertyId"), width: 100, hiddenByDefault: true },
    {
      id: "bridgeServiceProjectDescription",
      header: t("weather:heartbeat.bridge"),
      width: 260,
      hiddenByDefault: true,
    },
    {
      id: "bridgeServiceStatusTime",
      header: t("weather:heartbeat.bridgeStatus"),
      kind: "date",
      width: 170,
      cell: (item) => (
        <StatusTimeCell
          time={item.bridgeServiceStatusTime}
          stale={isStale(item.bridgeServiceStatusTime, Date.now())}
        />
      ),
      text: (item) =>
        statusText(t, item.bridgeServiceStatusTime, isStale(item.bridgeServiceStatusTime, Date.now())),
    },
    {
      id: "roomControlEnabled",
      header: t("weather:heartbeat.roomControlEnabled"),
      kind: "boolean",
      width: 130,
      hiddenByDefault: true,
    },
    {
      id: "roomControlStatusTime",
      header: t("weather:heartbeat.roomControlStatus"),
      kind: "date",
      width: 170,
      cell: (item) => (
        <StatusTimeCell time={item.roomControlStatusTime} stale={isRoomControlStale(item, Date.now())} />
      ),
      text: (item) => statusText(t, item.roomControlStatusTime, isRoomControlStale(item, Date.now())),
    },
    {
      id: "integrations",
      header: t("weather:heartbeat.integrations"),
      kind: "chips",
      value: activeIntegrations,
      text: (item) => activeIntegrations(item).join(", "),
      sortable: false,
      width: 120,
    },
  ],
  calls: {
    list: ({ client }) => client.GET("/api/cms/v3/property/heartbeat/index"),
  },
});

export default function HeartbeatScreen() {
  return <ListScreen definition={heartbeatScreen} />;
}
