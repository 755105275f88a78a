import type { components } from "@cms/api";
import { StatCard, StatCards } from "@cms/ui/charts";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, useQuery } from "../../../kit";
import { QueryPart, STAT_CARD } from "../../../kit/dashboard";

const NS = "digitalKey:dashboardPart";

/** Lock rooms and their doors: each room's own door plus its other doors (lifts, spa, garage...). */
export function roomsAndDoors(rooms: readonly components["schemas"]["SaltoRoom"][]): {
  rooms: number;
  doors: number;
} {
  return {
    rooms: rooms.length,
    doors: rooms.reduce((total, room) => total + 1 + (room.otherDoors?.length ?? 0), 0),
  };
}

/** The digital key's part of the property dashboard: the lock system's rooms and doors. */
export default function DigitalKeyPart({ client, propertyId, links }: DashboardPartProps) {
  const { t } = useTranslation();
  const rooms = useQuery(
    contractQueries(client).queryOptions(
      "get",
      "/api/cms/v3/{propertyId}/onekey/salto-rooms/index",
      { params: { path: { propertyId } } },
      { select: (data) => roomsAndDoors(data.items) },
    ),
  );
  return (
    <QueryPart
      name="digitalKey"
      title={t(`${NS}.title`)}
      screen={["onekeyRoomList"]}
      links={links}
      query={rooms}
      reserve={STAT_CARD}
    >
      {(data) => (
        <StatCards>
          <StatCard label={t(`${NS}.rooms`)} value={data.rooms} />
          <StatCard label={t(`${NS}.doors`)} value={data.doors} />
        </StatCards>
      )}
    </QueryPart>
  );
}
