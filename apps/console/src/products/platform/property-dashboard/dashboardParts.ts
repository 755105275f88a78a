import type { components } from "@cms/api";
import { satisfies } from "../../../access";
import type { Requirement } from "../../../access";
import { DIGITAL_KEY } from "../../digital-key/permissions";
import { DISPLAY } from "../../display/permissions";
import { GATEWAY, BULK_TICKETS } from "../../gateway/permissions";
import { GUEST_APP } from "../../guest-app/permissions";
import { STREAMING } from "../../streaming/permissions";
import { CHECKIN_ROOM_MANAGER } from "../../checkin-room-manager/permissions";
import { HEARTBEAT, LICENCES } from "../permissions";
import { renewalState } from "../licence/licences";

// The property dashboard's pure rules (issue 29): which parts a user sees and the figures each part shows.

type Schemas = components["schemas"];

/** The dashboard's parts, in the order they stand: the front desk's work first (staff@ sees it first). */
export const PART_NAMES = [
  "frontDesk",
  "gateway",
  "webCheckin",
  "streaming",
  "digitalKey",
  "display",
  "licences",
  "heartbeat",
] as const;
export type PartName = (typeof PART_NAMES)[number];

/** What opens a part: any one of its requirements (a part shows what the user may see of its product). */
export const PART_REQUIREMENTS: Record<PartName, Requirement[]> = {
  frontDesk: [CHECKIN_ROOM_MANAGER.list],
  gateway: [GATEWAY.dashboard, BULK_TICKETS.list],
  webCheckin: [{ anyPrefix: "oneapp.webcheckin." }],
  streaming: [STREAMING.devices],
  digitalKey: [DIGITAL_KEY.rooms],
  display: [DISPLAY.settings],
  licences: [LICENCES.list],
  heartbeat: [HEARTBEAT.list],
};

/** The parts the permissions allow, in the dashboard's order; never a part the user would be refused. */
export function visibleParts(permissions: ReadonlySet<string>): PartName[] {
  return PART_NAMES.filter((name) =>
    PART_REQUIREMENTS[name].some((requirement) => satisfies(permissions, requirement)),
  );
}

/** The parts that are a product of the property (licences and heartbeat are about the property itself). */
export const isProductPart = (name: PartName) => name !== "licences" && name !== "heartbeat";

/** The figures' permissions inside a part that shows with fewer (e.g. arrivals need the reservations). */
export const FIGURE_PERMISSIONS = {
  arrivals: GUEST_APP.reservations,
  sync: CHECKIN_ROOM_MANAGER.update,
  gatewayNow: GATEWAY.dashboard,
  ticketsToday: BULK_TICKETS.list,
  createTickets: BULK_TICKETS.create,
} as const;

/** `YYYY-MM-DD` of a moment in UTC: the day the statistics and the sandbox count in. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Today's arrivals among a day's reservations: those whose stay starts today. */
export function arrivalsOn(reservations: readonly Schemas["Reservation"][], day: string): number {
  return reservations.filter((reservation) => reservation.start === day).length;
}

/** Started and completed web check-ins among step counts: room selection starts it, check-in completes it. */
export function webCheckinCounts(items: readonly Schemas["WebcheckinStepCount"][]): {
  started: number;
  completed: number;
} {
  const sum = (step: Schemas["WebcheckinStepName"]) =>
    items.filter((item) => item.stepName === step).reduce((total, item) => total + item.count, 0);
  return { started: sum("roomSelection"), completed: sum("checkin") };
}

/** Access codes generated today: the ticket counts of the batches created today (UTC). */
export function ticketsCreatedOn(
  batches: readonly Schemas["GatewayBulkTicket"][],
  day: string,
): { tickets: number; batches: number } {
  const today = batches.filter((batch) => batch.createdAt?.slice(0, 10) === day);
  return {
    tickets: today.reduce((total, batch) => total + (batch.ticketCount ?? 0), 0),
    batches: today.length,
  };
}

/** Streaming devices online of all. */
export function devicesOnline(devices: readonly Schemas["StreamDevice"][]): {
  online: number;
  total: number;
} {
  return { online: devices.filter((device) => device.online === true).length, total: devices.length };
}

/** Lock rooms and their doors: each room's own door plus its other doors (lifts, spa, garage...). */
export function roomsAndDoors(rooms: readonly Schemas["SaltoRoom"][]): { rooms: number; doors: number } {
  return {
    rooms: rooms.length,
    doors: rooms.reduce((total, room) => total + 1 + (room.otherDoors?.length ?? 0), 0),
  };
}

/**
 * How much of the licence period is used, in percent (the UsageBar's scale): the period is the licence's auto
 * renew days (365 by default), so 30 days left of 365 is 91.8 %; an expired licence is 100 %, a licence that
 * ends beyond a full period 0 %. Without an end there is nothing to measure (undefined).
 */
export function licencePeriodUsed(
  validUntil: string | undefined,
  autoRenewDays: number | undefined,
  now: Date,
): number | undefined {
  const { state, daysLeft } = renewalState(validUntil, now);
  if (state === "unknown" || daysLeft === undefined) return undefined;
  if (state === "expired") return 100;
  const period = autoRenewDays && autoRenewDays > 0 ? autoRenewDays : 365;
  return Math.min(100, Math.max(0, ((period - daysLeft) / period) * 100));
}

export type DisplayState = "on" | "off";

/** `HH:mm` of a settings time (`1970-01-01T06:00:00Z` holds the wall-clock time 06:00). */
const clockOf = (value: unknown): string | undefined =>
  typeof value === "string" && /T\d{2}:\d{2}/.test(value) ? value.slice(11, 16) : undefined;

/**
 * The display's state now: on between its schedule's on and off time in the property's time zone (an off
 * time at or before the on time runs past midnight, 00:00 means midnight); without a schedule it is on.
 */
export function displayState(
  settings: Record<string, unknown>,
  now: Date,
  timeZone: string | undefined,
): { state: DisplayState; onTime?: string; offTime?: string; name?: string } {
  const onTime = clockOf(settings["schedule.onTime"]);
  const offTime = clockOf(settings["schedule.offTime"]);
  const name =
    typeof settings["general.displayName"] === "string" ? settings["general.displayName"] : undefined;
  if (!onTime || !offTime) return { state: "on", onTime, offTime, name };
  let local: string;
  try {
    local = new Intl.DateTimeFormat("en-GB", {
      timeZone: timeZone || "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(now);
  } catch {
    local = now.toISOString().slice(11, 16);
  }
  const on = onTime < offTime ? local >= onTime && local < offTime : local >= onTime || local < offTime;
  return { state: on ? "on" : "off", onTime, offTime, name };
}
