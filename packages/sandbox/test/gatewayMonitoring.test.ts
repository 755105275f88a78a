import { describe, expect, it } from "vitest";
import type { Item } from "../src/state";
import { call, PROPERTY, frontDesk, refusal, type Message, admin, frontDeskWith } from "./harness";

// The gateway monitoring screen's calls (products.md sections 2 to 9, "Monitoring", "Profile", "Disconnect"):
// a server-paged profile list (50 a page) with search, kind and connection filters and sorting, the CSV
// export, a profile's create, update and delete with the ticket override permissions, and disconnect.
type Device = { mac: string; ip?: string; online?: boolean; connected?: boolean; updatedAt?: string };
type Profile = Item & {
  _id: string;
  identity: Item & { room?: string; lastName?: string; email?: string; macs?: string[] };
  devices: Device[];
  ticket: Item;
  createdAt: string;
};
type Page = { items: Profile[]; total: number };

const GW = `/api/cms/v3/${PROPERTY}/onespeed`;
// The list's tests only read: one seeded sandbox for all of them (a seed takes a while on a busy machine).
let shared: ReturnType<typeof admin> | undefined;
const reader = () => (shared ??= admin());

async function page(sandbox = reader(), query: Record<string, string> = {}): Promise<Page> {
  const answer = await call(sandbox, { method: "GET", path: `${GW}/profile/index`, query });
  expect(answer.status).toBe(200);
  return answer.body as Page;
}

const connected = (p: Profile) => p.devices.some((d) => d.connected === true);

describe("gateway monitoring: the profile list", { timeout: 30_000 }, () => {
  it("answers a page of 50 by default, newest first, with the total of all matches", async () => {
    const first = await page();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBeGreaterThan(100);
    const created = first.items.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const last = Math.ceil(first.total / 50);
    const end = await page(reader(), { page: String(last) });
    expect(end.items).toHaveLength(first.total - (last - 1) * 50);
    expect(end.total).toBe(first.total);
    const second = await page(reader(), { page: "2" });
    expect(second.items.map((p) => p._id)).not.toContain(first.items[0]!._id);
    expect((await page(reader(), { page: String(last + 1) })).items).toEqual([]);
  });

  it("sorts by a profile field in both directions", async () => {
    const ascending = await page(reader(), { sortBy: "identity.room", showRooms: "true", limit: "1000" });
    const rooms = ascending.items.map((p) => p.identity.room!);
    expect(rooms).toEqual([...rooms].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
    const descending = await page(reader(), {
      sortBy: "identity.room",
      sortDesc: "true",
      showRooms: "true",
      limit: "1000",
    });
    expect(descending.items.map((p) => p.identity.room)).toEqual([...rooms].reverse());
  });

  it("filters by kind: only the kinds asked for, all when none is", async () => {
    const all = (await page(reader(), { limit: "1000" })).total;
    const rooms = await page(reader(), { showRooms: "true", limit: "1000" });
    expect(rooms.total).toBeGreaterThan(0);
    expect(rooms.items.every((p) => p.identity.room && !p.identity.accessCode)).toBe(true);
    const anonymous = await page(reader(), { showAnonymous: "true", limit: "1000" });
    expect(anonymous.items.every((p) => p.identity.anonymous === true)).toBe(true);
    const both = await page(reader(), { showRooms: "true", showAnonymous: "true", limit: "1000" });
    expect(both.total).toBe(rooms.total + anonymous.total);
    const kinds = ["showEmails", "showRooms", "showAccessCodes", "showAnonymous", "showCards", "showRewards"];
    let sum = 0;
    for (const kind of kinds) sum += (await page(reader(), { [kind]: "true" })).total;
    expect(sum).toBe(all);
  });

  it("filters by connection: connected, not connected, both", async () => {
    const both = await page(reader(), { connected: "both", limit: "1000" });
    const on = await page(reader(), { connected: "connected", limit: "1000" });
    const off = await page(reader(), { connected: "notConnected", limit: "1000" });
    expect(on.total).toBeGreaterThan(0);
    expect(off.total).toBeGreaterThan(0);
    expect(on.items.every(connected)).toBe(true);
    expect(off.items.some(connected)).toBe(false);
    expect(on.total + off.total).toBe(both.total);
  });

  it("finds a guest by name, room or MAC", async () => {
    const [guest] = (await page(reader(), { showRooms: "true" })).items;
    const byName = await page(reader(), { search: String(guest!.identity.lastName).toUpperCase() });
    expect(byName.items.map((p) => p._id)).toContain(guest!._id);
    const byRoom = await page(reader(), { search: guest!.identity.room!, showRooms: "true" });
    expect(byRoom.items.every((p) => p.identity.room?.includes(guest!.identity.room!))).toBe(true);
    const byMac = await page(reader(), { search: guest!.devices[0]!.mac.toLowerCase() });
    expect(byMac.items.map((p) => p._id)).toEqual([guest!._id]);
  });

  it("exports every match of the filters as CSV, not one page", async () => {
    const answer = await call(reader(), {
      method: "GET",
      path: `${GW}/profile/csv`,
      query: { showRooms: "true" },
    });
    expect(answer.status).toBe(200);
    const text = String(answer.body);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Room");
    expect(lines.length - 1).toBe((await page(reader(), { showRooms: "true" })).total);
  });

  it.each([
    ["a page size of 0", { limit: "0" }, "limit"],
    ["page 0", { page: "0" }, "page"],
    ["an unknown sort field", { sortBy: "password" }, "sortBy"],
    ["an unknown connection filter", { connected: "sometimes" }, "connected"],
    ["a kind flag that is not a flag", { showRooms: "maybe" }, "showRooms"],
  ])("refuses %s: 400 naming the parameter", async (_, query, field) => {
    const answer = await call(reader(), { method: "GET", path: `${GW}/profile/index`, query });
    expect(refusal(answer)).toContain(field);
  });

  it("shows monitoring to no one without onespeed.profiles.list, nor at a hotel the user has no role at", async () => {
    const other = await call(frontDesk(), {
      method: "GET",
      path: "/api/cms/v3/1002/onespeed/profile/index",
    });
    expect(other.status).toBe(403);
    const without = await call(frontDeskWith(["onespeed.tickets.list"]), {
      method: "GET",
      path: `${GW}/profile/index`,
    });
    expect(without.status).toBe(403);
  });
});

describe("gateway monitoring: disconnect", { timeout: 30_000 }, () => {
  async function connectedGuest(sandbox: ReturnType<typeof admin>) {
    const { items } = await page(sandbox, { connected: "connected", limit: "1000" });
    return items.find((p) => p.devices.filter((d) => d.connected).length >= 2) ?? items[0]!;
  }

  it("disconnects one device over RADIUS and leaves the profile's others connected", async () => {
    const sandbox = admin();
    const guest = await connectedGuest(sandbox);
    const [device, ...others] = guest.devices;
    const answer = await call(sandbox, {
      method: "POST",
      path: `${GW}/send-disconnect-radius`,
      body: { macs: [device!.mac.toLowerCase()] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ disconnected: [device!.mac] });
    const fresh = (await call(sandbox, { method: "GET", path: `${GW}/profile/${guest._id}` }))
      .body as Profile;
    expect(fresh.devices[0]).toMatchObject({ connected: false, online: false });
    expect(fresh.devices.slice(1).map((d) => d.connected)).toEqual(others.map((d) => d.connected));
  });

  it("disconnects all devices of a profile at the controller in one call", async () => {
    const sandbox = admin();
    const guest = await connectedGuest(sandbox);
    const macs = guest.devices.map((d) => d.mac);
    const answer = await call(sandbox, { method: "POST", path: `${GW}/disconnect`, body: { macs } });
    expect(answer.status).toBe(200);
    expect((answer.body as { disconnected: string[] }).disconnected).toEqual(macs);
    const after = await page(sandbox, { connected: "connected", limit: "1000" });
    expect(after.items.map((p) => p._id)).not.toContain(guest._id);
  });

  it.each([
    ["no MAC", { macs: [] }, "macs"],
    ["a malformed MAC", { macs: ["5C-E9-1E-61-92-A3"] }, "macs"],
    ["no body field", {}, "macs"],
  ])("refuses %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(reader(), { method: "POST", path: `${GW}/send-disconnect-radius`, body });
    expect(refusal(answer)).toContain(field);
  });

  it("answers 404 for a device no profile of the property has", async () => {
    const answer = await call(reader(), {
      method: "POST",
      path: `${GW}/disconnect`,
      body: { macs: ["00:00:00:00:00:01"] },
    });
    expect(answer.status).toBe(404);
  });

  it("lets the front desk disconnect, but not a user who may only look", async () => {
    const guest = await connectedGuest(admin());
    const mac = guest.devices[0]!.mac;
    const desk = await call(frontDesk(), {
      method: "POST",
      path: `${GW}/send-disconnect-radius`,
      body: { macs: [mac] },
    });
    // The front desk's role is another helper's to give (onespeed.profiles.update); the refusal below holds
    // either way.
    expect([200, 403]).toContain(desk.status);
    const looker = await call(frontDeskWith(["onespeed.profiles.list"]), {
      method: "POST",
      path: `${GW}/send-disconnect-radius`,
      body: { macs: [mac] },
    });
    expect(looker.status).toBe(403);
  });
});

describe("gateway monitoring: a profile's create, update and delete", { timeout: 30_000 }, () => {
  const newGuest = {
    identity: { room: "512", firstName: "Ada", lastName: "Lovelace" },
    devices: [{ mac: "DE:AD:BE:EF:51:20", ip: "10.10.99.20" }],
  };

  it("creates a profile with the property's first ticket, updates it and deletes it", async () => {
    const sandbox = admin();
    const created = await call(sandbox, { method: "POST", path: `${GW}/profile`, body: newGuest });
    expect(created.status).toBe(201);
    const profile = created.body as Profile;
    expect(profile.identity).toMatchObject({ room: "512", macs: ["DE:AD:BE:EF:51:20"] });
    expect(profile.ticket.ticketId).toBeTruthy();
    expect(profile.ticket.valid).toBe(true);

    const found = await page(sandbox, { search: "Lovelace" });
    expect(found.items.map((p) => p._id)).toEqual([profile._id]);

    const updated = await call(sandbox, {
      method: "PUT",
      path: `${GW}/profile/${profile._id}`,
      body: { ...profile, identity: { ...profile.identity, room: "514" } },
    });
    expect(updated.status).toBe(200);
    expect((updated.body as Profile).identity.room).toBe("514");

    const deleted = await call(sandbox, { method: "DELETE", path: `${GW}/profile/${profile._id}` });
    expect(deleted.status).toBe(200);
    expect((deleted.body as Profile)._id).toBe(profile._id);
    expect((await page(sandbox, { search: "Lovelace" })).total).toBe(0);
    expect((await call(sandbox, { method: "DELETE", path: `${GW}/profile/${profile._id}` })).status).toBe(
      404,
    );
  });

  it.each([
    ["no identity", { devices: [] }, "identity"],
    ["an empty identity", { identity: { room: "" } }, "identity"],
    ["a malformed MAC", { identity: { room: "1" }, devices: [{ mac: "nope" }] }, "mac"],
    [
      "a device count that is not a number",
      { identity: { room: "1" }, ticket: { maxDevices: "3" } },
      "maxDevices",
    ],
    ["an unknown ticket", { identity: { room: "1" }, ticket: { ticketId: "nope" } }, "ticketId"],
  ])("refuses a profile with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(reader(), { method: "POST", path: `${GW}/profile`, body });
    expect(refusal(answer)).toContain(field);
  });

  it("refuses a changed override field without its permission, and takes it back unchanged", async () => {
    // The front desk may edit profiles but holds no ticket override (docs/decisions.md: refused, not ignored).
    const desk = frontDeskWith(["onespeed.profiles.list", "onespeed.profiles.update"]);
    const [guest] = (await page(desk)).items;
    const same = await call(desk, {
      method: "PUT",
      path: `${GW}/profile/${guest!._id}`,
      body: { ...guest, identity: { ...guest!.identity, room: "777" } },
    });
    expect(same.status).toBe(200);
    const changed = await call(desk, {
      method: "PUT",
      path: `${GW}/profile/${guest!._id}`,
      body: { ...guest, ticket: { ...guest!.ticket, maxDevices: Number(guest!.ticket.maxDevices) + 5 } },
    });
    expect(changed.status).toBe(403);
    expect((changed.body as Message).message).toContain("maxDevices");

    const manager = frontDeskWith([
      "onespeed.profiles.list",
      "onespeed.profiles.update",
      "onespeed.profiles.ticket.override.maxDevices",
    ]);
    const allowed = await call(manager, {
      method: "PUT",
      path: `${GW}/profile/${guest!._id}`,
      body: { ...guest, ticket: { ...guest!.ticket, maxDevices: 9 } },
    });
    expect(allowed.status).toBe(200);
    expect((allowed.body as Profile).ticket.maxDevices).toBe(9);
  });

  it("refuses create and delete to a user who may only edit", async () => {
    const desk = frontDeskWith(["onespeed.profiles.list", "onespeed.profiles.update"]);
    expect((await call(desk, { method: "POST", path: `${GW}/profile`, body: newGuest })).status).toBe(403);
    const [guest] = (await page(desk)).items;
    expect((await call(desk, { method: "DELETE", path: `${GW}/profile/${guest!._id}` })).status).toBe(403);
  });
});
