import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../src/seed";
import {
  call,
  PROPERTY,
  testSandbox,
  refusal,
  type Message,
  frontDesk,
  listOf,
  expectSameSeed,
  expectMissing,
  MISSING_ID,
  expectDeleted,
} from "./harness";

// The check-in room manager's calls (products.md sections 3, 4 and 7) as the front desk makes them.
type Guest = { _id: string; data: Record<string, unknown> };

const GUESTS = `/api/cms/v3/${PROPERTY}/guest`;
const newGuest = {
  data: {
    room: "214",
    reservationNr: "4199001",
    checkin: DEMO_TODAY,
    checkout: "2026-11-23",
    firstName: "Anna",
    lastName: "Berger",
    language: "de",
    noPost: true,
  },
};

const list = (sandbox = frontDesk()) => listOf<Guest>(sandbox, GUESTS);

describe("check-in guests", () => {
  it("seeds the same guests on every run, dated around the seed's today", async () => {
    const first = await expectSameSeed(list);
    expect(first.items.length).toBeGreaterThanOrEqual(12);
    const checkins = first.items.map((guest) => String(guest.data.checkin));
    expect(checkins.some((day) => day < DEMO_TODAY)).toBe(true);
    expect(checkins.some((day) => day > DEMO_TODAY)).toBe(true);
    for (const { data } of first.items) {
      expect(String(data.checkout) > String(data.checkin)).toBe(true);
      expect(data.language).toMatch(/^[a-z]{2}$/);
    }
  });

  it("moves the seeded dates with --today", async () => {
    const later = testSandbox({ actAs: "staff@demo.test", today: "2027-03-01" });
    const { items } = await list(later);
    expect(items.every((guest) => String(guest.data.checkin) >= "2027-02-01")).toBe(true);
  });

  it("lets the front desk create, update and delete a guest", async () => {
    const sandbox = frontDesk();
    const created = await call(sandbox, { method: "POST", path: GUESTS, body: newGuest });
    expect(created.status).toBe(201);
    const guest = created.body as Guest;
    expect(guest._id).toMatch(/^[0-9a-f]{24}$/);
    expect(guest.data).toEqual(newGuest.data);

    const updated = await call(sandbox, {
      method: "PUT",
      path: `${GUESTS}/${guest._id}`,
      body: { _id: guest._id, data: { ...guest.data, room: " 215 ", vipStatus: "V1" } },
    });
    expect(updated.status).toBe(200);
    expect((updated.body as Guest).data).toMatchObject({ room: "215", vipStatus: "V1" });
    expect((await list(sandbox)).items.find((g) => g._id === guest._id)?.data.room).toBe("215");

    await expectDeleted(sandbox, GUESTS, "_id", guest._id);
  });

  it("answers 404 for an unknown guest", async () => {
    const update = await expectMissing(frontDesk(), GUESTS, newGuest);
    expect((update.body as Message).message).toContain(MISSING_ID);
  });

  it.each([
    ["no data", {}, "data"],
    ["no room", { data: { ...newGuest.data, room: undefined } }, "room"],
    ["a blank last name", { data: { ...newGuest.data, lastName: "   " } }, "lastName"],
    ["a language that is not ISO 639-1", { data: { ...newGuest.data, language: "German" } }, "language"],
    ["an impossible date", { data: { ...newGuest.data, checkin: "2026-13-40" } }, "checkin"],
    ["a departure before the arrival", { data: { ...newGuest.data, checkout: "2026-11-01" } }, "checkout"],
    ["noPost that is not a flag", { data: { ...newGuest.data, noPost: "yes" } }, "noPost"],
  ])("refuses a guest with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(frontDesk(), { method: "POST", path: GUESTS, body });
    expect(refusal(answer)).toContain(field);
  });

  it("answers a ping with the time the PMS answered", async () => {
    const answer = await call(frontDesk(), { method: "GET", path: `${GUESTS}/ping` });
    expect(answer.status).toBe(200);
    const { message, timestamp } = answer.body as { message: string; timestamp: string };
    expect(message).toBe("ping successful");
    expect(Number.isNaN(Date.parse(timestamp))).toBe(false);
  });

  describe("one hotel's truth with the guest app's reservations (issue 43 item 6)", () => {
    type Reservation = { reservationNumber: string; firstname?: string; lastname?: string; start?: string };
    type Stay = Reservation & { end?: string; roomNumber?: string; resStatus?: string };
    type SyncAnswer = { message: string; added: number; updated: number; removed: number; lastSync: string };
    const reservations = async (sandbox: ReturnType<typeof frontDesk>, date: string) =>
      (
        (
          await call(sandbox, {
            method: "GET",
            path: `/api/cms/v3/${PROPERTY}/oneapp/webcheckin/protel/reservations/index`,
            query: { date },
          })
        ).body as { reservations: { reservationList: Stay[] } }
      ).reservations.reservationList;
    const sync = async (sandbox: ReturnType<typeof frontDesk>) => {
      const answer = await call(sandbox, { method: "GET", path: `${GUESTS}/sync` });
      expect(answer.status).toBe(200);
      return answer.body as SyncAnswer;
    };
    const inARoom = (r: Stay) =>
      Boolean(r.roomNumber) && ["DUE_IN", "IN_HOUSE", "DUE_OUT", "RESERVED"].includes(r.resStatus ?? "");

    it("lists, after a sync, the people in the rooms of the day's reservations: rooms, numbers, names and dates", async () => {
      const sandbox = frontDesk();
      await sync(sandbox);
      const { items } = await list(sandbox);
      const today = (await reservations(sandbox, DEMO_TODAY)).filter(inARoom);
      expect(today.length).toBeGreaterThanOrEqual(12);
      for (const stay of today) {
        const booker = items.find(
          (g) => g.data.reservationNr === stay.reservationNumber && g.data.lastName === stay.lastname,
        );
        expect(booker?.data, `reservation ${stay.reservationNumber}`).toMatchObject({
          room: stay.roomNumber,
          firstName: stay.firstname,
          checkin: stay.start,
          checkout: stay.end,
        });
      }
      // Nobody the PMS does not have in a room: every guest is a stay of today or tomorrow's arrivals.
      const tomorrow = (await reservations(sandbox, "2026-11-21")).filter(inARoom);
      const known = new Set([...today, ...tomorrow].map((r) => r.reservationNumber));
      expect(items.filter((g) => !known.has(String(g.data.reservationNr)))).toEqual([]);
      // The digital key's lock system (an administrator reads it) has every room the PMS gives out.
      const rooms = (
        await call(testSandbox(), { method: "GET", path: `/api/cms/v3/${PROPERTY}/onekey/salto-rooms/index` })
      ).body as { items: { roomNumber: string }[] };
      const lockRooms = new Set(rooms.items.map((room) => room.roomNumber));
      expect(items.filter((g) => !lockRooms.has(String(g.data.room)))).toEqual([]);
    });

    it("is seeded as of this morning's sync: the first sync says what it added, updated and removed, the next nothing", async () => {
      const sandbox = frontDesk();
      const before = await call(sandbox, { method: "GET", path: `${GUESTS}/index` });
      expect(before.body).toMatchObject({ pms: "protel", lastSync: `${DEMO_TODAY}T05:00:00.000Z` });
      // A copy: the sandbox in this process answers with its own objects, which the sync changes.
      const seeded = structuredClone((before.body as { items: Guest[] }).items);

      const first = await sync(sandbox);
      expect(first).toMatchObject({ message: "sync started" });
      const after = (await list(sandbox)).items;
      const added = after.filter((g) => !seeded.some((s) => s._id === g._id));
      const removed = seeded.filter((s) => !after.some((g) => g._id === s._id));
      const updated = after.filter((g) => {
        const old = seeded.find((s) => s._id === g._id);
        return old && JSON.stringify(old.data) !== JSON.stringify(g.data);
      });
      // Today's two short-notice bookings (with their companions), a stay extended by a night, this
      // morning's departures: counted as the list changed.
      expect(first).toMatchObject({ added: added.length, updated: updated.length, removed: removed.length });
      expect(added.length).toBeGreaterThanOrEqual(2);
      expect(added.every((g) => g.data.checkin === DEMO_TODAY)).toBe(true);
      expect(updated.length).toBeGreaterThanOrEqual(1);
      expect(removed.every((g) => g.data.checkout === DEMO_TODAY)).toBe(true);
      expect(removed.length).toBeGreaterThanOrEqual(1);
      expect(first.lastSync.slice(0, 10)).toBe(DEMO_TODAY);
      expect((await call(sandbox, { method: "GET", path: `${GUESTS}/index` })).body).toMatchObject({
        lastSync: first.lastSync,
      });
      expect((await call(sandbox, { method: "GET", path: `${GUESTS}/ping` })).body).toMatchObject({
        lastSync: first.lastSync,
      });

      expect(await sync(sandbox)).toMatchObject({ added: 0, updated: 0, removed: 0 });
      expect((await list(sandbox)).items).toEqual(after);
      // The same on every run.
      const again = frontDesk();
      await sync(again);
      expect((await list(again)).items).toEqual(after);
    });

    it("keeps a walk-in the front desk entered, and lets a passed departure go", async () => {
      const sandbox = frontDesk();
      const walkIn = (await call(sandbox, { method: "POST", path: GUESTS, body: newGuest })).body as Guest;
      const gone = (
        await call(sandbox, {
          method: "POST",
          path: GUESTS,
          body: {
            data: {
              ...newGuest.data,
              reservationNr: "4199002",
              checkin: "2026-11-17",
              checkout: "2026-11-19",
            },
          },
        })
      ).body as Guest;
      await sync(sandbox);
      const ids = (await list(sandbox)).items.map((g) => g._id);
      expect(ids).toContain(walkIn._id);
      expect(ids).not.toContain(gone._id);
    });
  });

  it("keeps other properties' guests from the front desk of Hotel Sacher Wien", async () => {
    const answer = await call(frontDesk(), { method: "GET", path: "/api/cms/v3/1002/guest/ping" });
    expect(answer.status).toBe(403);
  });
});
