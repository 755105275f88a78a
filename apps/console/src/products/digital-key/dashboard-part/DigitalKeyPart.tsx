import type { components } from "@cms/api";
import { StatCard, StatCards } from "@cms/ui/charts";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, useQuery } from "../../../kit";
import { DashboardPartFrame, PartBody, STAT_CARD, notRun } from "../../../kit/dashboard";

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
  const title = t(`${NS}.title`);
  return (
    <DashboardPartFrame
      name="digitalKey"
      title={title}
      screen={["onekeyRoomList"]}
      links={links}
      hidden={notRun(rooms.error)}
    >
      <PartBody query={rooms} label={title} reserve={STAT_CARD}>
        {rooms.data && (
          <StatCards>
            <StatCard label={t(`${NS}.rooms`)} value={rooms.data.rooms} />
            <StatCard label={t(`${NS}.doors`)} value={rooms.data.doors} />
          </StatCards>
        )}
      </PartBody>
    </DashboardPartFrame>
  );
}
