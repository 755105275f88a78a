import type { CmsClient } from "@cms/api";
import { describe, expect, it } from "vitest";
import { collectionCalls, settingsCalls } from "./contractCalls";
import type { ScreenContext } from "./defineListScreen";

/** A client that notes each call (method, path, path parameters, body) and answers it; a refusal for "refuse". */
function recordingClient() {
  const calls: { method: string; path: string; params?: unknown; body?: unknown }[] = [];
  const method =
    (name: string) =>
    async (path: string, init?: { params?: { path?: Record<string, unknown> }; body?: unknown }) => {
      calls.push({ method: name, path, params: init?.params?.path, body: init?.body });
      const refused = JSON.stringify(init?.params?.path ?? {}).includes("refuse");
      return refused
        ? { error: { message: "Refused" }, response: new Response(null, { status: 409 }) }
        : { data: { items: [] }, response: new Response(null, { status: 200 }) };
    };
  const client = { GET: method("GET"), POST: method("POST"), PUT: method("PUT"), DELETE: method("DELETE") };
  return {
    calls,
    context: { client: client as unknown as CmsClient, propertyId: "1001" } satisfies ScreenContext,
  };
}

// The block list: its key `_id` goes into a path parameter the contract names `{id}`.
const blockList = collectionCalls("/api/cms/v3/{propertyId}/onespeed/blocklist/{id}", {
  key: "_id",
  body: ({ device, ...entry }) => ({ ...entry, device: device?.trim() }),
  remove: "oneOrBulk",
});
// Checked against the contract by `pnpm typecheck`: an unknown collection or key does not compile.
// @ts-expect-error: the contract has no such collection.
collectionCalls("/api/cms/v3/{propertyId}/onespeed/coupon/{id}", { key: "id", remove: "each" });
// @ts-expect-error: a ticket has no `_id`.
collectionCalls("/api/cms/v3/{propertyId}/onespeed/ticket/{id}", { key: "_id", remove: "each" });
// @ts-expect-error: the contract deletes roles one by one (no bulk DELETE on the collection).
collectionCalls("/api/cms/v3/role/{_id}", { key: "_id", remove: "bulk" });
// @ts-expect-error: the contract does not save a key language, so the screen must say it only adds (addOnly).
collectionCalls("/api/cms/v3/{propertyId}/onekey/language/{id}", { key: "id", remove: "each" });
// @ts-expect-error: a role is saved (PUT), so it is not add-only.
collectionCalls("/api/cms/v3/role/{_id}", { key: "_id", remove: "each", addOnly: true });
// @ts-expect-error: the roles are no settings family (no schema to read).
settingsCalls("/api/cms/v3/role/index");

const hotspot = { _id: "b1", device: " Hotspot 508 ", mac: "AA:BB:CC:00:11:22", enabled: true };

describe("collectionCalls (a list screen's calls over a collection of the contract)", () => {
  it("lists the property's collection, creates on it without the key, and saves an item by its key", async () => {
    const { calls, context } = recordingClient();
    await blockList.list(context);
    await blockList.create!(context, hotspot);
    await blockList.update!(context, hotspot);
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/api/cms/v3/{propertyId}/onespeed/blocklist/index",
        params: { propertyId: "1001" },
      },
      {
        method: "POST",
        path: "/api/cms/v3/{propertyId}/onespeed/blocklist",
        params: { propertyId: "1001" },
        body: { device: "Hotspot 508", mac: "AA:BB:CC:00:11:22", enabled: true },
      },
      {
        method: "PUT",
        path: "/api/cms/v3/{propertyId}/onespeed/blocklist/{id}",
        params: { propertyId: "1001", id: "b1" },
        body: { _id: "b1", device: "Hotspot 508", mac: "AA:BB:CC:00:11:22", enabled: true },
      },
    ]);
  });

  it("deletes one item by its own path and several in one call on the collection", async () => {
    const { calls, context } = recordingClient();
    await blockList.remove!(context, [hotspot]);
    await blockList.remove!(context, [hotspot, { ...hotspot, _id: "b2" }]);
    expect(calls.map(({ method, path, params }) => [method, path, params])).toEqual([
      ["DELETE", "/api/cms/v3/{propertyId}/onespeed/blocklist/{id}", { propertyId: "1001", id: "b1" }],
      ["DELETE", "/api/cms/v3/{propertyId}/onespeed/blocklist", { propertyId: "1001" }],
    ]);
    expect(calls[1]!.body).toEqual({ items: [hotspot, { ...hotspot, _id: "b2" }] });
  });

  it("names the key by the contract's parameter, keeps a key the user gives, and deletes one by one where there is no bulk delete", async () => {
    const { calls, context } = recordingClient();
    const roles = collectionCalls("/api/cms/v3/role/{_id}", { key: "_id", remove: "each" });
    const properties = collectionCalls("/api/cms/v3/property/{id}", {
      key: "id",
      keepKeyOnCreate: true,
      remove: "each",
    });
    await properties.create!(context, { id: "1042", name: "Hotel Nord" });
    const result = await roles.remove!(context, [
      { _id: "r1", name: "Night", permissions: [] },
      { _id: "refuse", name: "Day", permissions: [] },
      { _id: "r3", name: "Late", permissions: [] },
    ]);
    // A platform collection has no property in its path; the refusal stops the rest and is answered.
    expect(calls.map(({ method, params, body }) => [method, params, body])).toEqual([
      ["POST", {}, { id: "1042", name: "Hotel Nord" }],
      ["DELETE", { _id: "r1" }, undefined],
      ["DELETE", { _id: "refuse" }, undefined],
    ]);
    expect(result.error).toEqual({ message: "Refused" });
  });
});

describe("collectionCalls over a collection the contract adds to and deletes from, without a save", () => {
  it("creates with the create's body, has no save, and deletes one by one", async () => {
    const { calls, context } = recordingClient();
    const languages = collectionCalls("/api/cms/v3/{propertyId}/oneapp/language/{id}", {
      key: "id",
      body: ({ iso1 }) => ({ iso1: iso1.trim() }),
      addOnly: true,
      remove: "each",
    });
    await languages.create!(context, { id: "l9", iso1: " fr " });
    await languages.remove!(context, [{ id: "l1", iso1: "de" }]);
    expect(languages.update).toBeUndefined();
    expect(calls.map(({ method, path, params, body }) => [method, path, params, body])).toEqual([
      ["POST", "/api/cms/v3/{propertyId}/oneapp/language", { propertyId: "1001" }, { iso1: "fr" }],
      [
        "DELETE",
        "/api/cms/v3/{propertyId}/oneapp/language/{id}",
        { propertyId: "1001", id: "l1" },
        undefined,
      ],
    ]);
  });
});

describe("settingsCalls (a settings screen's calls over a settings family of the contract)", () => {
  it("reads the values and the schema and saves the values, at the property where the family is a property's", async () => {
    const { calls, context } = recordingClient();
    const display = settingsCalls("/api/cms/v3/{propertyId}/onesquare/settings");
    const weather = settingsCalls("/api/cms/v3/weather/settings");
    await display.get(context);
    await display.schema(context);
    await display.save(context, { brightness: 80 });
    await weather.save(context, { units: "metric" });
    expect(calls).toEqual([
      { method: "GET", path: "/api/cms/v3/{propertyId}/onesquare/settings", params: { propertyId: "1001" } },
      {
        method: "GET",
        path: "/api/cms/v3/{propertyId}/onesquare/settings/schema",
        params: { propertyId: "1001" },
      },
      {
        method: "PUT",
        path: "/api/cms/v3/{propertyId}/onesquare/settings",
        params: { propertyId: "1001" },
        body: { brightness: 80 },
      },
      { method: "PUT", path: "/api/cms/v3/weather/settings", params: {}, body: { units: "metric" } },
    ]);
  });
});
