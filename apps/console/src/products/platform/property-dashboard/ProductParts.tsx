import type { CmsClient } from "@cms/api";
import { isCmsApiError } from "@cms/api";
import { Button, FormattedDate, QueryState, formatDateTime, isolateLtr } from "@cms/ui";
import { StatCard, StatCards } from "@cms/ui/charts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Activity, Plus, RefreshCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { presetChartRange } from "@cms/ui/charts";
import { Badge } from "../licence/licence.styles";
import { HeadingRow } from "../../../kit/screen.styles";
import { CallError, dataOf } from "../../../kit";
import { GatewayNowCards, useGatewayNow } from "../../gateway/dashboard/GatewayNow";
import { DEFAULT_PMS } from "../../guest-app/reservations/reservations";
import { GUEST_APP } from "../../guest-app/permissions";
import type { PartName } from "./dashboardParts";
import {
  FIGURE_PERMISSIONS,
  arrivalsOn,
  devicesOnline,
  displayState,
  roomsAndDoors,
  ticketsCreatedOn,
  utcDay,
  webCheckinCounts,
} from "./dashboardParts";
import { Funnel, Part, PartActions, PartLink, PartStatus } from "./dashboard.styles";

const NS = "propertyDashboard";

/** What every product part is given: where it is, who looks, and the links to the screens the user may open. */
export interface PartProps {
  client: CmsClient;
  propertyId: string;
  permissions: ReadonlySet<string>;
  /** The href of each screen (by route name) the user may open at this property. */
  links: ReadonlyMap<string, string>;
  timeZone?: string;
}

/** The property does not run the product: the server knows nothing of it there. */
const notRun = (error: unknown) => error instanceof CallError && error.status === 404;

const queryFailure = (query: { isError: boolean; error: unknown; refetch: () => unknown }) => ({
  failed: query.isError && !isCmsApiError(query.error, "forbidden"),
  failureMessage: query.error instanceof Error ? query.error.message : "",
  onRetry: () => void query.refetch(),
});

/**
 * A titled part of the dashboard with a link to its product's screen (when the user may open it). Its body
 * loads on its own; `hidden` (the product is not run here) leaves the part out.
 */
function LivePart({
  name,
  title,
  screen,
  links,
  hidden,
  children,
}: {
  name: PartName;
  title: string;
  /** The route name of the screen the part leads to; the first the user may open is linked. */
  screen: readonly string[];
  links: ReadonlyMap<string, string>;
  hidden?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const target = screen.find((route) => links.has(route));
  if (hidden) return null;
  return (
    <Part aria-labelledby={headingId} data-part={name}>
      <HeadingRow>
        <h2 id={headingId}>{title}</h2>
        {target && <PartLink to={links.get(target)!}>{t(`routes.${target}`)}</PartLink>}
      </HeadingRow>
      {children}
    </Part>
  );
}

// What a part's content takes once loaded (measured in the browser, English, 1280 px wide), held while it loads.
/** A row of stat cards: label and number. */
const STAT_CARD = "93px";
/** A row of stat cards with a hint line under the number. */
const STAT_CARD_WITH_HINT = "116px";
/** The display's name, state and schedule. */
const DISPLAY_FACTS = "84px";

/**
 * A part's one-call body: the loading bar, the failure with Retry, else the content. `reserve` is the content's
 * height once loaded, held while loading or failed, so the parts below stay put when it comes.
 */
function PartBody({
  query,
  label,
  reserve,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  label: string;
  reserve?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      pending={query.isPending}
      loadingLabel={t(`${NS}:loading`, { part: label })}
      {...queryFailure(query)}
      failureTitle={t(`${NS}:failed`, { part: label })}
      retryLabel={t("licence:retry")}
      reserve={reserve}
    >
      {children}
    </QueryState>
  );
}

/**
 * Today's arrivals from the PMS (with the reservations permission), through the PMS the guest app is set to
 * where the settings may be read, else the reservations screen's default. The front-desk and web check-in
 * parts share the one call.
 */
function useArrivals(
  { client, propertyId, permissions }: Pick<PartProps, "client" | "propertyId" | "permissions">,
  day: string,
) {
  return useQuery({
    enabled: permissions.has(FIGURE_PERMISSIONS.arrivals),
    queryKey: [NS, "arrivals", propertyId, day],
    queryFn: async () => {
      const settings = permissions.has(GUEST_APP.settings)
        ? (await client.GET("/api/cms/v3/{propertyId}/oneapp/settings", { params: { path: { propertyId } } }))
            .data
        : undefined;
      const pms = settings?.webcheckin?.pmsAccessInfo?.configuredPms || DEFAULT_PMS;
      const data = dataOf(
        await client.GET("/api/cms/v3/{propertyId}/oneapp/webcheckin/{pms}/reservations/index", {
          params: { path: { propertyId, pms }, query: { date: day } },
        }),
      );
      return arrivalsOn(data.reservations.reservationList, day);
    },
  });
}

/** Today's web check-ins started and completed; the front-desk and web check-in parts share the one call. */
function useWebCheckinCounts(client: CmsClient, propertyId: string, today: { from: string; to: string }) {
  return useQuery({
    queryKey: [NS, "webCheckin", propertyId, today.from],
    queryFn: async () =>
      webCheckinCounts(
        dataOf(
          await client.GET("/api/cms/v3/{propertyId}/oneapp/statistics/webcheckinsteps", {
            params: { path: { propertyId }, query: { dateFrom: today.from, dateTo: today.to } },
          }),
        ).items,
      ),
  });
}

/**
 * The front desk: today's arrivals and how many checked in online, the room manager's last ping (asked once
 * when the part shows) and last sync, with Ping and Sync (sync needs update, as the contract guards it).
 */
export function FrontDeskPart({ client, propertyId, permissions, links }: PartProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = { params: { path: { propertyId } } };
  const canArrivals = permissions.has(FIGURE_PERMISSIONS.arrivals);
  const canSync = permissions.has(FIGURE_PERMISSIONS.sync);
  const [today] = useState(() => presetChartRange("1d"));
  const day = today.from.slice(0, 10);

  const arrivals = useArrivals({ client, propertyId, permissions }, day);
  const online = useWebCheckinCounts(client, propertyId, today);
  const ping = useQuery({
    queryKey: [NS, "ping", propertyId],
    retry: false,
    queryFn: async () => dataOf(await client.GET("/api/cms/v3/{propertyId}/guest/ping", path)).timestamp,
  });
  const syncKey = [NS, "lastSync", propertyId];
  const lastSync = useQuery<string | null>({ queryKey: syncKey, queryFn: () => null, staleTime: Infinity });
  const sync = useMutation({
    mutationFn: async () => {
      dataOf(await client.GET("/api/cms/v3/{propertyId}/guest/sync", path));
      return new Date().toISOString();
    },
    onSuccess: (time) => queryClient.setQueryData(syncKey, time),
  });

  const title = t(`${NS}:frontDesk.title`);
  return (
    <LivePart
      name="frontDesk"
      title={title}
      screen={["checkinRoomManager", "oneappReservations"]}
      links={links}
    >
      <StatCards>
        {canArrivals && (
          <StatCard
            label={t(`${NS}:frontDesk.arrivals`)}
            value={arrivals.data}
            pending={arrivals.isPending}
            failed={arrivals.isError}
          />
        )}
        <StatCard
          label={t(`${NS}:frontDesk.checkedInOnline`)}
          value={online.data?.completed}
          pending={online.isPending}
          failed={online.isError}
        />
      </StatCards>
      <PartStatus data-testid="room-manager">
        <dt>{t(`${NS}:frontDesk.lastPing`)}</dt>
        <dd
          data-testid="last-ping"
          data-state={ping.isFetching ? "fetching" : ping.isError ? "failure" : "success"}
        >
          {ping.isPending || ping.isFetching ? (
            t(`${NS}:frontDesk.asking`)
          ) : ping.isError ? (
            t("checkin:pms.pingFailure")
          ) : (
            <FormattedDate value={ping.data} />
          )}
        </dd>
        <dt>{t(`${NS}:frontDesk.lastSync`)}</dt>
        <dd
          data-testid="last-sync"
          data-state={sync.isPending ? "fetching" : sync.isError ? "failure" : "idle"}
        >
          {sync.isPending
            ? t(`${NS}:frontDesk.asking`)
            : sync.isError
              ? t("checkin:pms.syncFailure")
              : lastSync.data
                ? t(`${NS}:frontDesk.syncStarted`, { time: isolateLtr(formatDateTime(lastSync.data)) })
                : t(`${NS}:frontDesk.notThisSession`)}
        </dd>
      </PartStatus>
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
    </LivePart>
  );
}

/**
 * The gateway: bandwidth and sessions now (refreshing every 30 s while the page is visible, with the
 * dashboard permission), the access codes created today (voucher batches) and a button to create some.
 */
export function GatewayPart({ client, propertyId, permissions, links }: PartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = { params: { path: { propertyId } } };
  const canNow = permissions.has(FIGURE_PERMISSIONS.gatewayNow);
  const canTickets = permissions.has(FIGURE_PERMISSIONS.ticketsToday);
  const canCreate = permissions.has(FIGURE_PERMISSIONS.createTickets) && links.has("onespeedBulkTickets");
  const [day] = useState(() => utcDay(new Date()));

  const now = useGatewayNow(client, propertyId, canNow);
  const tickets = useQuery({
    enabled: canTickets,
    queryKey: [NS, "ticketsToday", propertyId, day],
    queryFn: async () =>
      ticketsCreatedOn(
        dataOf(await client.GET("/api/cms/v3/{propertyId}/onespeed/bulkticket/index", path)).items,
        day,
      ),
  });

  return (
    <LivePart
      name="gateway"
      title={t(`${NS}:gateway.title`)}
      screen={["onespeedDashboard", "onespeedBulkTickets", "onespeedMonitoring"]}
      links={links}
      hidden={notRun(now.bandwidth.error) || notRun(tickets.error)}
    >
      <StatCards>
        {canNow && <GatewayNowCards now={now} />}
        {canTickets && (
          <StatCard
            label={t(`${NS}:gateway.ticketsToday`)}
            value={tickets.data?.tickets}
            hint={tickets.data && t(`${NS}:gateway.batchesToday`, { count: tickets.data.batches })}
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
            onPress={() => void navigate(links.get("onespeedBulkTickets")!)}
          >
            {t(`${NS}:gateway.newTickets`)}
          </Button>
        </PartActions>
      )}
    </LivePart>
  );
}

/** Web check-in: today's funnel in one line, arrivals (with the reservations permission) → started → completed. */
export function WebCheckinPart({ client, propertyId, permissions, links }: PartProps) {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => presetChartRange("1d"));
  const day = today.from.slice(0, 10);
  const canArrivals = permissions.has(FIGURE_PERMISSIONS.arrivals);
  const steps = useWebCheckinCounts(client, propertyId, today);
  // The same arrivals as the front-desk part: one call for both (same query key).
  const arrivals = useArrivals({ client, propertyId, permissions }, day);
  const number = new Intl.NumberFormat(i18n.language);
  const title = t(`${NS}:webCheckin.title`);
  const stages = [
    ...(canArrivals && arrivals.data !== undefined ? [["arrivals", arrivals.data] as const] : []),
    ["started", steps.data?.started ?? 0] as const,
    ["completed", steps.data?.completed ?? 0] as const,
  ];
  return (
    <LivePart
      name="webCheckin"
      title={title}
      screen={["oneappWebcheckinDashboard", "oneappReservations"]}
      links={links}
      hidden={notRun(steps.error)}
    >
      <PartBody query={steps} label={title}>
        <Funnel aria-label={t(`${NS}:webCheckin.funnel`)} data-testid="funnel">
          {stages.map(([stage, value]) => (
            <li key={stage} data-stage={stage}>
              {t(`${NS}:webCheckin.${stage}`)} <strong>{number.format(value)}</strong>
            </li>
          ))}
        </Funnel>
      </PartBody>
    </LivePart>
  );
}

/** Streaming: devices online of all. */
export function StreamingPart({ client, propertyId, links }: PartProps) {
  const { t } = useTranslation();
  const devices = useQuery({
    queryKey: [NS, "streamDevices", propertyId],
    queryFn: async () =>
      devicesOnline(
        dataOf(
          await client.GET("/api/cms/v3/{propertyId}/onestream/device/index", {
            params: { path: { propertyId } },
          }),
        ).items,
      ),
  });
  const title = t(`${NS}:streaming.title`);
  return (
    <LivePart
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
              label={t(`${NS}:streaming.online`)}
              value={devices.data.online}
              hint={t(`${NS}:streaming.ofTotal`, { total: devices.data.total })}
            />
          </StatCards>
        )}
      </PartBody>
    </LivePart>
  );
}

/** Digital key: the lock system's rooms and doors. */
export function DigitalKeyPart({ client, propertyId, links }: PartProps) {
  const { t } = useTranslation();
  const rooms = useQuery({
    queryKey: [NS, "saltoRooms", propertyId],
    queryFn: async () =>
      roomsAndDoors(
        dataOf(
          await client.GET("/api/cms/v3/{propertyId}/onekey/salto-rooms/index", {
            params: { path: { propertyId } },
          }),
        ).items,
      ),
  });
  const title = t(`${NS}:digitalKey.title`);
  return (
    <LivePart
      name="digitalKey"
      title={title}
      screen={["onekeyRoomList"]}
      links={links}
      hidden={notRun(rooms.error)}
    >
      <PartBody query={rooms} label={title} reserve={STAT_CARD}>
        {rooms.data && (
          <StatCards>
            <StatCard label={t(`${NS}:digitalKey.rooms`)} value={rooms.data.rooms} />
            <StatCard label={t(`${NS}:digitalKey.doors`)} value={rooms.data.doors} />
          </StatCards>
        )}
      </PartBody>
    </LivePart>
  );
}

/** Display: its name and whether its schedule has it on now, in the property's time zone. */
export function DisplayPart({ client, propertyId, links, timeZone }: PartProps) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: [NS, "display", propertyId],
    queryFn: async () =>
      dataOf(
        await client.GET("/api/cms/v3/{propertyId}/onesquare/settings", { params: { path: { propertyId } } }),
      ) as Record<string, unknown>,
  });
  const title = t(`${NS}:display.title`);
  const state = settings.data && displayState(settings.data, new Date(), timeZone);
  return (
    <LivePart
      name="display"
      title={title}
      screen={["onesquareSettings"]}
      links={links}
      hidden={notRun(settings.error)}
    >
      <PartBody query={settings} label={title} reserve={DISPLAY_FACTS}>
        {state && (
          <PartStatus>
            {state.name && (
              <>
                <dt>{t(`${NS}:display.name`)}</dt>
                <dd>{state.name}</dd>
              </>
            )}
            <dt>{t(`${NS}:display.state`)}</dt>
            <dd data-testid="display-state" data-state={state.state}>
              <Badge $tone={state.state === "on" ? "success" : "neutral"}>
                {t(`${NS}:display.${state.state}`)}
              </Badge>
            </dd>
            {state.onTime && state.offTime && (
              <>
                <dt>{t(`${NS}:display.schedule`)}</dt>
                <dd>
                  <span dir="ltr">
                    {state.onTime}–{state.offTime}
                  </span>
                </dd>
              </>
            )}
          </PartStatus>
        )}
      </PartBody>
    </LivePart>
  );
}
