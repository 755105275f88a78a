import { Button, Fact, Facts, FormattedDate, Note, formatDateTime, isolateLtr } from "@cms/ui";
import { StatCard, StatCards, presetChartRange } from "@cms/ui/charts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Activity, RefreshCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, dataOf, useQuery } from "../../../kit";
import {
  ARRIVALS_PERMISSIONS,
  DashboardPartFrame,
  PartActions,
  useArrivals,
  useWebCheckinCounts,
} from "../../../kit/dashboard";
import { changesOf, type SyncChanges } from "../guests/checkinGuests";
import { CHECKIN_ROOM_MANAGER } from "../permissions";

const NS = "checkin:dashboardPart";

interface SyncAnswer {
  /** When the sync ran (the PMS's time, or the moment it was started from here). */
  at: string;
  changes?: SyncChanges;
}

/**
 * The front desk's part of the property dashboard: today's arrivals and how many checked in online, the room
 * manager's last ping (asked once when the part shows) and last sync, with Ping and Sync (sync needs update,
 * as the contract guards it).
 */
export default function FrontDeskPart({ client, propertyId, permissions, links }: DashboardPartProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = { params: { path: { propertyId } } };
  const canArrivals = permissions.has(ARRIVALS_PERMISSIONS.reservations);
  const canSync = permissions.has(CHECKIN_ROOM_MANAGER.update);
  const [today] = useState(() => presetChartRange("1d"));
  const day = today.from.slice(0, 10);

  const arrivals = useArrivals({ client, propertyId, permissions }, day);
  const online = useWebCheckinCounts(client, propertyId, today);
  const ping = useQuery(
    contractQueries(client).queryOptions("get", "/api/cms/v3/{propertyId}/guest/ping", path, {
      retry: false,
    }),
  );
  // This session's last sync: its answer (what changed, when), kept while the dashboard's data is.
  const syncKey = ["checkinRoomManager", "lastSync", propertyId];
  const synced = useQuery<SyncAnswer | null>({ queryKey: syncKey, queryFn: () => null, staleTime: Infinity });
  const sync = useMutation({
    mutationFn: async (): Promise<SyncAnswer> => {
      const answer = dataOf(await client.GET("/api/cms/v3/{propertyId}/guest/sync", path));
      return { at: answer.lastSync ?? new Date().toISOString(), changes: changesOf(answer) };
    },
    onSuccess: (answer) => queryClient.setQueryData(syncKey, answer),
  });
  // The PMS interface's own last sync (the ping says it), unless this session synced since.
  const lastSync = synced.data?.at ?? ping.data?.lastSync;

  return (
    <DashboardPartFrame
      name="frontDesk"
      title={t(`${NS}.title`)}
      screen={["checkinRoomManager", "oneappReservations"]}
      links={links}
    >
      <StatCards>
        {canArrivals && (
          <StatCard
            label={t(`${NS}.arrivals`)}
            value={arrivals.data}
            pending={arrivals.isPending}
            failed={arrivals.isError}
          />
        )}
        <StatCard
          label={t(`${NS}.checkedInOnline`)}
          value={online.data?.completed}
          pending={online.isPending}
          failed={online.isError}
        />
      </StatCards>
      <Facts data-testid="room-manager">
        <Fact
          label={t(`${NS}.lastPing`)}
          data-testid="last-ping"
          data-state={ping.isFetching ? "fetching" : ping.isError ? "failure" : "success"}
        >
          {ping.isPending || ping.isFetching ? (
            t(`${NS}.asking`)
          ) : ping.isError ? (
            t("checkin:pms.pingFailure")
          ) : (
            <FormattedDate value={ping.data?.timestamp} />
          )}
        </Fact>
        <Fact
          label={t(`${NS}.lastSync`)}
          data-testid="last-sync"
          data-state={sync.isPending ? "fetching" : sync.isError ? "failure" : "idle"}
        >
          {sync.isPending ? (
            t(`${NS}.asking`)
          ) : sync.isError ? (
            t("checkin:pms.syncFailure")
          ) : synced.data && !synced.data.changes ? (
            // A PMS that only starts the sync: when it was started from here.
            t(`${NS}.syncStarted`, { time: isolateLtr(formatDateTime(synced.data.at)) })
          ) : lastSync ? (
            <>
              <FormattedDate value={lastSync} />
              {synced.data?.changes && <Note>{t("checkin:pms.changes", { ...synced.data.changes })}</Note>}
            </>
          ) : ping.isPending ? (
            t(`${NS}.asking`)
          ) : (
            t(`${NS}.neverSynced`)
          )}
        </Fact>
      </Facts>
      <PartActions>
        <Button
          variant="outline"
          icon={<Activity size={16} aria-hidden />}
          isPending={ping.isFetching}
          onPress={() => void ping.refetch()}
        >
          {t("checkin:pms.ping")}
        </Button>
        {canSync && (
          <Button
            variant="outline"
            icon={<RefreshCcw size={16} aria-hidden />}
            isPending={sync.isPending}
            onPress={() => sync.mutate()}
          >
            {t("checkin:pms.sync")}
          </Button>
        )}
      </PartActions>
    </DashboardPartFrame>
  );
}
