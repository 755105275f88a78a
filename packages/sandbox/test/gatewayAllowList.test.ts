import { describe, expect, it } from "vitest";
import {
  call,
  PROPERTY,
  frontDesk,
  refusal,
  admin,
  listOf,
  expectSameSeed,
  expectMissing,
  expectCreated,
  expectDeleted,
} from "./harness";

// The gateway allow list screen's calls (products.md sections 3, 5 and 7, "Whitelist") as a property
// administrator makes them.
type Entry = Record<string, unknown> & { id: string };

const ALLOW = `/api/cms/v3/${PROPERTY}/onespeed/whitelist`;
const STAFF_TICKET = "661d00001001000000000005";
const newEntry = {
  device: "Minibar tablet",
  mac: "AA:BB:CC:00:11:22, AA:BB:CC:00:11:23",
  enabled: true,
  expireAt: "2026-12-31T22:59:00.000Z",
  ticketId: STAFF_TICKET,
};

const list = (sandbox = admin()) => listOf<Entry>(sandbox, ALLOW);

describe("gateway allow list", () => {
  it("seeds the same entries on every run, each with a ticket of the property", async () => {
    const first = await expectSameSeed(list);
    expect(first.items.length).toBeGreaterThanOrEqual(4);
    expect(first.items.every((entry) => entry.ticketId === STAFF_TICKET)).toBe(true);
    expect(first.items.some((entry) => String(entry.mac).includes(","))).toBe(true);
  });

  it("lets the administrator create, update and delete an entry", async () => {
    const sandbox = admin();
    const entry = await expectCreated<Entry>(sandbox, ALLOW, newEntry);

    const updated = await call(sandbox, {
      method: "PUT",
      path: `${ALLOW}/${entry.id}`,
      body: { ...entry, enabled: false, device: "Minibar tablet 2" },
    });
    expect(updated.status).toBe(200);
    expect((await list(sandbox)).items.find((e) => e.id === entry.id)).toMatchObject({
      enabled: false,
      device: "Minibar tablet 2",
    });

    await expectDeleted(sandbox, ALLOW, "id", entry.id);
  });

  it("deletes several entries in one call on the collection", async () => {
    const sandbox = admin();
    const [a, b, ...rest] = (await list(sandbox)).items;
    const answer = await call(sandbox, { method: "DELETE", path: ALLOW, body: { items: [a, b] } });
    expect(answer.status).toBe(200);
    expect((await list(sandbox)).items.map((e) => e.id)).toEqual(rest.map((e) => e.id));
  });

  it("answers 404 for an unknown entry", async () => {
    await expectMissing(admin(), ALLOW, newEntry);
  });

  it.each([
    ["no MAC", { ...newEntry, mac: undefined }, "mac"],
    ["a MAC with dashes", { ...newEntry, mac: "AA-BB-CC-00-11-22" }, "mac"],
    ["a MAC list with a short address", { ...newEntry, mac: "AA:BB:CC:00:11:22, AA:BB" }, "mac"],
    ["an expiry that is no date-time", { ...newEntry, expireAt: "31.12.2026" }, "expireAt"],
    ["a ticket of no one", { ...newEntry, ticketId: "0000000000000000000000ff" }, "ticketId"],
  ])("refuses an entry with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(admin(), { method: "POST", path: ALLOW, body });
    expect(refusal(answer)).toContain(field);
  });

  it("keeps the allow list from the front desk", async () => {
    const answer = await call(frontDesk(), {
      method: "GET",
      path: `${ALLOW}/index`,
    });
    expect(answer.status).toBe(403);
  });
});
