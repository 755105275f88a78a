import { describe, expect, it } from "vitest";
import {
  call,
  PROPERTY,
  testSandbox,
  refusal,
  frontDesk,
  listOf,
  expectSameSeed,
  expectCreated,
} from "./harness";

// The gateway tickets screen's calls (products.md sections 3, 4, 5 and 7) as the front desk and the gateway
// manager make them.
type Ticket = Record<string, unknown> & { id: string };

const TICKETS = `/api/cms/v3/${PROPERTY}/onespeed/ticket`;
const newTicket = {
  i18n: [{ language: "en", title: "Day pass" }],
  enabled: true,
  expireInHours: 24,
  maxDevices: 2,
  priceCurrency: "EUR",
  priceAmount: 4.5,
  bandwidthDown: { uiInput: 20, uiUnit: "Mbit/s" },
  bandwidthUp: { uiInput: 5, uiUnit: "Mbit/s" },
  dataLimit: { uiInput: 3, uiUnit: "GB" },
  timeLimit: { uiInput: 12, uiUnit: "h" },
};

const list = (sandbox = frontDesk()) => listOf<Ticket>(sandbox, TICKETS);

describe("gateway tickets", () => {
  it("seeds the same tickets on every run, limits as value and unit", async () => {
    const first = await expectSameSeed(list);
    expect(first.items.length).toBe(5);
    const units = first.items.map((ticket) => (ticket.dataLimit as { uiUnit: string }).uiUnit);
    expect(new Set(units)).toEqual(new Set(["MB", "GB", "TB"]));
    for (const ticket of first.items) {
      expect(ticket.id).toBeTruthy();
      expect(typeof ticket.expireInHours).toBe("number");
      expect(ticket.i18n).toEqual(expect.arrayContaining([expect.objectContaining({ language: "en" })]));
    }
  });

  it("lets the front desk create and update a ticket, keeping the limits as entered", async () => {
    const sandbox = frontDesk();
    const ticket = await expectCreated<Ticket>(sandbox, TICKETS, newTicket);
    expect(ticket.id).toBeTruthy();

    const updated = await call(sandbox, {
      method: "PUT",
      path: `${TICKETS}/${ticket.id}`,
      body: { ...ticket, dataLimit: { uiInput: 500, uiUnit: "MB" }, timeLimit: { uiInput: 2, uiUnit: "d" } },
    });
    expect(updated.status).toBe(200);
    const listed = (await list(sandbox)).items.find((t) => t.id === ticket.id);
    expect(listed).toMatchObject({
      dataLimit: { uiInput: 500, uiUnit: "MB" },
      timeLimit: { uiInput: 2, uiUnit: "d" },
    });
  });

  it("keeps delete from the front desk, and lets the gateway manager delete one or several", async () => {
    const desk = frontDesk();
    const [first] = (await list(desk)).items;
    expect((await call(desk, { method: "DELETE", path: `${TICKETS}/${first!.id}` })).status).toBe(403);

    const manager = testSandbox();
    const created = (await call(manager, { method: "POST", path: TICKETS, body: newTicket })).body as Ticket;
    const deleted = await call(manager, { method: "DELETE", path: `${TICKETS}/${created.id}` });
    expect(deleted.status).toBe(200);
    expect((deleted.body as Ticket).id).toBe(created.id);

    const [a, b] = (await list(manager)).items;
    const bulk = await call(manager, { method: "DELETE", path: TICKETS, body: { items: [a, b] } });
    expect(bulk.status).toBe(200);
    expect((bulk.body as { items: Ticket[] }).items.map((t) => t.id)).toEqual([a!.id, b!.id]);
    const left = (await list(manager)).items.map((t) => t.id);
    expect(left).not.toContain(created.id);
    expect(left).not.toContain(a!.id);
    expect(left).toHaveLength(3);
  });

  it("answers 404 for an unknown ticket", async () => {
    const missing = "0000000000000000000000aa";
    const update = await call(frontDesk(), {
      method: "PUT",
      path: `${TICKETS}/${missing}`,
      body: { ...newTicket, id: missing },
    });
    expect(update.status).toBe(404);
    expect((await call(testSandbox(), { method: "DELETE", path: `${TICKETS}/${missing}` })).status).toBe(404);
  });

  it.each([
    ["no expireInHours", { ...newTicket, expireInHours: undefined }, "expireInHours"],
    ["hours that are not whole", { ...newTicket, expireInHours: 1.5 }, "expireInHours"],
    ["a negative price", { ...newTicket, priceAmount: -1 }, "priceAmount"],
    ["a price as text", { ...newTicket, priceAmount: "9,90" }, "priceAmount"],
    ["a data limit in PB", { ...newTicket, dataLimit: { uiInput: 1, uiUnit: "PB" } }, "dataLimit"],
    ["a time limit without unit", { ...newTicket, timeLimit: { uiInput: 1 } }, "timeLimit"],
    ["a title without language", { ...newTicket, i18n: [{ title: "Day pass" }] }, "i18n"],
    ["zero devices", { ...newTicket, maxDevices: 0 }, "maxDevices"],
  ])("refuses a ticket with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(frontDesk(), { method: "POST", path: TICKETS, body });
    expect(refusal(answer)).toContain(field);
  });
});
