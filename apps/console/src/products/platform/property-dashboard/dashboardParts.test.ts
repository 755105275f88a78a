import { describe, expect, it } from "vitest";
import {
  arrivalsOn,
  devicesOnline,
  displayState,
  licencePeriodUsed,
  roomsAndDoors,
  ticketsCreatedOn,
  visibleParts,
  webCheckinCounts,
} from "./dashboardParts";

const NOW = new Date("2026-11-20T10:00:00.000Z");

describe("visibleParts", () => {
  it("shows the front desk only what its permissions open, front desk first", () => {
    const staff = new Set([
      "property.checkinRoomManager.list",
      "onespeed.bulkTickets.list",
      "oneapp.webcheckin.por_report",
      "oneapp.reservations.list",
    ]);
    expect(visibleParts(staff)).toEqual(["frontDesk", "gateway", "webCheckin"]);
  });

  it("shows the gateway with the dashboard permission alone, and nothing without any permission", () => {
    expect(visibleParts(new Set(["onespeed.stats.dashboard"]))).toEqual(["gateway"]);
    expect(visibleParts(new Set())).toEqual([]);
  });

  it("shows every part to a user with every permission, licences and heartbeat last", () => {
    const all = new Set([
      "property.checkinRoomManager.list",
      "onespeed.stats.dashboard",
      "oneapp.webcheckin.upsells.list",
      "onestream.devices.list",
      "onekey.salto-rooms.get",
      "onesquare.settings.get",
      "property.settings.license.list",
      "admin.heartbeat.list",
    ]);
    expect(visibleParts(all)).toEqual([
      "frontDesk",
      "gateway",
      "webCheckin",
      "streaming",
      "digitalKey",
      "display",
      "licences",
      "heartbeat",
    ]);
  });
});

describe("figures", () => {
  it("counts today's arrivals, not the guests staying on", () => {
    expect(
      arrivalsOn(
        [
          { reservationNumber: "1", start: "2026-11-20" },
          { reservationNumber: "2", start: "2026-11-18" },
          { reservationNumber: "3", start: "2026-11-20" },
        ],
        "2026-11-20",
      ),
    ).toBe(2);
  });

  it("sums started and completed web check-ins over devices and channels", () => {
    expect(
      webCheckinCounts([
        { stepName: "roomSelection", device: "ios", channel: "web", count: 4 },
        { stepName: "roomSelection", device: "pc", channel: "iframe", count: 3 },
        { stepName: "checkin", device: "ios", channel: "web", count: 2 },
        { stepName: "upsells", device: "ios", channel: "web", count: 9 },
      ] as never),
    ).toEqual({ started: 7, completed: 2 });
  });

  it("counts the access codes of the batches created today", () => {
    expect(
      ticketsCreatedOn(
        [
          { name: "Conference", ticketCount: 20, createdAt: "2026-11-20T08:12:00.000Z" },
          { name: "Tour", ticketCount: 5, createdAt: "2026-11-20T09:40:00.000Z" },
          { name: "Old", ticketCount: 50, createdAt: "2026-11-19T23:59:00.000Z" },
          { name: "Unknown", ticketCount: 7 },
        ] as never,
        "2026-11-20",
      ),
    ).toEqual({ tickets: 25, batches: 2 });
  });

  it("counts devices online of all, and rooms with their doors", () => {
    expect(
      devicesOnline([
        { name: "a", mac: "", ip: "", online: true },
        { name: "b", mac: "", ip: "", online: false },
        { name: "c", mac: "", ip: "" },
      ]),
    ).toEqual({ online: 1, total: 3 });
    expect(
      roomsAndDoors([
        { roomNumber: "101", otherDoors: [{ roomNumber: "101" }, { roomNumber: "101" }] as never },
        { roomNumber: "102" },
      ]),
    ).toEqual({ rooms: 2, doors: 4 });
  });
});

describe("licencePeriodUsed", () => {
  it("measures the used part of the renew period, so the UsageBar colours it", () => {
    // 9 days left of 365: 97.5 % used (orange); 200 left: 45.2 % (green).
    expect(licencePeriodUsed("2026-11-29T23:59:00.000Z", 365, NOW)).toBeCloseTo(97.53, 1);
    expect(licencePeriodUsed("2027-06-08T23:59:00.000Z", 365, NOW)).toBeCloseTo(45.2, 1);
    // 20 days left of 180: 88.9 % (yellow).
    expect(licencePeriodUsed("2026-12-10T23:59:00.000Z", 180, NOW)).toBeCloseTo(88.9, 1);
  });

  it("is 100 % once expired, 0 % beyond a full period, and undefined without an end", () => {
    expect(licencePeriodUsed("2026-11-15T23:59:00.000Z", 365, NOW)).toBe(100);
    expect(licencePeriodUsed("2028-11-15T23:59:00.000Z", 365, NOW)).toBe(0);
    expect(licencePeriodUsed(undefined, 365, NOW)).toBeUndefined();
  });
});

describe("displayState", () => {
  const schedule = (on: string, off: string) => ({
    "general.displayName": "Lobby display",
    "schedule.onTime": `1970-01-01T${on}:00Z`,
    "schedule.offTime": `1970-01-01T${off}:00Z`,
  });

  it("is on within the schedule in the property's time zone", () => {
    // 10:00 UTC is 11:00 in Vienna.
    expect(displayState(schedule("06:00", "23:00"), NOW, "Europe/Vienna")).toEqual({
      state: "on",
      onTime: "06:00",
      offTime: "23:00",
      name: "Lobby display",
    });
    expect(displayState(schedule("12:00", "23:00"), NOW, "Europe/Vienna").state).toBe("off");
    expect(displayState(schedule("10:30", "23:00"), NOW, "UTC").state).toBe("off");
  });

  it("runs past midnight when the off time is at or before the on time", () => {
    expect(displayState(schedule("06:00", "00:00"), NOW, "Europe/Vienna").state).toBe("on");
    expect(displayState(schedule("18:00", "02:00"), NOW, "UTC").state).toBe("off");
    expect(displayState(schedule("18:00", "02:00"), new Date("2026-11-20T01:00:00Z"), "UTC").state).toBe(
      "on",
    );
  });

  it("is on without a schedule", () => {
    expect(displayState({}, NOW, "UTC").state).toBe("on");
  });
});
