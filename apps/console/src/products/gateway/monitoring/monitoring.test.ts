import type { ListQuery } from "@cms/ui";
import { describe, expect, it } from "vitest";
import { PROFILE_OVERRIDES } from "../permissions";
import type { GatewayProfile } from "./monitoring";
import {
  FILTER_CONNECTED,
  FILTER_KINDS,
  formatBytes,
  formatDuration,
  formatSessionDate,
  guestName,
  hasAccessCode,
  kindOf,
  profileCsv,
  ticketOptions,
  toCsvQuery,
  toProfileBody,
  toProfileForm,
  toProfileQuery,
} from "./monitoring";

const query = (over: Partial<ListQuery> = {}): ListQuery => ({
  page: 1,
  limit: 50,
  search: "",
  sortDesc: false,
  filters: {},
  ...over,
});

const guest: GatewayProfile = {
  _id: "662100001001000000000013",
  identity: { room: "302", firstName: "Gabriel", lastName: "Grothaus", macs: ["A4:83:E7:84:A9:33"] },
  devices: [
    { mac: "A4:83:E7:84:A9:33", ip: "10.10.0.124", online: true, connected: true, download: 10, upload: 2 },
    { mac: "40:4E:36:03:34:80", online: false, connected: false },
  ],
  ticket: { ticketId: "t2", maxDevices: 3, dataLimitInMb: 5120, valid: true, ciscoGuestRole: "guest" },
  usedData: { dataTxRX: 120.5 },
  createdAt: "2026-11-20T07:11:00.000Z",
};

describe("the profile list's query", () => {
  it("asks for a page of 50 with the search, sort, kinds and connection the screen set", () => {
    expect(
      toProfileQuery(
        query({
          page: 3,
          search: "  Grothaus ",
          sortBy: "identity.room",
          sortDesc: true,
          filters: { [FILTER_KINDS]: "room,accessCode", [FILTER_CONNECTED]: "connected" },
        }),
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      search: "Grothaus",
      sortBy: "identity.room",
      sortDesc: true,
      showRooms: true,
      showAccessCodes: true,
      connected: "connected",
    });
  });

  it("sends no kind flag when none is ticked (every kind), nor the connection when both are shown", () => {
    expect(toProfileQuery(query({ filters: { [FILTER_CONNECTED]: "both" } }))).toEqual({
      page: 1,
      limit: 50,
    });
    expect(toProfileQuery(query({ limit: -1 })).limit).toBe(50);
  });

  it("exports the same matches without paging", () => {
    expect(toCsvQuery(query({ page: 4, search: "a", filters: { [FILTER_KINDS]: "anonymous" } }))).toEqual({
      search: "a",
      showAnonymous: true,
    });
  });
});

describe("a profile as the list shows it", () => {
  it("is named by the guest, else by what identifies it; anonymous has no name", () => {
    expect(guestName(guest)).toBe("Gabriel Grothaus");
    expect(guestName({ identity: { email: "a@example.com" } })).toBe("a@example.com");
    expect(guestName({ identity: { accessCode: "K7P2-9QXR" } })).toBe("K7P2-9QXR");
    expect(guestName({ identity: { anonymous: true } })).toBe("");
  });

  it.each([
    [{ dailypointUser: true, email: "a@b.c" }, "reward"],
    [{ card: "4711-302" }, "card"],
    [{ accessCode: "K7P2", room: "302" }, "accessCode"],
    [{ room: "302" }, "room"],
    [{ social: { provider: "google" as const } }, "email"],
    [{ anonymous: true }, "anonymous"],
  ])("files %o under %s", (identity, kind) => {
    expect(kindOf({ identity })).toBe(kind);
  });

  it("can be printed or downloaded only with an access code", () => {
    expect(hasAccessCode(guest)).toBe(false);
    expect(hasAccessCode({ identity: { accessCode: " " } })).toBe(false);
    expect(hasAccessCode({ identity: { accessCode: "K7P2-9QXR" } })).toBe(true);
  });
});

describe("the session detail's formats", () => {
  it("shows dates as DD.MM.YYYY HH:mm:ss", () => {
    expect(formatSessionDate("2026-11-20T07:11:05.000Z")).toMatch(/^20\.11\.2026 \d{2}:11:05$/);
    expect(formatSessionDate(undefined)).toBe("");
  });

  it("shows traffic in the largest fitting unit", () => {
    expect(formatBytes(512)).toBe("512 byte");
    expect(formatBytes(2048)).toBe("2 kB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatBytes(3 * 1024 ** 3, "de")).toBe("3\u00a0GB");
    expect(formatBytes(1.25 * 1024 ** 3, "de")).toBe("1,3\u00a0GB");
  });

  it("shows a duration by its two largest parts", () => {
    expect(formatDuration(0)).toBe("0 sec");
    expect(formatDuration(312)).toBe("5 min 12 sec");
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe("2 days 4 hr");
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59, "de")).toBe("2 Tg. 4 Std.");
    // Arabic names its units in Arabic (untranslated "d" and "h" before, issue 43, item 11).
    expect(formatDuration(5 * 3600, "ar")).toBe("5 س");
  });
});

describe("a profile saved from the dialog", () => {
  const all = new Set(Object.values(PROFILE_OVERRIDES));

  it("edits the devices as a MAC list and keeps what the server knows of a device that stays", () => {
    const form = toProfileForm(guest);
    expect(form.deviceMacs).toBe("A4:83:E7:84:A9:33, 40:4E:36:03:34:80");
    const body = toProfileBody({ ...form, deviceMacs: "a4:83:e7:84:a9:33, de:ad:be:ef:00:01" }, guest, all);
    expect(body.devices).toEqual([guest.devices![0], { mac: "DE:AD:BE:EF:00:01" }]);
  });

  it("leaves out the server's own parts, empty fields and the identity's MACs", () => {
    const body = toProfileBody(
      { ...toProfileForm(guest), identity: { ...guest.identity, email: "", card: null as never } },
      guest,
      all,
    );
    expect(body.identity).toEqual({ room: "302", firstName: "Gabriel", lastName: "Grothaus" });
    expect(body).not.toHaveProperty("usedData");
    expect(body).not.toHaveProperty("createdAt");
    expect(body.ticket).not.toHaveProperty("valid");
    expect(body._id).toBe(guest._id);
  });

  it("sends an override the user may not change as it was, and leaves it out on a new profile", () => {
    const changed = { ...toProfileForm(guest), ticket: { ...guest.ticket, maxDevices: 9, dataLimitInMb: 1 } };
    const onlyDevices = new Set([PROFILE_OVERRIDES.maxDevices]);
    expect(toProfileBody(changed, guest, onlyDevices).ticket).toMatchObject({
      maxDevices: 9,
      dataLimitInMb: 5120,
      ciscoGuestRole: "guest",
    });
    const fresh = toProfileBody({ identity: { room: "1" }, ticket: { maxDevices: 9 } }, null, new Set());
    expect(fresh.ticket).toEqual({});
  });
});

describe("the profile's download and the ticket choice", () => {
  it("writes one profile's access code as CSV, safe against spreadsheet formulas", () => {
    const text = profileCsv({ identity: { accessCode: "=K7P2", lastName: "Doe, Jane" } });
    expect(text.split("\n")[0]).toBe("Access code,Guest,Room,Ticket,Valid,Expires");
    expect(text).toContain("'=K7P2");
    expect(text).toContain('"Doe, Jane"');
  });

  it("names tickets in the console's language, else English, else their id", () => {
    const tickets = [
      {
        id: "1",
        i18n: [
          { language: "en", title: "Day pass" },
          { language: "de", title: "Tagespass" },
        ],
      },
      { id: "2", i18n: [] },
    ] as never;
    expect(ticketOptions(tickets, "de-AT")).toEqual([
      { id: "1", label: "Tagespass" },
      { id: "2", label: "2" },
    ]);
    expect(ticketOptions(tickets, "fr")[0]!.label).toBe("Day pass");
  });
});
