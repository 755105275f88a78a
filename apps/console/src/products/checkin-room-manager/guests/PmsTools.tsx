import { Button, Note, Notice, formatDateTime, isolateLtr } from "@cms/ui";
import { Activity, RefreshCcw } from "lucide-react";
import { useReducer } from "react";
import { useTranslation } from "react-i18next";
import type { ListAbout, PropertyScreenContext } from "../../../kit";
import { CHECKIN_ROOM_MANAGER } from "../permissions";
import { PMS_IDLE, changesOf, pmsMessage, pmsReducer } from "./checkinGuests";
import { StatusLine } from "./PmsTools.styles";

/**
 * Ping and sync of the property's PMS interface (products.md sections 4 and 8), in the list's title bar: each
 * has its own status and starting one clears the other's outcome. Ping answers with the time the PMS answered;
 * sync says that it started, or what it changed where the PMS ran it before answering, and the list loads
 * again. Under them, always, where the list comes from: the PMS and its last sync.
 */
export function PmsTools({ context, list }: { context: PropertyScreenContext; list: ListAbout }) {
  const { t } = useTranslation("checkin");
  const [state, dispatch] = useReducer(pmsReducer, PMS_IDLE);
  const { client, propertyId, permissions } = context;
  const path = { params: { path: { propertyId } } };
  // The contract guards sync with update: a read-only user sees ping alone.
  const canSync = permissions?.has(CHECKIN_ROOM_MANAGER.update) ?? true;

  const ping = async () => {
    dispatch({ action: "ping", status: "fetching" });
    try {
      const { data } = await client.GET("/api/cms/v3/{propertyId}/guest/ping", path);
      dispatch(data ? { action: "ping", status: "success", timestamp: data.timestamp } : failed("ping"));
    } catch {
      dispatch(failed("ping"));
    }
  };

  const sync = async () => {
    dispatch({ action: "sync", status: "fetching" });
    try {
      const { data } = await client.GET("/api/cms/v3/{propertyId}/guest/sync", path);
      if (!data) return dispatch(failed("sync"));
      dispatch({ action: "sync", status: "success", changes: changesOf(data) });
      // The list shows what the PMS delivered (and the new last sync) at once, not at the next refresh.
      list.reload();
    } catch {
      dispatch(failed("sync"));
    }
  };

  const message = pmsMessage(state);
  const { pms, lastSync } = (list.about ?? {}) as { pms?: string; lastSync?: string };
  const time = lastSync && isolateLtr(formatDateTime(lastSync));
  const source = pms
    ? t(time ? "pms.source" : "pms.sourceNoSync", { pms, time })
    : time
      ? t("pms.lastSync", { time })
      : undefined;
  return (
    <>
      <Button
        variant="outline"
        icon={<Activity size={16} aria-hidden />}
        isPending={state.ping === "fetching"}
        onPress={() => void ping()}
      >
        {t("pms.ping")}
      </Button>
      {canSync && (
        <Button
          variant="outline"
          icon={<RefreshCcw size={16} aria-hidden />}
          isPending={state.sync === "fetching"}
          onPress={() => void sync()}
        >
          {t("pms.sync")}
        </Button>
      )}
      <StatusLine data-ui="PmsStatus">
        {/* Its line is kept while the list loads: the table does not move when the text comes. */}
        <Note data-testid="room-manager-source">{source}</Note>
        {message && (
          <Notice tone={message.tone}>
            {t(message.key, {
              time: isolateLtr(formatDateTime(state.pingedAt)),
              ...state.changes,
            })}
          </Notice>
        )}
      </StatusLine>
    </>
  );
}

const failed = (action: "ping" | "sync") => ({ action, status: "failure" }) as const;
