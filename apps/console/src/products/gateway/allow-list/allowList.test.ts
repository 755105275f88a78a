import { describe, expect, it } from "vitest";
import type { AllowListRow } from "./allowList";
import { normalizeMacs } from "../../../kit/content";
import { ticketOptions, toEntry, toInstant, toRows } from "./allowList";

const tickets = [
  {
    id: "661d00001001000000000005",
    expireInHours: 720,
    i18n: [
      { language: "de", title: "Mitarbeitergeräte" },
      { language: "en", title: "Staff devices" },
    ],
  },
  { id: "661d00001001000000000001", expireInHours: 24, i18n: [{ language: "de", title: "Gratis-WLAN" }] },
];

describe("MAC addresses", () => {
  it("writes one or several as the contract does: upper case, comma and space between", () => {
    expect(normalizeMacs(" 5c:e9:1e:cf:ae:cf ")).toBe("5C:E9:1E:CF:AE:CF");
    expect(normalizeMacs("3c:22:fb:e4:30:ad,5C:E9:1E:44:C0:77 ,")).toBe(
      "3C:22:FB:E4:30:AD, 5C:E9:1E:44:C0:77",
    );
  });
});

describe("expiry", () => {
  it("turns the picker's local time into an instant and keeps one that has its zone", () => {
    expect(toInstant("2026-12-31T23:59:00")).toBe(new Date("2026-12-31T23:59:00").toISOString());
    expect(toInstant("2027-01-03T23:59:00.000Z")).toBe("2027-01-03T23:59:00.000Z");
    expect(toInstant("2027-01-03T23:59:00+01:00")).toBe("2027-01-03T23:59:00+01:00");
  });
});

describe("tickets", () => {
  it("offers each ticket by its English title, else its first", () => {
    expect(ticketOptions(tickets)).toEqual([
      { id: "661d00001001000000000005", label: "Staff devices" },
      { id: "661d00001001000000000001", label: "Gratis-WLAN" },
    ]);
  });

  it("shows each entry's ticket by title, and an unknown ticket by its id", () => {
    const rows = toRows(
      [
        { id: "a", mac: "5C:E9:1E:CF:AE:CF", ticketId: "661d00001001000000000005" },
        { id: "b", mac: "40:4E:36:8F:D0:B1", ticketId: "gone" },
        { id: "c", mac: "A4:83:E7:02:88:F3" },
      ],
      tickets,
    );
    expect(rows.map((row) => row.ticketTitle)).toEqual(["Staff devices", "gone", undefined]);
  });
});

describe("the entry the contract takes", () => {
  it("drops the looked-up title and the dialog's nulls, trims, writes MACs and the expiry, enabled off if untouched", () => {
    const saved = {
      device: " Lobby printer ",
      mac: "5c:e9:1e:cf:ae:cf",
      enabled: null,
      expireAt: "2027-01-03T23:59:00.000Z",
      ticketId: "661d00001001000000000005",
      ticketTitle: "Staff devices",
    } as unknown as AllowListRow;
    expect(toEntry(saved)).toEqual({
      device: "Lobby printer",
      mac: "5C:E9:1E:CF:AE:CF",
      enabled: false,
      expireAt: "2027-01-03T23:59:00.000Z",
      ticketId: "661d00001001000000000005",
    });
  });

  it("keeps the id and an enabled entry; no expiry and no ticket stay out", () => {
    const row = { id: "661e00001001000000000001", mac: "5C:E9:1E:CF:AE:CF", enabled: true, expireAt: null };
    expect(toEntry(row as unknown as AllowListRow)).toEqual({
      id: "661e00001001000000000001",
      mac: "5C:E9:1E:CF:AE:CF",
      enabled: true,
    });
  });
});
