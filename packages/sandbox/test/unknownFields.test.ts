import { describe, expect, it } from "vitest";
import { call, PROPERTY, testSandbox, admin, type Message } from "./harness";

// Issue 26 section 2: the sandbox refuses what the contract does not name instead of storing it, with a 400
// whose message and field name the unknown field. Fields the contract names (also read-only ones an edit dialog
// sends back as it loaded them) and open maps stay accepted.
type Entry = Record<string, unknown> & { _id: string };

const BLOCK = `/api/cms/v3/${PROPERTY}/onespeed/blocklist`;
const newEntry = { device: "Hotspot in room 508", mac: "DE:AD:BE:EF:00:02", enabled: true };

describe("unknown body fields", () => {
  it("refuses a new entry with a field the contract does not name, and stores nothing", async () => {
    const sandbox = admin();
    const answer = await call(sandbox, { method: "POST", path: BLOCK, body: { ...newEntry, colour: "red" } });
    expect(answer.status).toBe(400);
    expect(answer.body as Message).toEqual({
      message: "body/colour is not a field of this request",
      field: "body/colour",
    });
    const listed = await call(sandbox, { method: "GET", path: `${BLOCK}/index` });
    expect((listed.body as { items: Entry[] }).items.some((e) => e.mac === newEntry.mac)).toBe(false);
  });

  it("accepts an item sent back as it was loaded, with its server fields", async () => {
    const sandbox = admin();
    const created = (await call(sandbox, { method: "POST", path: BLOCK, body: newEntry })).body as Entry;
    const updated = await call(sandbox, {
      method: "PUT",
      path: `${BLOCK}/${created._id}`,
      body: { ...created, enabled: false },
    });
    expect(updated.status).toBe(200);
    const refused = await call(sandbox, {
      method: "PUT",
      path: `${BLOCK}/${created._id}`,
      body: { ...created, nickname: "x" },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as Message).field).toBe("body/nickname");
  });

  it("names a nested unknown field by its path", async () => {
    const sandbox = testSandbox({ actAs: "super@demo.test" });
    const roles = (await call(sandbox, { method: "GET", path: "/api/cms/v3/role/index" })).body as {
      items: Entry[];
    };
    const role = roles.items[0]!;
    const answer = await call(sandbox, {
      method: "PUT",
      path: `/api/cms/v3/role/${role._id}`,
      body: { ...role, permissions: [...((role.permissions as unknown[]) ?? [])], extra: { a: 1 } },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as Message).field).toBe("body/extra");
  });

  it("keeps open maps open: settings values take any key", async () => {
    const sandbox = admin();
    const path = `/api/cms/v3/${PROPERTY}/onespeed/settings`;
    const loaded = await call(sandbox, { method: "GET", path });
    expect(loaded.status).toBe(200);
    const saved = await call(sandbox, { method: "PUT", path, body: loaded.body });
    expect(saved.status).toBe(200);
  });
});
