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

// The gateway block list screen's calls (products.md sections 3, 4, 5 and 7, "Blocklist", keyed by _id) as a
// property administrator makes them.
type Entry = Record<string, unknown> & { _id: string };

const BLOCK = `/api/cms/v3/${PROPERTY}/onespeed/blocklist`;
const newEntry = { device: "Hotspot in room 508", mac: "DE:AD:BE:EF:00:01", enabled: true };

const list = (sandbox = admin()) => listOf<Entry>(sandbox, BLOCK);

describe("gateway block list", () => {
  it("seeds the same entries on every run, keyed by _id", async () => {
    const first = await expectSameSeed(list);
    expect(first.items.length).toBeGreaterThanOrEqual(2);
    for (const entry of first.items) {
      expect(entry._id).toMatch(/^[0-9a-f]{24}$/);
      expect(entry).not.toHaveProperty("id");
    }
  });

  it("lets the administrator create, update and delete an entry by its _id", async () => {
    const sandbox = admin();
    const entry = await expectCreated<Entry>(sandbox, BLOCK, newEntry);
    expect(entry._id).toBeTruthy();

    const updated = await call(sandbox, {
      method: "PUT",
      path: `${BLOCK}/${entry._id}`,
      body: { ...entry, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect((await list(sandbox)).items.find((e) => e._id === entry._id)?.enabled).toBe(false);

    await expectDeleted(sandbox, BLOCK, "_id", entry._id);
  });

  it("deletes several entries in one call on the collection", async () => {
    const sandbox = admin();
    const created = (await call(sandbox, { method: "POST", path: BLOCK, body: newEntry })).body as Entry;
    const [first, ...rest] = (await list(sandbox)).items;
    const answer = await call(sandbox, { method: "DELETE", path: BLOCK, body: { items: [first, created] } });
    expect(answer.status).toBe(200);
    const left = (await list(sandbox)).items.map((e) => e._id);
    expect(left).toEqual(rest.filter((e) => e._id !== created._id).map((e) => e._id));
  });

  it("answers 404 for an unknown entry", async () => {
    await expectMissing(admin(), BLOCK, newEntry);
  });

  it.each([
    ["no MAC", { ...newEntry, mac: undefined }, "mac"],
    ["a MAC without colons", { ...newEntry, mac: "DEADBEEF0001" }, "mac"],
    ["enabled that is not a flag", { ...newEntry, enabled: "yes" }, "enabled"],
  ])("refuses an entry with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(admin(), { method: "POST", path: BLOCK, body });
    expect(refusal(answer)).toContain(field);
  });

  it("lets the front desk block a device at its hotel, but leaves unblocking by deletion to the gateway manager", async () => {
    const desk = frontDesk();
    const created = await call(desk, { method: "POST", path: BLOCK, body: newEntry });
    expect(created.status).toBe(201);
    const { _id } = created.body as { _id: string };
    const listed = await call(desk, { method: "GET", path: `${BLOCK}/index` });
    expect((listed.body as { items: { _id: string }[] }).items.map((entry) => entry._id)).toContain(_id);
    const deleted = await call(desk, { method: "DELETE", path: `${BLOCK}/${_id}` });
    expect(deleted.status).toBe(403);
  });

  it("keeps another hotel's block list from the front desk", async () => {
    const answer = await call(frontDesk(), {
      method: "GET",
      path: `${BLOCK.replace("/1001/", "/1002/")}/index`,
    });
    expect(answer.status).toBe(403);
  });
});
