import { Button, Notice, formatDateTime, isolateLtr } from "@cms/ui";
import { Activity, RefreshCcw } from "lucide-react";
import { useReducer } from "react";
import { useTranslation } from "react-i18next";
import type { PropertyScreenContext } from "../../../kit";
import { CHECKIN_ROOM_MANAGER } from "../permissions";
import { PMS_IDLE, pmsMessage, pmsReducer } from "./checkinGuests";
import { StatusLine } from "./PmsTools.styles";

/**
 * Ping and sync of the property's PMS interface (products.md sections 4 and 8), in the list's title bar: each
 * has its own status and starting one clears the other's outcome. Ping answers with the time the PMS answered;
 * sync only says that it started (the PMS delivers the guests later: refresh shows them).
 */
export function PmsTools({ context }: { context: PropertyScreenContext }) {
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
      dispatch(data ? { action: "sync", status: "success" } : failed("sync"));
    } catch {
      dispatch(failed("sync"));
    }
  };

  const message = pmsMessage(state);
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
      {message && (
        <StatusLine data-ui="PmsStatus">
          <Notice tone={message.tone}>
            {t(message.key, { time: isolateLtr(formatDateTime(state.pingedAt)) })}
          </Notice>
        </StatusLine>
      )}
    </>
  );
}

const failed = (action: "ping" | "sync") => ({ action, status: "failure" }) as const;
