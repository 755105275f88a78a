import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../src/seed";
import { call, PROPERTY, testSandbox } from "./harness";

// The check-in room manager's calls (products.md sections 3, 4 and 7) as the front desk makes them.
type Guest = { _id: string; data: Record<string, unknown> };
type Message = { message: string; field?: string };

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

const frontDesk = () => testSandbox({ actAs: "staff@demo.test" });
const list = async (sandbox = frontDesk()) =>
  (await call(sandbox, { method: "GET", path: `${GUESTS}/index` })).body as { items: Guest[]; total: number };

describe("check-in guests", () => {
  it("seeds the same guests on every run, dated around the seed's today", async () => {
    const first = await list();
    expect(first.total).toBe(first.items.length);
    expect(first.items.length).toBeGreaterThanOrEqual(12);
    expect(await list()).toEqual(first);
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

    const deleted = await call(sandbox, { method: "DELETE", path: `${GUESTS}/${guest._id}` });
    expect(deleted.status).toBe(200);
    expect((deleted.body as Guest)._id).toBe(guest._id);
    expect((await list(sandbox)).items.some((g) => g._id === guest._id)).toBe(false);
  });

  it("answers 404 for an unknown guest", async () => {
    const sandbox = frontDesk();
    const missing = "0000000000000000000000aa";
    const update = await call(sandbox, { method: "PUT", path: `${GUESTS}/${missing}`, body: newGuest });
    expect(update.status).toBe(404);
    expect((update.body as Message).message).toContain(missing);
    const remove = await call(sandbox, { method: "DELETE", path: `${GUESTS}/${missing}` });
    expect(remove.status).toBe(404);
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
    expect(answer.status).toBe(400);
    const { message, field: named } = answer.body as Message;
    expect(message).toBeTruthy();
    expect(`${named ?? ""} ${message}`).toContain(field);
  });

  it("answers a ping with the time the PMS answered", async () => {
    const answer = await call(frontDesk(), { method: "GET", path: `${GUESTS}/ping` });
    expect(answer.status).toBe(200);
    const { message, timestamp } = answer.body as { message: string; timestamp: string };
    expect(message).toBe("ping successful");
    expect(Number.isNaN(Date.parse(timestamp))).toBe(false);
  });

  it("starts a sync: departed guests leave, the PMS's new arrivals come in, the same on every run", async () => {
    const run = async () => {
      const sandbox = frontDesk();
      const answer = await call(sandbox, { method: "GET", path: `${GUESTS}/sync` });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: "sync started" });
      return (await list(sandbox)).items;
    };
    const before = (await list()).items;
    const after = await run();
    expect(after.every((guest) => String(guest.data.checkout) >= DEMO_TODAY)).toBe(true);
    const arrivals = after.filter((guest) => !before.some((b) => b._id === guest._id));
    expect(arrivals).toHaveLength(2);
    expect(arrivals.every((guest) => guest.data.checkin === DEMO_TODAY)).toBe(true);
    expect(await run()).toEqual(after);
  });

  it("keeps other properties' guests from the front desk of Hotel Sacher Wien", async () => {
    const answer = await call(frontDesk(), { method: "GET", path: "/api/cms/v3/1002/guest/ping" });
    expect(answer.status).toBe(403);
  });
});
